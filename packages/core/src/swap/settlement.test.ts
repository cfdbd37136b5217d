import { afterEach, describe, expect, it } from 'vitest'
import { TOAST_SWAP_MS } from '../modal/toast.ts'
import { SwapMessages } from './constants.ts'
import { SwapRevertedError } from './errors.ts'
import { atPar, settled, setup, stopSwapKit } from './swap.fixtures.ts'

// What follows a reverted swap: the reason the visitor reads.

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('says the price moved past the tolerance when a reverted swap would now pay less than its minimum', async () => {
    // The second quote pays 2% less than the first: past the 1% tolerance.
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar, requote: 1470n * 10n ** 6n })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '0.5' })
    await settled()
    fake.state.waitForTransaction = async () => 'reverted'
    airlock.open({ view: 'Swap' })
    airlock.router.push('SwapPreview')
    expect(await airlock.swapActions.swap()).toBeUndefined()
    const state = airlock.swap.getState()
    // The review shows the reason beside the draft: no toast repeats it there.
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS + 50))
    expect(airlock.toast.getState().open).toBe(false)
    expect(state.error).toBe(SwapMessages.SLIPPAGE_EXCEEDED(1))
    expect(state.failure).toBeInstanceOf(SwapRevertedError)
    expect(state.failure).toMatchObject({ step: 'swap', slippageExceeded: true })
    expect(state.status).toBe('idle')
    // The draft is kept for another try.
    expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceTokenAmount]).toEqual([
      'ETH',
      'USDC',
      '0.5',
    ])
  })
})
