import type { SwapToken } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { formatSwapAmount, usdValue } from './swapFormat.ts'

const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:31337:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
  decimals: 6,
  logoUri: '',
  eip2612: false,
  balance: '10',
  price: 1,
}

describe('formatSwapAmount', () => {
  it('keeps six significant digits of small amounts, where three decimals would show 0', () => {
    expect(formatSwapAmount('0.000332667', 'ETH')).toBe('0.000332667 ETH')
    expect(formatSwapAmount('0.00033266789', 'ETH')).toBe('0.000332668 ETH')
    expect(formatSwapAmount('2.9912345')).toBe('2.99123')
  })
  it('shows two decimals from a thousand up, with grouping', () => {
    expect(formatSwapAmount('2991.2345', 'USDC')).toBe('2,991.23 USDC')
  })
  it('shows 0 for what is not a number', () => {
    expect(formatSwapAmount('abc', 'ETH')).toBe('0 ETH')
  })
})

describe('usdValue', () => {
  it('multiplies by the price, and is undefined without one or without an amount', () => {
    expect(usdValue(usdc, '2.5')).toBe(2.5)
    expect(usdValue({ ...usdc, price: 0 }, '2.5')).toBeUndefined()
    expect(usdValue(usdc, ' ')).toBeUndefined()
    expect(usdValue(undefined, '1')).toBeUndefined()
  })
})
