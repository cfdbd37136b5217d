import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  formatBalance,
  formatExactAmount,
  formatFee,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatTokenValue,
  formatTransactionAmount,
  truncateAddress,
} from './format.ts'

describe('formatBalance', () => {
  it('groups thousands the en-US way and keeps at most 3 decimals', () => {
    expect(formatBalance('1234.5684', 'ETH')).toBe('1,234.568 ETH')
  })

  it('truncates instead of rounding, so it never shows more than the account holds', () => {
    expect(formatBalance('1234.5678', 'ETH')).toBe('1,234.567 ETH')
    expect(formatBalance(0.0999999, 'ETH')).toBe('0.0999 ETH')
    expect(formatBalance('0.00249999', 'BTC')).toBe('0.00249 BTC')
  })

  it('shows an amount under 0.1 with 3 significant digits, so its value is not lost', () => {
    // 250,000 sat: 3 decimals alone said 0.002 BTC beside a value of $250.
    expect(formatBalance('0.0025', 'BTC')).toBe('0.0025 BTC')
    expect(formatBalance(0.0025, 'BTC')).toBe('0.0025 BTC')
    expect(formatBalance('0.000012345')).toBe('0.0000123')
    expect(formatBalance('0.999999')).toBe('0.999')
    expect(formatBalance('0.000000000000000001', 'ETH')).toBe('0.000000000000000001 ETH')
  })

  it('does not pad with zeros', () => {
    expect(formatBalance('0.000', 'ETH')).toBe('0 ETH')
    expect(formatBalance(1.5)).toBe('1.5')
  })

  it('formats decimal strings exactly, beyond double precision', () => {
    expect(formatBalance('123456789012345678.9876')).toBe('123,456,789,012,345,678.987')
  })

  it('never prints -0', () => {
    expect(formatBalance('-0.000000000000000000004')).toBe('0')
  })

  it('shows values that are not decimal numbers as 0', () => {
    expect(formatBalance('', 'SOL')).toBe('0 SOL')
    expect(formatBalance('0x10')).toBe('0')
    expect(formatBalance('abc')).toBe('0')
    expect(formatBalance(Number.NaN)).toBe('0')
    expect(formatBalance(Number.POSITIVE_INFINITY)).toBe('0')
  })

  it('omits the symbol when none is given', () => {
    expect(formatBalance(' 42 ')).toBe('42')
  })
})

describe('formatTransactionAmount', () => {
  it('rounds to at most 3 decimals', () => {
    expect(formatTransactionAmount('1234.5678', 'USDC')).toBe('1,234.568 USDC')
    expect(formatTransactionAmount(0.5)).toBe('0.5')
  })

  it('follows the rule of balances, rounded: the same amount reads the same in Activity and the balance', () => {
    expect(formatTransactionAmount('0.0025', 'BTC')).toBe(formatBalance('0.0025', 'BTC'))
    expect(formatTransactionAmount('0.0123', 'ETH')).toBe('0.0123 ETH')
    expect(formatTransactionAmount('0.012345', 'ETH')).toBe('0.0123 ETH')
  })
})

describe('formatExactAmount', () => {
  it('shows every digit, grouped', () => {
    expect(formatExactAmount('0.0123', 'ETH')).toBe('0.0123 ETH')
    expect(formatExactAmount('1234.000000000000000001', 'ETH')).toBe('1,234.000000000000000001 ETH')
    expect(formatExactAmount('5')).toBe('5')
  })
})

describe('formatTokenValue', () => {
  it('is USD with exactly 2 decimals', () => {
    expect(formatTokenValue(1234.567)).toBe('$1,234.57')
    expect(formatTokenValue('3')).toBe('$3.00')
    expect(formatTokenValue(-5)).toBe('-$5.00')
  })
})

describe('formatNumber', () => {
  it('uses exactly 2 fraction digits by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber('0.126')).toBe('0.13')
  })

  it('takes another number of decimals', () => {
    expect(formatNumber(1234.5678, { decimals: 0 })).toBe('1,235')
    expect(formatNumber(1, { decimals: 4 })).toBe('1.0000')
  })

  it('rejects a decimals count Intl cannot use', () => {
    expect(() => formatNumber(1, { decimals: -1 })).toThrow(RangeError)
    expect(() => formatNumber(1, { decimals: 1.5 })).toThrow(RangeError)
    expect(() => formatNumber(1, { decimals: 21 })).toThrow(RangeError)
  })
})

