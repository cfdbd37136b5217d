import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { devnetDouble, SMART_ADDRESS, testContext } from '../wallet/wallet.testkit.ts'
import { BALANCE_POLL_MS, createBalances } from './balances.ts'

afterEach(() => {
  vi.useRealTimers()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the balance', () => {
  it('reads the exposed address on the devnet', async () => {
    const devnet = devnetDouble(5n)
    const ctx = testContext(
      {
        accountMode: 'smartAccount',
        smartAccount: { status: 'ready', address: SMART_ADDRESS, deployed: true },
      },
      { devnet },
    )
    createBalances(ctx).refresh()
    await settle()
    expect(devnet.reads).toEqual([SMART_ADDRESS])
    expect(ctx.store.getState().balance).toEqual({ status: 'ready', value: 5n })
  })

  it('has none on a listed network without a node, which is not an error', () => {
    const devnet = devnetDouble()
    const ctx = testContext({ chainId: 10 }, { devnet })
    createBalances(ctx).refresh()
    expect(ctx.store.getState().balance).toEqual({ status: 'unavailable' })
    expect(devnet.reads).toEqual([])
  })

  it('says the devnet is not reachable when the read fails', async () => {
    const devnet = { ...devnetDouble(), getBalance: async () => Promise.reject(new Error('fetch failed')) }
    const ctx = testContext({}, { devnet })
    createBalances(ctx).refresh()
    await settle()
    expect(ctx.store.getState().balance).toEqual({
      status: 'error',
      message: 'The devnet is not reachable (fetch failed)',
    })
  })

  it('keeps the newest read when an older one answers last', async () => {
    const answers: ((value: bigint) => void)[] = []
    const devnet = {
      ...devnetDouble(),
      getBalance: () => new Promise<bigint>((resolve) => answers.push(resolve)),
    }
    const ctx = testContext({}, { devnet })
    const balances = createBalances(ctx)
    balances.refresh()
    balances.refresh()
    answers[1]?.(2n)
    answers[0]?.(1n)
    await settle()
    expect(ctx.store.getState().balance).toEqual({ status: 'ready', value: 2n })
  })

  it('polls until stopped', async () => {
    vi.useFakeTimers()
    const devnet = devnetDouble()
    const balances = createBalances(testContext({}, { devnet }))
    balances.startPolling()
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2)
    expect(devnet.reads).toEqual([ACCOUNTS[0]?.address, ACCOUNTS[0]?.address])
    balances.stop()
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2)
    expect(devnet.reads).toHaveLength(2)
  })
})
