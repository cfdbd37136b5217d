import {
  DEFAULT_NUMBER_DECIMALS,
  formatAmountIn,
  formatBalance,
  formatExactAmount,
  formatFee,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatTokenValue,
  formatTransactionAmount,
  getNumberFormat,
  getShortDateFormat,
  MAX_FRACTION_DIGITS,
  relativeParts,
  SMALLEST_SHOWN_AMOUNT,
  toFormattable,
  toTime,
  withSymbol,
} from '../format/format.ts'
import { type AirlockLocale, intlLocale } from './locales.ts'

const RELATIVE_UNITS = {
  sec: 'second',
  min: 'minute',
  hr: 'hour',
  d: 'day',
  mo: 'month',
  yr: 'year',
} as const satisfies Record<string, Intl.RelativeTimeFormatUnit>

/** The display formatters (amounts, values, addresses, dates, relative times) in one locale. */
export interface Formatters {
  readonly locale: AirlockLocale
  /**
   * Up to 3 decimals, or 3 significant digits below 0.1, truncated: '1,234.567 ETH' in en, '1.234,567 ETH' in
   * de, '0.0025 BTC'.
   */
  balance(value: string | number, symbol?: string): string
  /** As a balance, rounded: the one rule for a coin amount in a list. */
  transactionAmount(value: string | number, symbol?: string): string
  /** Every digit, grouped: what a review shows before the visitor approves ('0.0123 ETH'). */
  exactAmount(value: string | number, symbol?: string): string
  /** '~0.012 ETH', or '< 0.001 ETH'. */
  fee(value: string | number, symbol: string): string
  /** A USD value with 2 decimals: '$1,234.57' in en, '1.234,57 $' in de. */
  tokenValue(usd: string | number): string
  /** Exactly `decimals` fraction digits (2 by default). */
  number(value: string | number, options?: { decimals?: number }): string
  /**
   * '5 min ago' in en (labels sec, min, hr, d, mo, yr); the locale's short relative time elsewhere ('hace 5
   * min').
   */
  relativeTime(date: Date | number | string, now?: number): string
  /** Short month and day: 'Nov 22' in en, '22. Nov.' in de. */
  shortDate(date: Date | number | string): string
}

function createLocaleFormatters(locale: AirlockLocale): Formatters {
  const tag = intlLocale(locale)
  let relative: Intl.RelativeTimeFormat | undefined
  const balance = (value: string | number, symbol?: string) =>
    withSymbol(formatAmountIn(tag, 'balance', value), symbol)
  const transactionAmount = (value: string | number, symbol?: string) =>
    withSymbol(formatAmountIn(tag, 'transactionAmount', value), symbol)
  const fixed3 = getNumberFormat('transactionAmount:3', tag)
  return {
    locale,
    balance,
    transactionAmount,
    exactAmount: (value, symbol) =>
      withSymbol(getNumberFormat('exactAmount', tag).format(toFormattable(value)), symbol),
    fee(value, symbol) {
      const amount = Number(toFormattable(value))
      if (amount > 0 && amount < SMALLEST_SHOWN_AMOUNT)
        return `< ${fixed3.format(SMALLEST_SHOWN_AMOUNT)} ${symbol}`
      return `~${withSymbol(fixed3.format(toFormattable(value)), symbol)}`
    },
    tokenValue: (usd) => getNumberFormat('tokenValue', tag).format(toFormattable(usd)),
    number(value, { decimals = DEFAULT_NUMBER_DECIMALS } = {}) {
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_FRACTION_DIGITS) {
        throw new RangeError(`decimals must be an integer from 0 to ${MAX_FRACTION_DIGITS}`)
      }
      return getNumberFormat(`fixed:${decimals}`, tag).format(toFormattable(value))
    },
    relativeTime(date, now = Date.now()) {
      const time = toTime(date)
      if (Number.isNaN(time)) return ''
      const elapsed = now - time
      const [count, label] = relativeParts(Math.abs(elapsed))
      relative ??= new Intl.RelativeTimeFormat(tag, { style: 'short', numeric: 'always' })
      return relative.format(
        elapsed >= 0 ? -count : count,
        RELATIVE_UNITS[label as keyof typeof RELATIVE_UNITS],
      )
    },
    shortDate(date) {
      const time = toTime(date)
      return Number.isNaN(time) ? '' : getShortDateFormat(tag).format(time)
    },
  }
}

const EN_FORMATTERS: Formatters = {
  locale: 'en',
  balance: formatBalance,
  transactionAmount: formatTransactionAmount,
  exactAmount: formatExactAmount,
  fee: formatFee,
  tokenValue: formatTokenValue,
  number: formatNumber,
  relativeTime: formatRelativeTime,
  shortDate: formatShortDate,
}

// One set per locale, built on first use: constants, like the Intl memo above.
const localeFormatters = new Map<AirlockLocale, Formatters>([['en', EN_FORMATTERS]])

/**
 * The display formatters in `locale`. English is exactly the plain exports (en-US); other locales keep
 * the same digit counts and truncation with their own separators, currency placement and words.
 *
 * @example
 * createFormatters('de').balance('1234.5678', 'ETH') // '1.234,567 ETH'
 * createFormatters('en').relativeTime(Date.now() - 300_000) // '5 min ago'
 */
export function createFormatters(locale: AirlockLocale): Formatters {
  let formatters = localeFormatters.get(locale)
  if (!formatters) {
    formatters = createLocaleFormatters(locale)
    localeFormatters.set(locale, formatters)
  }
  return formatters
}
