import { afterEach, describe, expect, it } from 'vitest'
import { toWalletError } from '../errors/fromWallet.ts'
import { eth, HASH, kit, RECEIVER, settled, stopSendKits, usdc } from './send.fixtures.ts'
import { sendToken } from './send.ts'
import { emptySendState } from './store.ts'

// A send the wallet or the node refuses: the reason shown, the draft kept, and how long the error state lasts.

afterEach(stopSendKits)

describe('sendToken', () => {
  const nodeErrors: [string, unknown, string][] = [
    [
      'a wallet rejection (4001)',
      Object.assign(new Error('MetaMask Tx Signature: User denied transaction signature.'), { code: 4001 }),
      'User rejected the request',
    ],
    [
      'a WalletConnect rejection (5000), wrapped',
      new Error('Request failed', { cause: { code: 5000, message: 'User rejected.' } }),
      'User rejected the request',
    ],
    [
      'a revert',
      new Error('execution reverted: ERC20: transfer amount exceeds balance'),
      'Execution reverted: ERC20: transfer amount exceeds balance',
    ],
    [
      'missing gas money, wrapped as viem does',
      new Error('Transaction failed\n\nRequest Arguments: ...', {
        cause: { code: -32000, message: 'insufficient funds for gas * price + value' },
      }),
      'Insufficient funds to pay for gas and value',
    ],
    [
      "the devnet's nonce error, typed as the EVM adapter throws it",
      toWalletError(
        Object.assign(
          new Error(
            "Nonce too low. Expected nonce to be 5 but got 3. Note that transactions can't be queued when automining.",
          ),
          { code: -32000 },
        ),
      ),
      'The transaction nonce is lower than the current nonce of the account',
    ],
    [
      'a tip above the fee cap, with a stack trace',
      new Error(
        'max priority fee per gas higher than max fee per gas\n    at EthModule._sendTransaction (node_modules/x.js:1:1)',
      ),
      'The priority fee (tip) cannot be higher than the fee cap (max fee per gas)',
    ],
    ['a wallet that throws nothing readable', { code: -32603 }, 'Unknown error'],
  ]

  it.each(nodeErrors)(
    'native send failing with %s: toast, the draft kept with the reason for the error state, no SEND_SUCCESS',
    async (_, error, message) => {
      const { airlock, fake, toasts, events } = await kit()
      fake.state.sendError = error
      const sendDraft = { token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER, lastRetry: 5 }
      airlock.send.patch(sendDraft)
      expect(await sendToken(airlock)).toBeUndefined()
      expect(toasts).toEqual([`error: ${message}`])
      // Nothing typed is lost: the review shows why it failed and can send the same draft again.
      expect(airlock.send.getState()).toEqual({
        ...emptySendState(),
        ...sendDraft,
        failed: { token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER, message },
      })
      expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
      expect(airlock.router.getState().view).toBe('SendPreview')
      expect(fake.calls.some((c) => c.method === 'waitForTransaction')).toBe(false)
    },
  )

  it.each(nodeErrors)(
    'ERC-20 send failing with %s: toast, the draft kept with the reason for the error state, no SEND_SUCCESS',
    async (_, error, message) => {
      const { airlock, fake, toasts, events } = await kit()
      fake.state.writeContractError = error
      const sendDraft = { token: usdc(), sendTokenAmount: '2', receiverAddress: RECEIVER }
      airlock.send.patch(sendDraft)
      expect(await sendToken(airlock)).toBeUndefined()
      expect(toasts).toEqual([`error: ${message}`])
      expect(airlock.send.getState()).toMatchObject({
        ...sendDraft,
        loading: false,
        failed: { ...sendDraft, message },
      })
      expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
    },
  )

  it('the error state lasts until the visitor leaves the view; the draft stays as typed', async () => {
    const { airlock, fake } = await kit()
    fake.state.sendError = Object.assign(new Error('User rejected the request'), { code: 4001 })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(airlock.send.getState().failed?.sendTokenAmount).toBe('1.5')
    // Toasts and re-renders of the same view keep it.
    airlock.router.push('SendPreview')
    expect(airlock.send.getState().failed).toBeDefined()
    airlock.router.goBack()
    expect(airlock.router.getState().view).toBe('Send')
    expect(airlock.send.getState()).toMatchObject({ failed: undefined, sendTokenAmount: '1.5' })
  })

  it('a new send clears the last failure; its success leaves no error state', async () => {
    const { airlock, fake } = await kit()
    fake.state.sendError = new Error('execution reverted')
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    fake.state.sendError = undefined
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    const sending = sendToken(airlock)
    expect(airlock.send.getState().failed).toBeUndefined()
    expect(await sending).toBe(HASH)
    expect(airlock.send.getState().failed).toBeUndefined()
    await settled(airlock)
  })

  it('a send that fails after the visitor left the view keeps no error state', async () => {
    const { airlock, fake } = await kit()
    let refuse: (error: Error) => void = () => {}
    fake.adapter.sendTransaction = () => new Promise((_, reject) => (refuse = reject))
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    const sending = sendToken(airlock)
    airlock.router.goBack()
    refuse(new Error('User rejected the request'))
    await sending
    expect(airlock.send.getState()).toMatchObject({
      failed: undefined,
      loading: false,
      sendTokenAmount: '1.5',
    })
  })
})
