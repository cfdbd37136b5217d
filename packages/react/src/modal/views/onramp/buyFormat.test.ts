import { describe, expect, it } from 'vitest'
import { formatFiat, formatPurchase } from './buyFormat.ts'

describe('buy amounts', () => {
  it('shows fiat with two decimals and its code', () => {
    expect(formatFiat({ amount: '1234.5', currency: 'USD' })).toBe('1,234.50 USD')
    expect(formatFiat({ amount: '0.75', currency: 'EUR' })).toBe('0.75 EUR')
    expect(formatFiat(undefined)).toBe('—')
  })

  it('shows the quoted token amount exactly, without trailing zeros', () => {
    expect(formatPurchase('49.200000', 'USDC')).toBe('49.2 USDC')
    expect(formatPurchase('48.123456', 'USDC')).toBe('48.123456 USDC')
    expect(formatPurchase('50.000', 'USDC')).toBe('50 USDC')
    expect(formatPurchase('12', 'ETH')).toBe('12 ETH')
  })
})
