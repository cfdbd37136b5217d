import { afterEach, describe, expect, it, vi } from 'vitest'
import { atPar, ETH_ID, settled, setup, stopSwapKit } from './swap.fixtures.ts'

// The quote: after the typing stops, again in place, and the cloud’s reason when there is none.

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('asks for one quote after the typing stops, and drops the answer to a superseded amount', async () => {
    const { airlock, requests } = await setup({
      allowance: '0',
      quote: atPar,
      quoteDelay: (amount) => (amount === '1000000000000000000' ? 400 : 0),
    })
    await airlock.swapActions.init({ toToken: 'USDC' })
    await settled()
    const before = requests('/v1/convert/quotes').length
    for (const typed of ['0', '0.', '0.5']) await airlock.swapActions.setAmount(typed)
    expect(airlock.swap.getState().quoteLoading).toBe(true)
    await settled()
    expect(requests('/v1/convert/quotes').length - before).toBe(1)
    // The one request may still be answering on a busy machine: its answer is what counts, not its speed.
    await vi.waitFor(() => expect(airlock.swap.getState().toTokenAmount).toBe('1500'))

    // A slow answer for 1 ETH arrives after the visitor already typed 0.25: the 0.25 quote stays.
    await airlock.swapActions.setAmount('1')
    await settled()
    await airlock.swapActions.setAmount('0.25')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(airlock.swap.getState().toTokenAmount).toBe('750')
  })

  it('quotes the same draft again without a loading state, keeping the shown quote until the new one', async () => {
    let usdcPerEth = 3000n
    const { airlock, requests } = await setup({
      allowance: '0',
      quote: (from, amount) => (from === ETH_ID ? (amount * usdcPerEth) / 10n ** 12n : 0n),
      quoteDelay: () => (usdcPerEth === 3000n ? 0 : 200),
    })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    usdcPerEth = 2900n
    await airlock.swapActions.requote()
    expect(airlock.swap.getState()).toMatchObject({ quoteLoading: false, toTokenAmount: '3000' })
    await vi.waitFor(() => expect(airlock.swap.getState().toTokenAmount).toBe('2900'))
    expect(requests('/v1/convert/quotes').length).toBe(2)
  })

  it('shows the cloud’s reason when there is no quote', async () => {
    const { airlock } = await setup({
      allowance: '0',
      quote: atPar,
      quoteStatus: 400,
      quoteError: 'Insufficient liquidity for this trade',
    })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    expect(airlock.swap.getState()).toMatchObject({
      quoteError: 'Insufficient liquidity for this trade',
      quote: undefined,
      toTokenAmount: '',
      quoteLoading: false,
    })
  })
})
