/*
 * The one reader of what a visitor types into an amount field (send, swap, buy). It never repairs the text:
 * a text is either an amount, read exactly as it spells it, or it says why it is not one, and the field keeps
 * it as typed. Stripping what looks wrong would change the number ('1e3' would become 13, '1.2.3' 1.23, '-5'
 * 5) behind the visitor's back.
 */

import { type AirlockLocale, intlLocale } from '../i18n/locales.ts'

/**
 * Why a text is not an amount. 'incomplete' is a text on its way to one ('.', a lone decimal mark): a field
 * shows no message for it but does not go on either.
 */
export type AmountTextProblem = 'empty' | 'incomplete' | 'negative' | 'wrongMark' | 'twoMarks' | 'notDigits'

/** An amount read from a field: `amount` is its plain decimal ('1234.5', ASCII digits, '.' as the point). */
export type AmountText = { ok: true; amount: string } | { ok: false; problem: AmountTextProblem }

// Arabic-Indic and Extended Arabic-Indic digits are the same numbers an Arabic keyboard types.
const LOCAL_ZEROS = [0x0660, 0x06f0]
// The Arabic decimal separator is a decimal mark in every locale: it never groups thousands.
const ARABIC_DECIMAL = '\u066b'
const ARABIC_GROUPING = '\u066c'
const MINUS = /^[-\u2212\u2012\u2013\uFE63\uFF0D]/

function asciiDigit(char: string): string | undefined {
  if (char >= '0' && char <= '9') return char
  const code = char.charCodeAt(0)
  for (const zero of LOCAL_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero)
  return undefined
}

/**
 * Reads `text` as an amount written with `decimalMark` ('.' or ',', the locale's; see amountDecimalMark).
 * Accepted: digits (Arabic-Indic ones too) with at most one decimal mark, and spaces around them. Not accepted,
 * each with its reason: a sign, exponents, letters, the other mark (a thousands separator there, so '1,000'
 * and '1.5' in a comma locale are refused rather than guessed) or a second mark.
 *
 * @example
 * parseAmountText('1.50', '.') // { ok: true, amount: '1.5' }
 * parseAmountText('1,5', ',') // { ok: true, amount: '1.5' }
 * parseAmountText('1e3', '.') // { ok: false, problem: 'notDigits' }
 */
export function parseAmountText(text: string, decimalMark = '.'): AmountText {
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, problem: 'empty' }
  if (MINUS.test(trimmed)) return { ok: false, problem: 'negative' }
  const otherMarks = decimalMark === ',' ? ['.', ARABIC_GROUPING] : [',', ARABIC_GROUPING]
  let whole = ''
  let fraction: string | undefined
  let wrongMark = false
  for (const char of trimmed) {
    const digit = asciiDigit(char)
    if (digit !== undefined) {
      if (fraction === undefined) whole += digit
      else fraction += digit
    } else if (char === decimalMark || char === ARABIC_DECIMAL) {
      if (fraction !== undefined) return { ok: false, problem: 'twoMarks' }
      fraction = ''
    } else if (otherMarks.includes(char)) {
      wrongMark = true
    } else {
      return { ok: false, problem: 'notDigits' }
    }
  }
  if (wrongMark) return { ok: false, problem: 'wrongMark' }
  if (!whole && !fraction) return { ok: false, problem: 'incomplete' }
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  let end = fraction?.length ?? 0
  while (end > 0 && fraction?.[end - 1] === '0') end--
  const decimals = fraction?.slice(0, end) ?? ''
  return { ok: true, amount: decimals ? `${integer}.${decimals}` : integer }
}

/**
 * The decimal mark an amount field of `locale` reads and shows: the one its numbers are printed with ('.' in
 * English, ',' in German and French).
 */
export function amountDecimalMark(locale: AirlockLocale): string {
  const part = new Intl.NumberFormat(intlLocale(locale))
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')?.value
  return part === ',' ? ',' : '.'
}

/**
 * A plain decimal ('0.25', as Max or a dapp's argument gives it) as an amount field of that mark shows it:
 * '0,25' with ','. The text reads back to the same amount.
 */
export function amountFieldText(amount: string, decimalMark = '.'): string {
  return decimalMark === '.' ? amount : amount.replace('.', decimalMark)
}

/** Two amounts are the same number: '1.50' and '1.5', or a draft and what the field reads. */
export function sameAmount(a: string, b: string): boolean {
  const left = parseAmountText(a)
  const right = parseAmountText(b)
  return left.ok && right.ok ? left.amount === right.amount : a.trim() === b.trim()
}