describe('truncateAddress', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('keeps the first 4 characters and the last 6', () => {
    expect(truncateAddress(address)).toBe('0xf3...b92266')
  })

  it('counts the same without a 0x prefix', () => {
    expect(truncateAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX...osgAsU')
  })

  it('takes other lengths', () => {
    expect(truncateAddress(address, { start: 6, end: 4 })).toBe('0xf39F...2266')
    expect(truncateAddress(address, { end: 0 })).toBe('0xf3...')
  })

  it('returns strings that truncation would not shorten unchanged', () => {
    expect(truncateAddress('0x1234567890a')).toBe('0x1234567890a')
    expect(truncateAddress('abcdefghijklm')).toBe('abcdefghijklm')
    expect(truncateAddress('')).toBe('')
  })

  it('truncates as soon as it shortens the string', () => {
    expect(truncateAddress('0x1234567890abcd')).toBe('0x12...90abcd')
  })
})

describe('formatRelativeTime', () => {
  const now = Date.UTC(2025, 10, 22, 12, 0, 0)
  const SECOND = 1000
  const MINUTE = 60 * SECOND
  const HOUR = 60 * MINUTE
  const DAY = 24 * HOUR

  it.each([
    [5 * SECOND, '5 sec ago'],
    [59 * SECOND, '59 sec ago'],
    [60 * SECOND, '1 min ago'],
    [59 * MINUTE, '59 min ago'],
    [3 * HOUR, '3 hr ago'],
    [23 * HOUR, '23 hr ago'],
    [2 * DAY, '2 d ago'],
    [29 * DAY, '29 d ago'],
    [30 * DAY, '1 mo ago'],
    [4 * 30 * DAY, '4 mo ago'],
    [360 * DAY, '1 yr ago'],
    [800 * DAY, '2 yr ago'],
  ])('shows %i ms ago as %s', (elapsed, expected) => {
    expect(formatRelativeTime(now - elapsed, now)).toBe(expected)
  })

  it('shows future dates with "in"', () => {
    expect(formatRelativeTime(now + 5 * MINUTE, now)).toBe('in 5 min')
  })

  it('accepts Date objects and ISO strings', () => {
    expect(formatRelativeTime(new Date(now - 2 * DAY), now)).toBe('2 d ago')
    expect(formatRelativeTime(new Date(now - 3 * HOUR).toISOString(), now)).toBe('3 hr ago')
  })

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('')
  })

  it('defaults to the current time', () => {
    expect(formatRelativeTime(Date.now() - 2 * MINUTE)).toBe('2 min ago')
  })
})

describe('formatShortDate', () => {
  // Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
  it('shows short month and day', () => {
    expect(formatShortDate(Date.UTC(2025, 10, 22, 12))).toBe('Nov 22')
    expect(formatShortDate('2024-01-05T12:00:00Z')).toBe('Jan 5')
    expect(formatShortDate(new Date(Date.UTC(2024, 6, 15, 12)))).toBe('Jul 15')
  })

  it('returns an empty string for an invalid date', () => {
    expect(formatShortDate('not a date')).toBe('')
  })
})

describe('formatter reuse', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('builds each Intl formatter once, not per call', () => {
    formatBalance(1)
    formatTransactionAmount(1)
    formatTokenValue(1)
    formatNumber(1, { decimals: 5 })
    formatShortDate(0)
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat')
    for (let i = 0; i < 50; i++) {
      formatBalance(i)
      formatTransactionAmount(i)
      formatTokenValue(i)
      formatNumber(i, { decimals: 5 })
      formatShortDate(i)
    }
    expect(numberFormat).not.toHaveBeenCalled()
    expect(dateFormat).not.toHaveBeenCalled()
  })
})

describe('older Intl engines', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it("still formats where signDisplay 'negative' throws (before Intl.NumberFormat v3)", async () => {
    class LegacyNumberFormat extends Intl.NumberFormat {
      constructor(locale?: string, options?: Intl.NumberFormatOptions) {
        if (options?.signDisplay === 'negative') throw new RangeError('Value negative out of range')
        super(locale, options)
      }
    }
    vi.stubGlobal('Intl', { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: LegacyNumberFormat })
    vi.resetModules()
    const fresh = await import('./format.ts')
    expect(fresh.formatBalance('1234.5', 'ETH')).toBe('1,234.5 ETH')
    expect(fresh.formatTokenValue(2)).toBe('$2.00')
  })
})

describe('formatFee', () => {
  it('shows a fee at transaction precision, and a fee below it as < 0.001', () => {
    expect(formatFee('0.0123456', 'ETH')).toBe('~0.012 ETH')
    expect(formatFee('0.00004', 'ETH')).toBe('< 0.001 ETH')
    expect(formatFee('0', 'ETH')).toBe('~0 ETH')
    expect(formatFee('2', 'POL')).toBe('~2 POL')
  })
})
