/**
 * IBANs (ISO 13616): a two-letter country code, two check digits, then the country's account number (BBAN)
 * of a length fixed per country. The check digits make the whole number, read with its first four characters
 * moved to the end and each letter as 10 (A) to 35 (Z), leave 1 when divided by 97: one mistyped character,
 * or two neighbours swapped, never passes.
 */

import { BankMessages } from './messages.ts'

/** Every country's IBAN length, from the IBAN registry kept under ISO 13616. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
}

/** The IBAN as it is stored and checked: spaces removed, upper case ("de89 3704…" -> "DE893704…"). */
export const normalizeIban = (text: string) => text.replace(/\s+/g, '').toUpperCase()

/** The IBAN's remainder by 97, its first four characters moved to the end (1 for a valid one). */
export function ibanRemainder(iban: string): number {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`
  let remainder = 0
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36)
    // A letter counts as two digits (10-35), a digit as one.
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97
  }
  return remainder
}

/** The check digits that make `country` + `bban` a valid IBAN ("DE", "370400440532013000" -> "89"). */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - ibanRemainder(`${country}00${bban}`)).padStart(2, '0')
}

/** What is wrong with an IBAN, in words its owner can act on; undefined when it is valid. */
export function ibanProblem(text: string): string | undefined {
  const iban = normalizeIban(text)
  if (iban === '') return BankMessages.ENTER_IBAN
  if (!/^[A-Z0-9]+$/.test(iban)) return BankMessages.IBAN_CHARACTERS
  const country = iban.slice(0, 2)
  if (!/^[A-Z]{2}$/.test(country)) return BankMessages.IBAN_COUNTRY_CODE
  const length = IBAN_LENGTHS[country]
  if (length === undefined) return BankMessages.IBAN_UNKNOWN_COUNTRY(country)
  if (!/^\d{2}$/.test(iban.slice(2, 4))) return BankMessages.IBAN_CHECK_DIGITS_MISSING
  if (iban.length !== length) {
    return BankMessages.IBAN_LENGTH(country, length, iban.length)
  }
  if (ibanRemainder(iban) !== 1) return BankMessages.IBAN_CHECKSUM
  return undefined
}
