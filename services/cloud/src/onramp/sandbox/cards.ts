/**
 * The sandbox's test cards, as the checkout page lists them. Any other number is refused before anything is
 * charged, so a typo never looks like a real decline.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  confirmation: '4000002500003155',
} as const

export const CARD_DECLINED = 'Your card was declined.'

export interface CardForm {
  number: string
  expiry: string
  cvc: string
  name: string
}

export type CardOutcome = 'succeeds' | 'declined' | 'confirmation'

/** What paying with this card does, or the form's error (field by field, as the page shows it). */
export function checkCard(
  card: CardForm,
  now: Date = new Date(),
): { ok: true; outcome: CardOutcome } | { ok: false; error: string } {
  const number = card.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number)) return { ok: false, error: 'Enter the card number (digits only).' }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return { ok: false, error: 'Enter the expiry as MM/YY.' }
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2])
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, error: 'Your card has expired.' }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, error: 'Enter the 3 or 4 digit CVC.' }
  if (card.name.trim().length === 0) return { ok: false, error: 'Enter the name on the card.' }
  const outcome = (Object.keys(TEST_CARDS) as CardOutcome[]).find((key) => TEST_CARDS[key] === number)
  if (!outcome) return { ok: false, error: 'This is a sandbox: use one of the test cards listed below.' }
  return { ok: true, outcome }
}

/** "4242 4242 4242 4242" */
export const spacedCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')
