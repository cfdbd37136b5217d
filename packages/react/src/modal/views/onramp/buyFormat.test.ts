import { describe, expect, it } from 'vitest'
import { onrampMessages } from '../../../i18n/en/onramp.ts'
import { formatFiat, formatFiatRange } from '../ramp/moneyFormat.ts'
import { limitMessage, paymentMethodLabel } from './buyFormat.ts'

describe('payment method names', () => {
  it('names the methods the kit knows and shows the id of any other', () => {
    expect(paymentMethodLabel('card', onrampMessages.en)).toBe('Card')
    expect(paymentMethodLabel('ach_bank_account', onrampMessages.en)).toBe('Bank transfer')
    expect(paymentMethodLabel('sepa', onrampMessages.en)).toBe('sepa')
  })
})

describe('limitMessage', () => {
  const limit = { bound: 'max', limit: '7500.00', currency: 'USD', method: 'card' } as const

  it('writes the limit as the payment method options write it', () => {
    expect(limitMessage(limit, 'en', onrampMessages.en)).toBe('The maximum for card is 7,500.00 USD')
    expect(limitMessage({ ...limit, bound: 'min', limit: '10.00' }, 'en', onrampMessages.en)).toBe(
      'The minimum for card is 10.00 USD',
    )
    expect(limitMessage(limit, 'en', onrampMessages.en)).toContain(
      formatFiatRange('10', '7500', 'USD', 'en').split('–')[1],
    )
  })

  it("uses the locale's numbers", () => {
    const de = { ...onrampMessages.en, maximumFor: 'Der Höchstbetrag für {method} ist {amount}' }
    expect(limitMessage(limit, 'de', de)).toBe(
      `Der Höchstbetrag für card ist ${formatFiat({ amount: '7500', currency: 'USD' }, 'de')}`,
    )
    expect(limitMessage(limit, 'de', de)).toMatch(/7\.500,00/)
  })
})
