import { describe, expect, it } from 'vitest'
import { createFormatters } from '../i18n/formatters.ts'
import { AIRLOCK_LOCALES, intlLocale } from '../i18n/locales.ts'
import {
  formatBalance,
  formatFee,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatTokenValue,
} from './format.ts'

/*
 * Other locales are checked by their parts (separators, digit counts), not whole strings: the browser's ICU may
 * be another version than Node's and place a currency sign or a space differently.
 */
const parts = (locale: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(locale, options).formatToParts(value)
const symbol = (locale: string, type: 'decimal' | 'group') =>
  parts(locale, 12345.5, { useGrouping: true }).find((p) => p.type === type)?.value

describe('createFormatters', () => {
  it('is exactly the en-US plain formatters in English', () => {
    const en = createFormatters('en')
    const now = Date.UTC(2026, 10, 22, 12)
    expect(en.balance('1234.5678', 'ETH')).toBe(formatBalance('1234.5678', 'ETH'))
    expect(en.balance('1234.5678', 'ETH')).toBe('1,234.567 ETH')
    expect(en.tokenValue('1234.567')).toBe(formatTokenValue('1234.567'))
    expect(en.number('1234.5')).toBe(formatNumber('1234.5'))
    expect(en.fee('0.0004', 'ETH')).toBe(formatFee('0.0004', 'ETH'))
    expect(en.relativeTime(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(en.relativeTime(now - 5 * 60_000, now)).toBe(formatRelativeTime(now - 5 * 60_000, now))
    expect(en.shortDate(now)).toBe(formatShortDate(now))
  })

  it('keeps the digit counts and truncation in every locale, with the locale separators', () => {
    for (const locale of AIRLOCK_LOCALES) {
      const f = createFormatters(locale)
      const decimal = symbol(intlLocale(locale), 'decimal') ?? '.'
      // 3 decimals, truncated (never rounded up past what the account holds).
      expect(f.balance('1.23499', 'ETH')).toBe(`1${decimal}234 ETH`)
      expect(f.balance('0.9999')).toBe(`0${decimal}999`)
      // Exactly 2 fraction digits.
      expect(f.number('3.1')).toMatch(new RegExp(`3\\${decimal}10$`))
      // A USD value: 2 decimals and a dollar sign somewhere.
      const value = f.tokenValue('2.5')
      expect(value).toMatch(new RegExp(`2\\${decimal}50`))
      expect(value).toMatch(/\$|US/)
    }
  })

  it('groups thousands the way the locale does', () => {
    const de = createFormatters('de')
    expect(de.balance('1234.5678', 'ETH')).toBe(`1${symbol('de', 'group')}234,567 ETH`)
    const fr = createFormatters('fr')
    expect(fr.balance('1234.5678')).toBe(`1${symbol('fr', 'group')}234,567`)
  })

  it('writes Arabic with Latin digits, so amounts read as in the wallet that signs them', () => {
    const ar = createFormatters('ar')
    expect(ar.balance('1234.5', 'ETH')).toMatch(/^[\d.,\u066b\u066c\u200f\u061c]+ ETH$/)
    expect(ar.balance('1234.5')).not.toMatch(/[\u0660-\u0669]/)
  })

  it("says relative times in the locale's words with the same thresholds", () => {
    const now = Date.UTC(2026, 10, 22, 12)
    const es = createFormatters('es').relativeTime(now - 5 * 60_000, now)
    expect(es).toContain('5')
    expect(es).toBe(new Intl.RelativeTimeFormat('es', { style: 'short' }).format(-5, 'minute'))
    expect(createFormatters('ko').relativeTime(now + 3 * 3_600_000, now)).toBe(
      new Intl.RelativeTimeFormat('ko', { style: 'short' }).format(3, 'hour'),
    )
    expect(createFormatters('de').relativeTime('not a date', now)).toBe('')
  })

  it('shows short month and day in the locale', () => {
    const date = Date.UTC(2026, 10, 22, 12)
    expect(createFormatters('ja').shortDate(date)).toBe(
      new Intl.DateTimeFormat('ja', { month: 'short', day: 'numeric' }).format(date),
    )
    expect(createFormatters('ja').shortDate(date)).not.toBe(formatShortDate(date))
  })

  it('shows a fee too small for 3 decimals as less than the smallest amount, in the locale', () => {
    expect(createFormatters('de').fee('0.0004', 'ETH')).toBe('< 0,001 ETH')
    expect(createFormatters('de').fee('0.0125', 'ETH')).toBe('~0,013 ETH')
  })

  it('returns the same formatters for a locale every time', () => {
    expect(createFormatters('fr')).toBe(createFormatters('fr'))
  })
})
