import type { AirlockLocale } from '@airlock/core'
import type { PaymentAmountLimit } from '@airlock/core/internal'
import type { OnRampTexts } from '../../../i18n/en/onramp.ts'
import { fill } from '../../../i18n/fill.ts'
import { formatFiat } from '../ramp/moneyFormat.ts'

/** A payment method's name in `m`, or its id for a method the kit has no name for. */
export function paymentMethodLabel(id: string, m: OnRampTexts): string {
  if (id === 'card') return m.methodCard
  if (id === 'ach_bank_account') return m.methodBankTransfer
  return id
}

/**
 * A payment method's limit as a sentence in `m`, the limit written as the method's options write it ('The
 * maximum for card is 7,500.00 USD'; '7.500,00 USD' in German).
 */
export function limitMessage(limit: PaymentAmountLimit, locale: AirlockLocale, m: OnRampTexts): string {
  const method =
    limit.method === 'card'
      ? m.methodCardInSentence
      : limit.method === 'ach_bank_account'
        ? m.methodBankTransferInSentence
        : limit.method
  const amount = formatFiat({ amount: limit.limit, currency: limit.currency }, locale)
  return fill(limit.bound === 'min' ? m.minimumFor : m.maximumFor, { method, amount })
}
