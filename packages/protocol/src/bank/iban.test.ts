import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IBAN_LENGTHS, ibanCheckDigits, ibanProblem, ibanRemainder, normalizeIban } from './iban.ts'

/** Published example IBANs of their countries' banks. */
const VALID = [
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'ES91 2100 0418 4502 0005 1332',
  'BE68 5390 0754 7034',
  'CH93 0076 2011 6238 5295 7',
  'NO93 8601 1117 947',
  'IT60 X054 2811 1010 0000 0123 456',
]

describe('ibanProblem', () => {
  it.each(VALID)('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeUndefined()
    expect(ibanProblem(iban.toLowerCase())).toBeUndefined()
  })

  it.each([
    ['', 'Enter the IBAN'],
    ['DE89-3704-0044-0532-0130-00', 'An IBAN has only letters and digits'],
    ['1289370400440532013000', 'An IBAN starts with its two-letter country code, such as DE'],
    ['ZZ89370400440532013000', 'ZZ is not a country that uses IBANs'],
    ['DEXX370400440532013000', 'An IBAN has two check digits after its country code'],
    ['DE8937040044053201300', 'A DE IBAN has 22 characters; this one has 21'],
    ['GB82WEST123456987654321', 'A GB IBAN has 22 characters; this one has 23'],
    ['DE89370400440532013001', 'The IBAN’s check digits do not match: check it for a typo'],
    ['GB82WEST12345698765423', 'The IBAN’s check digits do not match: check it for a typo'],
  ])('refuses %j: %s', (iban, message) => {
    expect(ibanProblem(iban)).toBe(message)
  })

  it('computes the check digits of a country and account number', () => {
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89')
    expect(ibanCheckDigits('GB', 'WEST12345698765432')).toBe('82')
  })

  it('accepts any account number given its check digits, and refuses it with one character changed', () => {
    const countries = Object.keys(IBAN_LENGTHS)
    const account = fc.constantFrom(...countries).chain((country) =>
      fc
        .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), {
          minLength: (IBAN_LENGTHS[country] as number) - 4,
          maxLength: (IBAN_LENGTHS[country] as number) - 4,
        })
        .map((chars) => ({ country, bban: chars.join('') })),
    )
    fc.assert(
      fc.property(account, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ country, bban }, at, shift) => {
        const iban = `${country}${ibanCheckDigits(country, bban)}${bban}`
        expect(ibanProblem(iban)).toBeUndefined()
        // A digit of the account number changed: mod 97 catches every single substitution.
        const digits = [...bban].flatMap((char, index) => (/\d/.test(char) ? [index] : []))
        if (digits.length === 0) return
        const index = digits[at % digits.length] as number
        const changed = String((Number(bban[index]) + shift) % 10)
        const typo = `${country}${iban.slice(2, 4)}${bban.slice(0, index)}${changed}${bban.slice(index + 1)}`
        expect(ibanRemainder(normalizeIban(typo))).not.toBe(1)
      }),
    )
  })
})
