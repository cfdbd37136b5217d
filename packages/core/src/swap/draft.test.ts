import { afterEach, describe, expect, it } from 'vitest'
import { SwapMessages } from './constants.ts'
import { InvalidSlippageError } from './errors.ts'
import { atPar, CHAIN, ETH_ID, settled, setup, stopSwapKit, USDC_ID, USER } from './swap.fixtures.ts'

// The draft: the dapp’s arguments, the slippage tolerance and Max.

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('applies the dapp’s arguments and quotes at once, with the network fee in USD', async () => {
    const { airlock, requests } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ fromToken: 'usdc', toToken: 'ETH', amount: '30' })
    await settled()
    const state = airlock.swap.getState()
    expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceTokenAmount]).toEqual([
      'USDC',
      'ETH',
      '30',
    ])
    expect(state.toTokenAmount).toBe('0.01')
    expect(state.approvalNeeded).toBe(true)
    // 120,000 gas at 1 gwei = 0.00012 ETH, at 3,000 USD.
    expect(state.networkFee).toEqual({ amount: '0.00012', symbol: 'ETH', usd: 0.36 })
    const [quote] = requests('/v1/convert/quotes')
    expect(Object.fromEntries(quote!.url.searchParams)).toMatchObject({
      amount: '30000000',
      from: USDC_ID,
      to: ETH_ID,
      userAddress: `${CHAIN}:${USER}`,
      gasPrice: '1000000000',
      projectId: 'p',
    })
  })

  it('keeps the arguments when a second init (React StrictMode runs effects twice) supersedes a loading one', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    const first = airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '30' })
    await airlock.swapActions.init()
    await first
    const state = airlock.swap.getState()
    expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceTokenAmount]).toEqual([
      'USDC',
      'ETH',
      '30',
    ])
  })

  it('validates the slippage tolerance', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.setSlippage(0.5)
    expect(airlock.swap.getState().slippage).toBe(0.5)
    await expect(airlock.swapActions.setSlippage(0)).rejects.toThrow(InvalidSlippageError)
    await expect(airlock.swapActions.setSlippage(50)).rejects.toThrow(SwapMessages.INVALID_SLIPPAGE)
  })

  it('keeps back the network fee when Max swaps the native token', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    // 2 ETH less 1.5 x 120,000 gas at 1 gwei.
    expect(await airlock.swapActions.maxAmount()).toBe('1.99982')
    await airlock.swapActions.flip()
    expect(airlock.swap.getState().sourceToken?.symbol).toBe('USDC')
    expect(await airlock.swapActions.maxAmount()).toBe('50')
  })
})
