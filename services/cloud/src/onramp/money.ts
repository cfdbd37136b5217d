/**
 * Exact amounts for the onramp: fiat in cents, rates and prices as fractions of integers. A price the
 * visitor pays is never the result of float arithmetic.
 */

/** num / den, both positive (den > 0). */
export interface Ratio {
  num: bigint
  den: bigint
}

export const ONE: Ratio = { num: 1n, den: 1n }

const FIAT = /^(\d{1,9})(?:\.(\d{0,2}))?$/

/** "50", "50.5", "50.00" -> cents; undefined for anything else (signs, letters, more than 2 decimals). */
export function parseFiat(text: string): bigint | undefined {
  const match = FIAT.exec(text.trim())
  if (!match) return undefined
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** Cents -> "50.00". */
export function formatFiat(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** A decimal string ("1.08") as a ratio. */
export function parseRatio(text: string): Ratio {
  const [whole = '0', fraction = ''] = text.trim().split('.')
  return { num: BigInt(`${whole}${fraction}`), den: 10n ** BigInt(fraction.length) }
}

/** A float price (pool reserves give floats) as a ratio, to 15 significant digits. */
export function ratioOfNumber(value: number): Ratio {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Not a positive price: ${value}`)
  const [mantissa = '0', exponent = '0'] = value.toExponential(14).split('e')
  const digits = BigInt(mantissa.replace('.', ''))
  const scale = 14 - Number(exponent)
  return scale >= 0
    ? { num: digits, den: 10n ** BigInt(scale) }
    : { num: digits * 10n ** BigInt(-scale), den: 1n }
}

export const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
