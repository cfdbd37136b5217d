/*
 * Display formatting of amounts, addresses and dates. The plain exports are en-US, the kit's default format;
 * `createFormatters` (i18n/formatters.ts, kept apart so page load does not carry it) applies the same rules
 * with another locale's separators, currency placement, month names and relative-time words. The helpers
 * exported below without JSDoc are for that module, not the package's public surface (index.ts lists what it
 * exports).
 */

import { type AirlockLocale, intlLocale } from '../i18n/locales.ts'

const LOCALE = 'en-US'

// Largest fraction digit count Intl accepts; also bounds the formatter memo below.
export const MAX_FRACTION_DIGITS = 20

// A coin amount shows at least this many decimals, and at least AMOUNT_SIGNIFICANT_DIGITS significant digits.
const AMOUNT_DECIMALS = 3
const AMOUNT_SIGNIFICANT_DIGITS = 3
const TOKEN_VALUE_DECIMALS = 2
export const DEFAULT_NUMBER_DECIMALS = 2

export const ADDRESS_TRUNCATION = Object.freeze({ start: 4, end: 6 })
const ELLIPSIS = '...'

type FormatterName =
  | `balance:${number}`
  | `transactionAmount:${number}`
  | 'exactAmount'
  | 'tokenValue'
  | `fixed:${number}`

function formatterOptions(name: FormatterName): Intl.NumberFormatOptions {
  const [kind, count] = name.split(':')
  const digits = Number(count)
  switch (kind) {
    case 'balance':
      // Truncate: rounding up would show more than the account holds and invite a failing "send max".
      // Engines before Intl.NumberFormat v3 ignore roundingMode and round instead.
      return { maximumFractionDigits: digits, roundingMode: 'trunc' }
    case 'transactionAmount':
      return { maximumFractionDigits: digits }
    case 'exactAmount':
      return { maximumFractionDigits: MAX_FRACTION_DIGITS }
    case 'tokenValue':
      return {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: TOKEN_VALUE_DECIMALS,
        maximumFractionDigits: TOKEN_VALUE_DECIMALS,
      }
    default:
      return { minimumFractionDigits: digits, maximumFractionDigits: digits }
  }
}

function createNumberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    // 'negative' keeps values that round to zero from printing as '-0'.
    return new Intl.NumberFormat(tag, { ...options, signDisplay: 'negative' })
  } catch {
    // Engines before Intl.NumberFormat v3 (e.g. Firefox 115 ESR) throw a RangeError on 'negative'.
    return new Intl.NumberFormat(tag, options)
  }
}

/*
 * Building an Intl.NumberFormat costs far more than formatting with one, and these run for every
 * row of the token and activity lists. The memo holds pure, never-changing formatters (at most
 * 2 + 3 × 21 of them per locale), so it is a cache of constants, not state any kit instance could observe.
 */
export const getNumberFormat = (() => {
  const formatters = new Map<string, Intl.NumberFormat>()
  return (name: FormatterName, tag: string = LOCALE): Intl.NumberFormat => {
    const key = `${tag} ${name}`
    let formatter = formatters.get(key)
    if (!formatter) {
      formatter = createNumberFormat(tag, formatterOptions(name))
      formatters.set(key, formatter)
    }
    return formatter
  }
})()

const DECIMAL_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i

/*
 * Decimal strings are passed to Intl as strings: it formats them exactly, whereas Number() would
 * lose digits of large balances. Anything that is not a finite decimal is shown as 0, the same as
 * an empty balance (Intl would otherwise print 'NaN' or accept hex and blank strings).
 */
export function toFormattable(value: string | number): number | Intl.StringNumericLiteral {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  const trimmed = value.trim()
  return DECIMAL_PATTERN.test(trimmed) ? (trimmed as Intl.StringNumericLiteral) : 0
}

/*
 * How many decimals a coin amount shows: 3, or more for an amount under 0.1 so that 3 significant digits show.
 * 250,000 sat is 0.0025 BTC, worth a few hundred dollars; 3 decimals alone would print it as 0.002 and drop
 * a fifth of it. Counted on the decimal string itself, so no digit is lost to floating point.
 */
export function amountDecimals(value: number | Intl.StringNumericLiteral): number {
  let leadingZeros = 0
  if (typeof value === 'string' && !/e/i.test(value)) {
    const [whole = '', fraction = ''] = value.replace(/^[-+]/, '').split('.')
    if (/[1-9]/.test(whole)) return AMOUNT_DECIMALS
    const first = fraction.search(/[1-9]/)
    if (first === -1) return AMOUNT_DECIMALS
    leadingZeros = first
  } else {
    const amount = Math.abs(Number(value))
    if (!(amount > 0) || amount >= 1 || !Number.isFinite(amount)) return AMOUNT_DECIMALS
    leadingZeros = -Math.floor(Math.log10(amount)) - 1
  }
  return Math.min(MAX_FRACTION_DIGITS, Math.max(AMOUNT_DECIMALS, leadingZeros + AMOUNT_SIGNIFICANT_DIGITS))
}

/** A coin amount in `tag` by the one rule of amountDecimals; truncated for a balance, rounded otherwise. */
export function formatAmountIn(
  tag: string,
  kind: 'balance' | 'transactionAmount',
  value: string | number,
): string {
  const formattable = toFormattable(value)
  return getNumberFormat(`${kind}:${amountDecimals(formattable)}`, tag).format(formattable)
}

