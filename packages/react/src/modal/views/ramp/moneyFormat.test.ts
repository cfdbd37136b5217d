import { describe, expect, it } from 'vitest'
import { formatFeePercent, formatFiat, formatFiatRange, formatPurchase } from './moneyFormat.ts'

/** A part of `tag`'s number form (the decimal or group symbol), read from Intl itself. */
function part(tag: string, type: 'decimal' | 'group') {
  return new Intl.NumberFormat(tag).formatToParts(12345.6).find((p) => p.type === type)?.value
}

describe('money amounts', () => {
  it('shows fiat with two decimals and its code', () => {
    expect(formatFiat({ amount: '1234.5', currency: 'USD' }, 'en')).toBe('1,234.50 USD')
    expect(formatFiat({ amount: '0.75', currency: 'EUR' }, 'en')).toBe('0.75 EUR')
    expect(formatFiat({ amount: '50', currency: 'USD' }, 'en', { decimals: 0 })).toBe('50 USD')
    expect(formatFiat(undefined, 'en')).toBe('—')
  })

  it('shows a limit range with the code once', () => {
    expect(formatFiatRange('10.00', '7500.00', 'USD', 'en')).toBe('10.00–7,500.00 USD')
  })

  it('shows the quoted token amount exactly, without trailing zeros', () => {
    expect(formatPurchase('49.200000', 'USDC', 'en')).toBe('49.2 USDC')
    expect(formatPurchase('48.123456', 'USDC', 'en')).toBe('48.123456 USDC')
    expect(formatPurchase('50.000', 'USDC', 'en')).toBe('50 USDC')
    expect(formatPurchase('12', 'ETH', 'en')).toBe('12 ETH')
  })

  it('shows a provider fee as set', () => {
    expect(formatFeePercent(1.5, 'en')).toBe('1.5%')
    expect(formatFeePercent(2, 'en')).toBe('2%')
    expect(formatFeePercent(1.125, 'en')).toBe('1.125%')
  })
})

describe('money amounts in another locale (de)', () => {
  const decimal = part('de', 'decimal')
  const group = part('de', 'group')

  it("uses the locale's separators, the same digits and the currency code", () => {
    expect(decimal).toBe(',')
    const shown = formatFiat({ amount: '1234.5', currency: 'USD' }, 'de')
    expect(shown).toContain(`1${group}234${decimal}50`)
    expect(shown).toContain('USD')
    expect(shown).not.toBe('1,234.50 USD')
    expect(formatFiat({ amount: 'abc', currency: 'EUR' }, 'de')).toContain(`0${decimal}00`)
  })

  it('keeps both ends of a limit range and the code', () => {
    const shown = formatFiatRange('10.00', '7500.00', 'USD', 'de')
    expect(shown).toContain(`10${decimal}00`)
    expect(shown).toContain(`7${group}500${decimal}00`)
    expect(shown).toContain('USD')
  })

  it("keeps every quoted digit with the locale's decimal point", () => {
    expect(formatPurchase('48.123456000', 'USDC', 'de')).toBe(`48${decimal}123456 USDC`)
    expect(formatPurchase('50.000', 'USDC', 'de')).toBe('50 USDC')
  })

  it("puts the fee in the locale's percent form", () => {
    const sign = new Intl.NumberFormat('de', { style: 'percent' })
      .formatToParts(0.5)
      .find((p) => p.type === 'percentSign')
    const shown = formatFeePercent(1.5, 'de')
    expect(shown).toContain(`1${decimal}5`)
    expect(shown.endsWith(sign?.value ?? '%')).toBe(true)
  })
})
