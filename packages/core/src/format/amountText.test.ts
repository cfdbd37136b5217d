import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AIRLOCK_LOCALES } from '../i18n/locales.ts'
import { amountDecimalMark, amountFieldText, parseAmountText, sameAmount } from './amountText.ts'

const RUNS = fuzzRuns()

/*
 * What a text spells, read the slow and obvious way: digits (ASCII or Arabic-Indic) around at most one decimal
 * mark, spaces only at the ends. Its number as a fraction: digits / 10^(decimal count).
 */
function spelled(text: string, mark: string): { digits: bigint; scale: number } | undefined {
  const ascii = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  const marks = ascii.split('').filter((c) => c === mark || c === '\u066b').length
  if (marks > 1) return undefined
  const [whole = '', fraction = ''] = ascii.split(/[\u066b.,]/)
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || !(whole + fraction)) return undefined
  if (marks === 0 && ascii.length !== whole.length) return undefined
  return { digits: BigInt(whole + fraction), scale: fraction.length }
}

const same = (a: { digits: bigint; scale: number }, b: { digits: bigint; scale: number }) =>
  a.digits * 10n ** BigInt(b.scale) === b.digits * 10n ** BigInt(a.scale)

// Characters a visitor's keyboard or clipboard gives an amount field, the troublesome ones many times over.
const amountChar = fc.constantFrom(
  ...'0123456789'.split(''),
  '.',
  ',',
  '-',
  '+',
  'e',
  'E',
  ' ',
  '\u00a0',
  '\u2212',
  '\u066b',
  '\u066c',
  '\u0663',
  '\u06f7',
  'a',
  '_',
  "'",
  'x',
)
const amountLike = fc.oneof(
  fc.array(amountChar, { maxLength: 16 }).map((chars) => chars.join('')),
  fc.string({ maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
)

describe('parseAmountText', () => {
  it('reads an amount exactly as it is spelled', () => {
    expect(parseAmountText('1.50', '.')).toEqual({ ok: true, amount: '1.5' })
    expect(parseAmountText(' 0012 ', '.')).toEqual({ ok: true, amount: '12' })
    expect(parseAmountText('.5', '.')).toEqual({ ok: true, amount: '0.5' })
    expect(parseAmountText('5.', '.')).toEqual({ ok: true, amount: '5' })
    expect(parseAmountText('1,25', ',')).toEqual({ ok: true, amount: '1.25' })
    expect(parseAmountText('\u0661\u066b\u0665', '.')).toEqual({ ok: true, amount: '1.5' })
    expect(parseAmountText('0.0123', '.')).toEqual({ ok: true, amount: '0.0123' })
  })

  it('says why a text is not an amount instead of changing it', () => {
    expect(parseAmountText('1e3', '.')).toEqual({ ok: false, problem: 'notDigits' })
    expect(parseAmountText('1.2.3', '.')).toEqual({ ok: false, problem: 'twoMarks' })
    expect(parseAmountText('-5', '.')).toEqual({ ok: false, problem: 'negative' })
    expect(parseAmountText('abc', '.')).toEqual({ ok: false, problem: 'notDigits' })
    expect(parseAmountText('1,000', '.')).toEqual({ ok: false, problem: 'wrongMark' })
    expect(parseAmountText('1.5', ',')).toEqual({ ok: false, problem: 'wrongMark' })
    expect(parseAmountText('+5', '.')).toEqual({ ok: false, problem: 'notDigits' })
    expect(parseAmountText('1 000', '.')).toEqual({ ok: false, problem: 'notDigits' })
    expect(parseAmountText('', '.')).toEqual({ ok: false, problem: 'empty' })
    expect(parseAmountText('.', '.')).toEqual({ ok: false, problem: 'incomplete' })
  })

  it('accepts no text that reads as a number other than the one it spells', () => {
    fc.assert(
      fc.property(amountLike, fc.constantFrom('.', ','), (text, mark) => {
        const read = parseAmountText(text, mark)
        const meant = spelled(text, mark)
        if (!read.ok) return
        expect(meant, `accepted ${JSON.stringify(text)}`).toBeDefined()
        const amount = spelled(read.amount, '.')
        expect(amount && meant && same(amount, meant), `${JSON.stringify(text)} read as ${read.amount}`).toBe(
          true,
        )
      }),
      { numRuns: RUNS * 20 },
    )
  })

  it('reads back every amount a field shows', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }))
      .map(([digits, scale]) => {
        const text = digits.toString().padStart(scale + 1, '0')
        return scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text
      })
    fc.assert(
      fc.property(decimal, fc.constantFrom(...AIRLOCK_LOCALES), (amount, locale) => {
        const mark = amountDecimalMark(locale)
        const read = parseAmountText(amountFieldText(amount, mark), mark)
        expect(read.ok && sameAmount(read.amount, amount)).toBe(true)
      }),
      { numRuns: RUNS * 5 },
    )
  })
})

describe('amountDecimalMark', () => {
  it("is the mark the locale's numbers are printed with", () => {
    expect(amountDecimalMark('en')).toBe('.')
    expect(amountDecimalMark('de')).toBe(',')
    expect(amountDecimalMark('fr')).toBe(',')
    expect(amountDecimalMark('ar')).toBe('.')
    expect(amountDecimalMark('ja')).toBe('.')
  })
})
