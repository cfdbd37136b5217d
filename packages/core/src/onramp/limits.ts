import type { OnRampPaymentCurrency } from './apiTypes.ts'
import { DEFAULT_PAYMENT_METHOD_LIMITS, OnRampMessages, PAYMENT_METHOD_LABELS } from './constants.ts'

/** A fiat amount as a visitor types it: digits with at most two decimals. */
const FIAT_AMOUNT = /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/

/** Cents of a fiat decimal string, exactly (no float): '49.9' → 4990n. */
export function fiatCents(amount: string): bigint {
  const [whole = '', fraction = ''] = amount.split('.')
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

/** The limits of `method` in `currency`: the currency's own, else the spec's defaults. */
export function methodLimits(currency: OnRampPaymentCurrency | undefined, method: string) {
  return (
    currency?.payment_method_limits.find((limit) => limit.id === method) ??
    DEFAULT_PAYMENT_METHOD_LIMITS.find((limit) => limit.id === method)
  )
}

/**
 * Why an amount cannot be quoted, checked before any request: empty, not a number, or outside the payment
 * method's limits in that currency (spec section 5). Undefined when it can.
 *
 * @example
 * paymentAmountIssue('5', usd, 'card') // 'The minimum for card is 10.00 USD'
 */
export function paymentAmountIssue(
  amount: string,
  currency: OnRampPaymentCurrency | undefined,
  method: string,
): string | undefined {
  const text = amount.trim()
  if (!text) return OnRampMessages.ENTER_AMOUNT
  if (!FIAT_AMOUNT.test(text)) return OnRampMessages.INVALID_AMOUNT
  const limits = methodLimits(currency, method)
  if (!limits) return undefined
  const code = currency?.id ?? 'USD'
  const label = PAYMENT_METHOD_LABELS[method] ?? method
  const cents = fiatCents(text)
  if (cents < fiatCents(limits.min)) return OnRampMessages.BELOW_MIN(limits.min, code, label)
  if (cents > fiatCents(limits.max)) return OnRampMessages.ABOVE_MAX(limits.max, code, label)
  return undefined
}
