import type { SwapToken } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { formatPercent, formatSwapAmount, usdValue } from './swapFormat.ts'

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
    expect(formatSwapAmount('0.000332667', 'ETH', 'en')).toBe('0.000332667 ETH')
    expect(formatSwapAmount('0.00033266789', 'ETH', 'en')).toBe('0.000332668 ETH')
    expect(formatSwapAmount('2.9912345', undefined, 'en')).toBe('2.99123')
  })
  it('shows two decimals from a thousand up, with grouping', () => {
    expect(formatSwapAmount('2991.2345', 'USDC', 'en')).toBe('2,991.23 USDC')
  })
  it('shows 0 for what is not a number', () => {
    expect(formatSwapAmount('abc', 'ETH', 'en')).toBe('0 ETH')
  })
})

/** The decimal and group symbols `locale`'s Intl uses, read the way the formatters' output is built. */
function separators(tag: string) {
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.6)
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value,
    group: parts.find((p) => p.type === 'group')?.value,
  }
}

describe('formatSwapAmount in another locale', () => {
  it("uses the locale's separators with the same digits (de)", () => {
    const { decimal, group } = separators('de')
    expect(decimal).toBe(',')
    expect(formatSwapAmount('2991.2345', 'USDC', 'de')).toBe(`2${group}991${decimal}23 USDC`)
    expect(formatSwapAmount('0.00033266789', 'ETH', 'de')).toBe(`0${decimal}000332668 ETH`)
  })
  it('keeps Latin digits in Arabic', () => {
    expect(formatSwapAmount('2.5', undefined, 'ar')).toMatch(/^2\D5$/)
  })
})

describe('formatPercent', () => {
  it('shows exactly two decimals for the price impact, rounded as before (toFixed)', () => {
    expect(formatPercent(4.2, 'en', { fixed: true })).toBe('4.20%')
    expect(formatPercent(0.01, 'en', { fixed: true })).toBe('0.01%')
    expect(formatPercent(12.345678, 'en', { fixed: true })).toBe('12.35%')
  })
  it('shows up to two decimals for a slippage or a fee', () => {
    expect(formatPercent(0.5, 'en')).toBe('0.5%')
    expect(formatPercent(1, 'en')).toBe('1%')
    expect(formatPercent(1.5, 'en')).toBe('1.5%')
  })
  it("uses the locale's decimal separator and percent sign (de)", () => {
    const parts = new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 1 }).formatToParts(
      0.005,
    )
    const decimal = parts.find((p) => p.type === 'decimal')?.value
    const sign = parts.find((p) => p.type === 'percentSign')?.value
    const shown = formatPercent(0.5, 'de')
    expect(shown).toContain(`0${decimal}5`)
    expect(shown.endsWith(sign ?? '%')).toBe(true)
    expect(shown).not.toBe('0.5%')
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
