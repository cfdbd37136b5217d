/*
 * Money as the Buy and Sell views show it: fiat with its code, a method's limit range, a token amount exactly as
 * quoted, a provider's fee. Its own module so that both chunks import it without one carrying the other.
 */
import type { AirlockLocale, OnRampAmount } from '@airlock/core'
import { createFormatters, intlLocale } from '@airlock/core/internal'

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/

/** A decimal string as Intl takes it exactly; anything else counts as 0, as core's formatters do. */
function decimal(value: string): Intl.StringNumericLiteral | number {
  const trimmed = value.trim()
  return DECIMAL.test(trimmed) ? (trimmed as Intl.StringNumericLiteral) : 0
}

/*
 * Intl formatters are costly to build and the amount view formats on every keystroke; the memo holds constants
 * (a few per locale and currency), not state a kit instance could observe. Null marks a code Intl refuses.
 */
const formats = new Map<string, Intl.NumberFormat | null>()
function format(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${tag} ${JSON.stringify(options)}`
  let cached = formats.get(key)
  if (cached === undefined) {
    try {
      cached = new Intl.NumberFormat(tag, options)
    } catch {
      cached = null
    }
    formats.set(key, cached)
  }
  return cached
}

function currencyFormat(locale: AirlockLocale, currency: string, decimals: number) {
  return format(intlLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
}

/**
 * A fiat amount the way a checkout shows it, with its code and `decimals` (2 unless told): '1,234.50 USD' in
 * English (en-US separators, the code after the amount); elsewhere the locale's separators and code placement
 * ('1.234,50 USD' in de).
 * '—' without an amount.
 *
 * @example
 * formatFiat({ amount: '1234.5', currency: 'USD' }, 'en') // '1,234.50 USD'
 */
export function formatFiat(
  amount: OnRampAmount | undefined,
  locale: AirlockLocale,
  { decimals = 2 }: { decimals?: number } = {},
): string {
  if (!amount) return '—'
  const currency =
    locale === 'en' || !amount.currency ? null : currencyFormat(locale, amount.currency, decimals)
  if (currency) return currency.format(decimal(amount.amount))
  const number = createFormatters(locale).number(amount.amount, { decimals })
  return amount.currency ? `${number} ${amount.currency}` : number
}

/**
 * A payment method's limits: '10.00–7,500.00 USD' in English; the locale's range form elsewhere.
 *
 * @example
 * formatFiatRange('10.00', '7500.00', 'USD', 'en') // '10.00–7,500.00 USD'
 */
export function formatFiatRange(min: string, max: string, currency: string, locale: AirlockLocale): string {
  const upper = formatFiat({ amount: max, currency }, locale)
  if (locale === 'en') return `${formatFiat({ amount: min, currency: '' }, locale)}–${upper}`
  const range = currencyFormat(locale, currency, 2)
  // formatRange came with Intl.NumberFormat v3 (not in Firefox 115 ESR): two amounts then.
  if (range && typeof range.formatRange === 'function')
    return range.formatRange(Number(decimal(min)), Number(decimal(max)))
  return `${formatFiat({ amount: min, currency }, locale)}–${upper}`
}

/**
 * A token amount as the provider quoted it, trailing zeros dropped and every digit kept ('49.2 USDC'); outside
 * English the decimal point is the locale's.
 *
 * @example
 * formatPurchase('49.200000', 'USDC', 'en') // '49.2 USDC'
 * formatPurchase('49.200000', 'USDC', 'de') // '49,2 USDC'
 */
export function formatPurchase(amount: string, symbol: string, locale: AirlockLocale): string {
  let trimmed = amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount
  if (locale !== 'en') {
    const point = format(intlLocale(locale), {})
      ?.formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value
    if (point) trimmed = trimmed.replace('.', point)
  }
  return `${trimmed} ${symbol}`
}

/**
 * A provider's fee in percent (1.5 is 1.5%), up to four decimals as the provider sets it, in the locale's form.
 *
 * @example
 * formatFeePercent(1.5, 'en') // '1.5%'
 */
export function formatFeePercent(value: number, locale: AirlockLocale): string {
  const rounded = Number.isFinite(value) ? value.toFixed(4) : '0'
  const percent = format(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 4,
    useGrouping: false,
  })
  // 'E-2' divides by 100 exactly in decimal, where value / 100 in binary could show a stray digit.
  return percent ? percent.format(`${rounded}E-2` as Intl.StringNumericLiteral) : `${value}%`
}
