import type { AirlockLocale, SwapToken } from '@airlock/core'
import { intlLocale } from '@airlock/core/internal'

type SwapFormatName = 'precise' | 'large' | `percent:${number}:${number}`

function options(name: SwapFormatName): Intl.NumberFormatOptions {
  if (name === 'precise') return { maximumSignificantDigits: 6 }
  if (name === 'large') return { maximumFractionDigits: 2 }
  const [, min, max] = name.split(':').map(Number)
  // No grouping: a percentage in a swap stays far below 1,000, and toFixed never grouped.
  return { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: false }
}

/*
 * Intl formatters are costly to build and these run on every render of the quote; the memo holds constants
 * (a few per locale), not state a kit instance could observe.
 */
const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(name: SwapFormatName, locale: AirlockLocale): Intl.NumberFormat {
  const key = `${locale} ${name}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options(name))
    formats.set(key, format)
  }
  return format
}

/**
 * A swap amount as people read it: six significant digits below 1,000 (0.000333 ETH stays visible, where a
 * balance's three decimals would show 0), two decimals above; separators of `locale`.
 *
 * @example
 * formatSwapAmount('2991.2345', 'USDC', 'en') // '2,991.23 USDC'
 * formatSwapAmount('2991.2345', 'USDC', 'de') // '2.991,23 USDC'
 */
export function formatSwapAmount(
  value: string | number,
  symbol: string | undefined,
  locale: AirlockLocale,
): string {
  const amount = Number(value)
  const text = !Number.isFinite(amount)
    ? numberFormat('precise', locale).format(0)
    : numberFormat(Math.abs(amount) >= 1000 ? 'large' : 'precise', locale).format(amount)
  return symbol ? `${text} ${symbol}` : text
}

/**
 * A percentage (`value` in percent: 2.5 is 2.5%) in `locale`. `fixed` shows exactly `digits` decimals (the
 * price impact), otherwise up to `digits` (a slippage of 0.5%). Rounded as toFixed rounds, then handed to Intl
 * as a decimal string so the locale only adds its separator and sign placement.
 *
 * @example
 * formatPercent(4.2, 'en', { fixed: true }) // '4.20%'
 * formatPercent(0.5, 'de') // '0,5 %'
 */
export function formatPercent(
  value: number,
  locale: AirlockLocale,
  { digits = 2, fixed = false }: { digits?: number; fixed?: boolean } = {},
): string {
  const rounded = Number.isFinite(value) ? value.toFixed(digits) : '0'
  // 'E-2' divides by 100 exactly in decimal, where value / 100 in binary could move a rounding.
  return numberFormat(`percent:${fixed ? digits : 0}:${digits}`, locale).format(
    `${rounded}E-2` as Intl.StringNumericLiteral,
  )
}

/** The USD value of `amount` whole tokens, or undefined without a price or a number. */
export function usdValue(token: SwapToken | undefined, amount: string): number | undefined {
  if (!token || !(token.price > 0) || !amount.trim()) return undefined
  const quantity = Number(amount)
  return Number.isFinite(quantity) ? quantity * token.price : undefined
}