export function withSymbol(formatted: string, symbol: string | undefined): string {
  return symbol ? `${formatted} ${symbol}` : formatted
}

/**
 * Up to 3 decimals, or 3 significant digits below 0.1, truncated: '1,234.567 ETH', '0.0025 BTC'; zero is
 * '0'. In another locale, its separators ('1.234,567 ETH' in German): the Connect button shows a balance
 * before any other formatter is loaded.
 */
export function formatBalance(value: string | number, symbol?: string, locale: AirlockLocale = 'en'): string {
  return withSymbol(formatAmountIn(intlLocale(locale), 'balance', value), symbol)
}

/** As a balance shows it (3 decimals, or 3 significant digits below 0.1), rounded: '0.125 ETH', '0.0123 ETH'. */
export function formatTransactionAmount(value: string | number, symbol?: string): string {
  return withSymbol(formatAmountIn(LOCALE, 'transactionAmount', value), symbol)
}

/**
 * Every digit of the amount (up to 20 decimals, more than any token has), grouped for reading: what a review
 * shows before the visitor approves, e.g. '1,234.000000000000000001 ETH'.
 */
export function formatExactAmount(value: string | number, symbol?: string): string {
  return withSymbol(getNumberFormat('exactAmount').format(toFormattable(value)), symbol)
}

/** Below this a network fee reads as '< 0.001': an estimate needs no more digits than that. */
export const SMALLEST_SHOWN_AMOUNT = 0.001

/** A network fee: '~0.012 ETH', or '< 0.001 ETH' for a smaller one (an estimate, not an amount sent). */
export function formatFee(value: string | number, symbol: string): string {
  const amount = Number(toFormattable(value))
  if (amount > 0 && amount < SMALLEST_SHOWN_AMOUNT) return `< ${SMALLEST_SHOWN_AMOUNT} ${symbol}`
  return `~${withSymbol(getNumberFormat('transactionAmount:3').format(toFormattable(value)), symbol)}`
}

/** A USD value with 2 decimals, e.g. '$1,234.57'. */
export function formatTokenValue(usd: string | number): string {
  return getNumberFormat('tokenValue').format(toFormattable(usd))
}

/** A number with exactly `decimals` fraction digits (2 by default), e.g. '1,234.50'. */
export function formatNumber(
  value: string | number,
  { decimals = DEFAULT_NUMBER_DECIMALS }: { decimals?: number } = {},
): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_FRACTION_DIGITS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_FRACTION_DIGITS}`)
  }
  return getNumberFormat(`fixed:${decimals}`).format(toFormattable(value))
}

/**
 * Keeps the first `start` characters and the last `end`, e.g. '0xf3...b92266' (4 at the
 * start, 6 at the end, counted on the string as shown, the way the reference kits do). Strings that
 * truncation would not shorten are returned unchanged.
 */
export function truncateAddress(
  address: string,
  { start = ADDRESS_TRUNCATION.start, end = ADDRESS_TRUNCATION.end }: { start?: number; end?: number } = {},
): string {
  if (address.length <= start + ELLIPSIS.length + end) return address
  return `${address.slice(0, start)}${ELLIPSIS}${end > 0 ? address.slice(-end) : ''}`
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// Calendar-free approximations: the labels are coarse ('4 mo ago'), so exact month lengths do not show.
const MONTH = 30 * DAY
const YEAR = 365 * DAY

export function relativeParts(elapsedMs: number): [count: number, label: string] {
  if (elapsedMs < MINUTE) return [Math.floor(elapsedMs / SECOND), 'sec']
  if (elapsedMs < HOUR) return [Math.floor(elapsedMs / MINUTE), 'min']
  if (elapsedMs < DAY) return [Math.floor(elapsedMs / HOUR), 'hr']
  if (elapsedMs < MONTH) return [Math.floor(elapsedMs / DAY), 'd']
  // 360-364 days are 12 months by the 30-day month; show them as a year rather than '12 mo'.
  const months = Math.floor(elapsedMs / MONTH)
  if (months < 12) return [months, 'mo']
  return [Math.max(1, Math.floor(elapsedMs / YEAR)), 'yr']
}

export function toTime(date: Date | number | string): number {
  return date instanceof Date ? date.getTime() : new Date(date).getTime()
}

/**
 * '5 sec ago', '3 hr ago', 'in 5 min'. Labels are singular by design (sec, min, hr, d, mo, yr: short
 * enough for a list row).
 * Returns '' for an invalid date so one bad timestamp cannot break a whole activity list.
 */
export function formatRelativeTime(date: Date | number | string, now: number = Date.now()): string {
  const time = toTime(date)
  if (Number.isNaN(time)) return ''
  const elapsed = now - time
  const [count, label] = relativeParts(Math.abs(elapsed))
  return elapsed >= 0 ? `${count} ${label} ago` : `in ${count} ${label}`
}

export const getShortDateFormat = (() => {
  const formatters = new Map<string, Intl.DateTimeFormat>()
  return (tag: string) => {
    let formatter = formatters.get(tag)
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric' })
      formatters.set(tag, formatter)
    }
    return formatter
  }
})()

/** Short month and day in the visitor's time zone, e.g. 'Nov 22'; '' for an invalid date. */
export function formatShortDate(date: Date | number | string): string {
  const time = toTime(date)
  return Number.isNaN(time) ? '' : getShortDateFormat(LOCALE).format(time)
}
