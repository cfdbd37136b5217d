import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_SWAP_MS } from '../modal/toast.ts'
import { flush } from '../test/fakeAdapter.ts'
import { eth, HASH, kit, RECEIVER, SENDER, settled, stopSendKits } from './send.fixtures.ts'
import { sendToken } from './send.ts'
import { emptySendState } from './store.ts'

// Sending the native token on eip155: the transaction, then what the visitor sees until it is mined.

afterEach(stopSendKits)

describe('sendToken', () => {
  it('native eip155: sendTransaction from the connected address, empty data, value in wei', async () => {
    const { airlock, callsOf, connector } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    expect(callsOf('sendTransaction')).toHaveLength(1)
    expect(callsOf('sendTransaction')[0]?.params).toEqual({
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      to: RECEIVER,
      value: 1_500_000_000_000_000_000n,
      data: '0x',
    })
    expect(callsOf('writeContract')).toHaveLength(0)
    await settled(airlock)
  })

  it('trims the amount and receiver before sending', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: ' 0.5 ', receiverAddress: ` ${RECEIVER}\n` })
    await sendToken(airlock)
    expect(callsOf('sendTransaction')[0]?.params).toMatchObject({
      to: RECEIVER,
      value: 500_000_000_000_000_000n,
    })
    await settled(airlock)
  })

  it('on success: draft reset, not loading, back at Account; pending toast, then "Sent 1.5 ETH"', async () => {
    const { airlock, fake, toasts } = await kit()
    // Inclusion is held back to see what the visitor sees meanwhile.
    let include: (outcome: 'success' | 'reverted') => void = () => {}
    fake.state.waitForTransaction = () =>
      new Promise((resolve) => {
        include = resolve
      })
    airlock.send.patch({
      token: eth(),
      sendTokenAmount: '1.5',
      receiverAddress: RECEIVER,
      receiverProfileName: 'bob.air',
      lastRetry: 5,
    })
    const sending = sendToken(airlock)
    expect(airlock.send.getState().loading).toBe(true)
    expect(await sending).toBe(HASH)
    expect(airlock.send.getState()).toEqual({ ...emptySendState(), lastRetry: 5 })
    expect(airlock.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'loading',
      message: 'Transaction pending',
    })
    expect(fake.calls.find((c) => c.method === 'waitForTransaction')?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      hash: HASH,
    })
    include('success')
    await vi.waitFor(() => expect(toasts).toEqual(['loading: Transaction pending', 'success: Sent 1.5 ETH']))
    await settled(airlock)
  })

  it('the success toast opens 150 ms after the pending one closes', async () => {
    // No cloud and the wallet's own assets: nothing but timers between inclusion and the toast.
    const { airlock, fake } = await kit({
      cloud: false,
      configure: (fake) => {
        fake.adapter.getWalletAssets = async () => []
      },
    })
    let include: (outcome: 'success' | 'reverted') => void = () => {}
    fake.state.waitForTransaction = () =>
      new Promise((resolve) => {
        include = resolve
      })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    vi.useFakeTimers()
    include('success')
    await vi.advanceTimersByTimeAsync(0)
    expect(airlock.toast.getState()).toMatchObject({ open: false, message: 'Transaction pending' })
    await vi.advanceTimersByTimeAsync(TOAST_SWAP_MS - 1)
    expect(airlock.toast.getState().open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Sent 1.5 ETH',
    })
  })

  it('a failed balance read after the send does not hide the outcome', async () => {
    // No cloud and no wallet assets: the token balance read fails with its toast.
    const { airlock, toasts } = await kit({ cloud: false })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    await vi.waitFor(() => expect(airlock.account.get('eip155')?.tokenBalanceFailedAt).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS * 2))
    expect(toasts.at(-1)).toBe('success: Sent 1.5 ETH')
    expect(airlock.toast.getState()).toMatchObject({ open: true, message: 'Sent 1.5 ETH' })
  })

  it('when inclusion cannot be followed, the toast only says the transaction was sent', async () => {
    const failing = await kit()
    failing.fake.state.waitForTransaction = async () => {
      throw new Error('receipt timeout')
    }
    failing.airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(failing.airlock)
    await vi.waitFor(() =>
      expect(failing.toasts).toEqual(['loading: Transaction pending', 'success: Transaction sent']),
    )
    await settled(failing.airlock)

    const unable = await kit({
      configure: (fake) => {
        delete fake.adapter.waitForTransaction
      },
    })
    unable.airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(unable.airlock)
    await vi.waitFor(() => expect(unable.toasts).toEqual(['success: Transaction sent']))
    await settled(unable.airlock)
  })

  it('after a send, the native balance, token balances (forced) and activity are read again', async () => {
    const { airlock, server, callsOf } = await kit()
    const balanceReads = callsOf('getBalance').length
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    await settled(airlock)
    expect(callsOf('getBalance').length).toBe(balanceReads + 1)
    const balanceCalls = server.requests.filter((r) => r.url.pathname.endsWith('/balance'))
    expect(balanceCalls).toHaveLength(1)
    expect(balanceCalls[0]?.url.searchParams.get('forceUpdate')).toBe('true')
    expect(airlock.account.get('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(server.requests.filter((r) => r.url.pathname.endsWith('/history'))).toHaveLength(1)
  })

  it('a send from Send alone (no Account in the history) replaces the view with Account', async () => {
    const { airlock } = await kit()
    airlock.router.reset('Send')
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(airlock.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    await settled(airlock)
  })

  it('sends only from the connected address: after an account change, from the new one', async () => {
    const { airlock, fake, callsOf, connector } = await kit()
    const other = '0x2222222222222222222222222222222222222222'
    fake.state.context?.events.accountsChanged(connector.id, [other])
    await flush()
    expect(airlock.account.get('eip155')?.address).toBe(other)
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(callsOf('sendTransaction')[0]?.params).toMatchObject({ from: other })
    await settled(airlock)
  })

  it('a second click while sending does not send twice', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    const [first, second] = await Promise.all([sendToken(airlock), sendToken(airlock)])
    expect([first, second]).toEqual([HASH, undefined])
    expect(callsOf('sendTransaction')).toHaveLength(1)
    await settled(airlock)
  })
})
