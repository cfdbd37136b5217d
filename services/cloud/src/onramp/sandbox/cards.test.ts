import { describe, expect, it } from 'vitest'
import { checkCard, spacedCard, TEST_CARDS } from './cards.ts'

const now = new Date('2026-11-25T12:00:00Z')
const card = (number: string, overrides: Partial<{ expiry: string; cvc: string; name: string }> = {}) =>
  checkCard({ number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace', ...overrides }, now)

describe('sandbox test cards', () => {
  it('4242… succeeds, 4000…0002 is declined, 4000 0025 0000 3155 asks for confirmation', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, outcome: 'succeeds' })
    expect(card('4000-0000-0000-0002')).toEqual({ ok: true, outcome: 'declined' })
    expect(card(TEST_CARDS.confirmation)).toEqual({ ok: true, outcome: 'confirmation' })
    expect(spacedCard(TEST_CARDS.confirmation)).toBe('4000 0025 0000 3155')
  })

  it('refuses incomplete forms and other cards, saying which field', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({ ok: false, error: /use one of the test cards/ })
    expect(card('42')).toMatchObject({ ok: false, error: /card number/ })
    expect(card(TEST_CARDS.succeeds, { expiry: '13/30' })).toMatchObject({ ok: false, error: /MM\/YY/ })
    expect(card(TEST_CARDS.succeeds, { expiry: '10/26' })).toEqual({
      ok: false,
      error: 'Your card has expired.',
    })
    expect(card(TEST_CARDS.succeeds, { expiry: '11/26' })).toMatchObject({ ok: true })
    expect(card(TEST_CARDS.succeeds, { cvc: '12' })).toMatchObject({ ok: false, error: /CVC/ })
    expect(card(TEST_CARDS.succeeds, { name: ' ' })).toMatchObject({ ok: false, error: /name/ })
  })
})
