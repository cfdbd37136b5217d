import { describe, expect, it } from 'vitest'
import { DEFAULT_PAYMENT_CURRENCIES } from './constants.ts'
import { fiatCents, methodLimits, paymentAmountIssue, paymentAmountLimit } from './limits.ts'

const usd = DEFAULT_PAYMENT_CURRENCIES.find((c) => c.id === 'USD')!
const eur = DEFAULT_PAYMENT_CURRENCIES.find((c) => c.id === 'EUR')!

describe('on-ramp payment limits', () => {
  it('are the defaults: card 10.00-7500.00, bank account 10.00-25000.00, in USD and EUR', () => {
    for (const currency of [usd, eur]) {
      expect(methodLimits(currency, 'card')).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
      expect(methodLimits(currency, 'ach_bank_account')).toEqual({
        id: 'ach_bank_account',
        min: '10.00',
        max: '25000.00',
      })
    }
  })

  it('counts cents exactly', () => {
    expect(fiatCents('49.9')).toBe(4990n)
    expect(fiatCents('.5')).toBe(50n)
    expect(fiatCents('7500.00')).toBe(750000n)
    expect(fiatCents('10')).toBe(1000n)
  })

  it('refuses an amount outside the method’s limits, naming the limit, and takes the bounds themselves', () => {
    expect(paymentAmountIssue('9.99', usd, 'card')).toBe('The minimum for card is 10.00 USD')
    expect(paymentAmountIssue('7500.01', usd, 'card')).toBe('The maximum for card is 7,500.00 USD')
    expect(paymentAmountIssue('10', usd, 'card')).toBeUndefined()
    expect(paymentAmountIssue('7500', usd, 'card')).toBeUndefined()
    expect(paymentAmountIssue('20000', eur, 'ach_bank_account')).toBeUndefined()
    expect(paymentAmountIssue('25000.01', eur, 'ach_bank_account')).toBe(
      'The maximum for bank transfer is 25,000.00 EUR',
    )
  })

  it('names the limit an amount is outside of, for a UI to write in its own locale', () => {
    expect(paymentAmountLimit('9.99', usd, 'card')).toEqual({
      bound: 'min',
      limit: '10.00',
      currency: 'USD',
      method: 'card',
    })
    expect(paymentAmountLimit('7500.01', usd, 'card')).toMatchObject({ bound: 'max', limit: '7500.00' })
    expect(paymentAmountLimit('50', usd, 'card')).toBeUndefined()
    expect(paymentAmountLimit('abc', usd, 'card')).toBeUndefined()
  })

  it('asks for an amount, and for a number with at most two decimals', () => {
    expect(paymentAmountIssue('', usd, 'card')).toBe('Enter an amount')
    expect(paymentAmountIssue('  ', usd, 'card')).toBe('Enter an amount')
    for (const bad of ['abc', '1e3', '-50', '50.001', '5,0', '0x10'])
      expect(paymentAmountIssue(bad, usd, 'card')).toBe('Enter an amount such as 50 or 49.99')
  })

  it('falls back to the default limits for a currency that lists none', () => {
    expect(paymentAmountIssue('5', { id: 'GBP', payment_method_limits: [] }, 'card')).toBe(
      'The minimum for card is 10.00 GBP',
    )
  })
})
