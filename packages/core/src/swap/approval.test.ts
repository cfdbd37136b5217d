import { afterEach, describe, expect, it } from 'vitest'
import { TOAST_SWAP_MS } from '../modal/toast.ts'
import { FAKE_TX_HASH } from '../test/fakeAdapter.ts'
import { atPar, ROUTER, settled, setup, stopSwapKit, USDC, USER } from './swap.fixtures.ts'

// The approval before a swap from a token: a separate transaction, or one atomic batch with the swap.

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('approves exactly the amount, then swaps, each after its receipt, and returns to Account', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    airlock.open({ view: 'Account' })
    airlock.router.push('Swap')
    airlock.router.push('SwapPreview')
    await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '30' })
    await settled()
    const statuses: string[] = []
    const stop = airlock.swap.subscribe((s, previous) => {
      if (s.status !== previous.status) statuses.push(s.status)
    })
    const hash = await airlock.swapActions.swap()
    stop()
    expect(hash).toBe(FAKE_TX_HASH)
    expect(statuses).toEqual(['approve-confirm', 'approve-pending', 'swap-confirm', 'swap-pending', 'idle'])
    const sent = fake.calls.filter((c) => c.method === 'sendTransaction').map((c) => c.params)
    expect(sent).toMatchObject([
      { to: USDC, data: '0x095ea7b330000000', value: 0n, from: USER },
      { to: ROUTER, data: '0x38ed1739', value: 0n, from: USER },
    ])
    expect(fake.calls.filter((c) => c.method === 'waitForTransaction')).toHaveLength(2)
    // The pending toast gives way to the result after the toast swap delay.
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS + 50))
    expect(airlock.toast.getState().message).toBe('Swapped 30 USDC for 0.01 ETH')
    expect(airlock.router.getState().view).toBe('Account')
    expect(airlock.swap.getState()).toMatchObject({
      sourceTokenAmount: '',
      error: undefined,
      approvalNeeded: false,
    })
  })

  it('approves and swaps in one atomic batch when the wallet runs batches atomically (EIP-5792)', async () => {
    const { airlock, fake, requests } = await setup({ allowance: '0', quote: atPar })
    const walletCalls: { method: string; params: unknown }[] = []
    let polls = 0
    fake.adapter.request = async ({ method, params }) => {
      walletCalls.push({ method, params })
      if (method === 'wallet_getCapabilities') return { '0x7a69': { atomic: { status: 'supported' } } }
      if (method === 'wallet_sendCalls') return { id: '0xbatch' }
      if (method === 'wallet_getCallsStatus')
        return {
          version: '2.0.0',
          id: '0xbatch',
          chainId: '0x7a69',
          atomic: true,
          status: ++polls < 2 ? 100 : 200,
          receipts: polls < 2 ? undefined : [{ transactionHash: '0xbundle', status: '0x1' }],
        }
      throw new Error(`unexpected ${method}`)
    }
    airlock.open({ view: 'Account' })
    airlock.router.push('Swap')
    airlock.router.push('SwapPreview')
    await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '30' })
    await settled()
    const statuses: string[] = []
    const stop = airlock.swap.subscribe((s, previous) => {
      if (s.status !== previous.status) statuses.push(s.status)
    })
    const hash = await airlock.swapActions.swap()
    stop()
    expect(hash).toBe('0xbundle')
    expect(statuses).toEqual(['swap-confirm', 'swap-pending', 'idle'])
    expect(fake.calls.filter((c) => c.method === 'sendTransaction')).toHaveLength(0)
    const batch = walletCalls.find((c) => c.method === 'wallet_sendCalls')?.params as [
      { atomicRequired: boolean; calls: { to: string; data: string }[] },
    ]
    expect(batch[0].atomicRequired).toBe(true)
    expect(batch[0].calls).toMatchObject([
      { to: USDC, data: '0x095ea7b330000000' },
      { to: ROUTER, data: '0x38ed1739' },
    ])
    // The swap is built without an estimate: alone, before the batch's approval, it would revert.
    expect(JSON.parse(requests('/v1/convert/build-transaction')[0]!.body).disableEstimate).toBe(true)
    expect(airlock.router.getState().view).toBe('Account')
  })
})
