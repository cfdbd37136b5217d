import type { OnRampPaymentCurrency } from '@airlock/protocol/cloud-api'
import { formatNumber } from '../format/format.ts'
import { DEFAULT_PAYMENT_METHOD_LIMITS, OnRampMessages, PAYMENT_METHOD_LABELS } from './constants.ts'

/** A fiat amount as a visitor types it: digits with at most two decimals. */
const FIAT_AMOUNT = /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/

/** Cents of a fiat decimal string, exactly (no float): '49.9' → 4990n. */
export function fiatCents(amount: string): bigint {
  const [whole = '', fraction = ''] = amount.split('.')
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

/**
 * The limits of `method` in `currency`: the currency's own, else the default limits (card 10.00-7500.00, bank
 * account 10.00-25000.00).
 */
export function methodLimits(currency: OnRampPaymentCurrency | undefined, method: string) {
  return (
    currency?.payment_method_limits.find((limit) => limit.id === method) ??
    DEFAULT_PAYMENT_METHOD_LIMITS.find((limit) => limit.id === method)
  )
}

/** A payment method's limit an amount is outside of: the bound, its amount ('7500.00') and currency. */
export interface PaymentAmountLimit {
  bound: 'min' | 'max'
  limit: string
  currency: string
  method: string
}

/**
 * The limit of the payment method that a fiat amount (digits, up to two decimals) is below or above, for a UI
 * that writes the message with its own locale's numbers; undefined inside the limits or for another text.
 *
 * @example
 * paymentAmountLimit('5', usd, 'card') // { bound: 'min', limit: '10.00', currency: 'USD', method: 'card' }
 */
export function paymentAmountLimit(
  amount: string,
  currency: OnRampPaymentCurrency | undefined,
  method: string,
): PaymentAmountLimit | undefined {
  const text = amount.trim()
  const limits = methodLimits(currency, method)
  if (!limits || !FIAT_AMOUNT.test(text)) return undefined
  const code = currency?.id ?? 'USD'
  const cents = fiatCents(text)
  if (cents < fiatCents(limits.min)) return { bound: 'min', limit: limits.min, currency: code, method }
  if (cents > fiatCents(limits.max)) return { bound: 'max', limit: limits.max, currency: code, method }
  return undefined
}

/**
 * Why an amount cannot be quoted, checked before any request: empty, not a number, or outside the payment
 * method's limits in that currency (the payment amount is checked against them before any quote), the limit written as every amount is ('7,500.00').
 * Undefined when it can.
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
  const outside = paymentAmountLimit(text, currency, method)
  if (!outside) return undefined
  const label = PAYMENT_METHOD_LABELS[method] ?? method
  const limit = formatNumber(outside.limit)
  return outside.bound === 'min'
    ? OnRampMessages.BELOW_MIN(limit, outside.currency, label)
    : OnRampMessages.ABOVE_MAX(limit, outside.currency, label)
}
