import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoin } from '../networks/index.ts'
import { eth, kit, RECEIVER, stopSendKits, token, usdc } from './send.fixtures.ts'
import { sendToken } from './send.ts'

// Drafts and states refused before any wallet is asked, and the kit’s own send actions.

afterEach(stopSendKits)

describe('sendToken', () => {
  it('the kit runs the same actions, loading send’s code on first use', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1' })
    expect(await airlock.sendToken()).toBeUndefined()
    expect(airlock.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'An amount and receiver address are required',
    })
    await airlock.estimateSendFee()
    expect(await airlock.maxSendAmount(usdc('2.5'))).toBe('2.5')
    expect(callsOf('sendTransaction')).toHaveLength(0)
  })

  it('shows the send form messages for a missing amount, receiver or token, asking no wallet', async () => {
    const { airlock, toasts, events, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1' })
    await sendToken(airlock)
    expect(airlock.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'An amount and receiver address are required',
    })
    airlock.send.patch({ sendTokenAmount: undefined, receiverAddress: RECEIVER })
    await sendToken(airlock)
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        'error: An amount and receiver address are required',
        'error: An amount and receiver address are required',
      ]),
    )
    airlock.send.patch({ token: undefined, sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    await vi.waitFor(() => expect(toasts.at(-1)).toBe('error: A token is required'))
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    expect(airlock.send.getState().loading).toBe(false)
  })

  it('shows the validation message for an invalid draft, asking no wallet', async () => {
    const { airlock, toasts, events, callsOf } = await kit()
    airlock.send.patch({ token: eth('1'), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(toasts).toEqual(['error: Insufficient funds'])
    airlock.send.patch({
      sendTokenAmount: '0.5',
      receiverAddress: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    })
    await sendToken(airlock)
    await vi.waitFor(() => expect(toasts.at(-1)).toBe('error: Invalid address'))
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    // Bad input loses nothing: the draft stays as typed, with no error state.
    expect(airlock.send.getState()).toMatchObject({ sendTokenAmount: '0.5', failed: undefined })
  })

  it("without a connected account: 'No ActiveCaipAddress found'", async () => {
    const { airlock, toasts, callsOf, events } = await kit({ connect: false })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBeUndefined()
    expect(toasts).toEqual(['error: No ActiveCaipAddress found'])
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    // Nothing was sent: the draft is kept, with no error state.
    expect(airlock.send.getState()).toMatchObject({ sendTokenAmount: '1', loading: false, failed: undefined })
  })

  it('a namespace other than eip155 and solana never reaches the wallet', async () => {
    const { airlock, callsOf, toasts, events } = await kit({ namespace: 'bip122' })
    expect(airlock.account.get('bip122')?.address).toBeDefined()
    const btc = token({ symbol: 'BTC', chainId: bitcoin.caipNetworkId, numeric: '1', decimals: '8' })
    airlock.send.patch({
      token: btc,
      sendTokenAmount: '0.1',
      receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(await sendToken(airlock)).toBeUndefined()
    // Refused as a whole before anything is dispatched: the network, not the address, is the reason.
    expect(toasts).toEqual(['error: Sending is not supported on this network.'])
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    expect(airlock.send.getState()).toMatchObject({
      sendTokenAmount: '0.1',
      loading: false,
      failed: undefined,
    })
  })
})
