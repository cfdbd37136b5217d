import type { SwapToken } from '@airlock/core'

const precise = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 })
const large = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/**
 * A swap amount as people read it: six significant digits below 1,000 (0.000333 ETH stays visible, where a
 * balance's three decimals would show 0), two decimals above.
 */
export function formatSwapAmount(value: string | number, symbol?: string): string {
  const amount = Number(value)
  if (!Number.isFinite(amount)) return symbol ? `0 ${symbol}` : '0'
  const text = Math.abs(amount) >= 1000 ? large.format(amount) : precise.format(amount)
  return symbol ? `${text} ${symbol}` : text
}

/** The USD value of `amount` whole tokens, or undefined without a price or a number. */
export function usdValue(token: SwapToken | undefined, amount: string): number | undefined {
  if (!token || !(token.price > 0) || !amount.trim()) return undefined
  const quantity = Number(amount)
  return Number.isFinite(quantity) ? quantity * token.price : undefined
}
