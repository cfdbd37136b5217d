import { formatNumber, type OnRampAmount } from '@airlock/core'

/** A fiat amount the way a checkout shows it: '1,234.50 USD'. */
export function formatFiat(amount: OnRampAmount | undefined): string {
  return amount ? `${formatNumber(amount.amount)} ${amount.currency}` : '—'
}

/** A token amount as the provider quoted it, trailing zeros dropped: '49.2 USDC'. */
export function formatPurchase(amount: string, symbol: string): string {
  const trimmed = amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount
  return `${trimmed} ${symbol}`
}
