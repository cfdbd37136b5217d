import { describe, expect, it } from 'vitest'
import { SwapMessages } from './constants.ts'
import { balanceOf, exchangeRate, minimumReceived, parseSwapAmount, swapIssue } from './quoteMath.ts'
import type { SwapToken } from './store.ts'

const token = (overrides: Partial<SwapToken>): SwapToken => ({
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
  eip2612: false,
  balance: '2',
  price: 3000,
  ...overrides,
})
const eth = token({})
const usdc = token({
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:31337:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
  decimals: 6,
  balance: '100',
  price: 1,
})

describe('minimumReceived', () => {
  it('takes the tolerance off the expected output, rounding down as the router compares', () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n)
    expect(minimumReceived(999n, 1)).toBe(989n)
  })
})

describe('exchangeRate', () => {
  it('is the output per whole input token, across decimals', () => {
    const quote = { fromAmount: '1000000000000000000', toAmount: '2990000000' }
    expect(exchangeRate(quote, eth, usdc)).toBe(2990)
  })
})

describe('parseSwapAmount', () => {
  it('reads a plain decimal in the smallest unit', () => {
    expect(parseSwapAmount('1.5', usdc)).toBe(1_500_000n)
  })
  it('names what is wrong with anything else', () => {
    expect(parseSwapAmount(' ', usdc)).toEqual({ field: 'amount', message: SwapMessages.ENTER_AMOUNT })
    expect(parseSwapAmount('1e3', usdc)).toEqual({ field: 'amount', message: SwapMessages.INVALID_AMOUNT })
    expect(parseSwapAmount('0.00', usdc)).toEqual({ field: 'amount', message: SwapMessages.ZERO_AMOUNT })
    expect(parseSwapAmount('0.0000001', usdc)).toEqual({
      field: 'amount',
      message: 'Too many decimals: USDC has 6',
    })
  })
})

describe('swapIssue, in the order the visitor meets them', () => {
  const draft = { sourceToken: eth, toToken: usdc, sourceTokenAmount: '1' }
  it('asks for the tokens first', () => {
    expect(swapIssue({ ...draft, sourceToken: undefined })?.field).toBe('from')
    expect(swapIssue({ ...draft, toToken: undefined })).toEqual({ field: 'to', message: 'Select a token' })
    expect(swapIssue({ ...draft, toToken: eth })).toEqual({ field: 'to', message: SwapMessages.SAME_TOKEN })
  })
  it('then the amount, then the balance', () => {
    expect(swapIssue({ ...draft, sourceTokenAmount: '' })?.message).toBe('Enter an amount')
    expect(swapIssue({ ...draft, sourceTokenAmount: '2.01' })).toEqual({
      field: 'amount',
      message: 'Insufficient ETH balance',
    })
    expect(swapIssue({ ...draft, sourceTokenAmount: '2' })).toBeUndefined()
  })
  it('reads an unreadable balance as nothing held', () => {
    expect(balanceOf(token({ balance: 'n/a' }))).toBe(0n)
  })
})
