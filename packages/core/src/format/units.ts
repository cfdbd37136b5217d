import { AmountError } from './errors.ts'

/*
 * Decimal amounts typed by a visitor, turned into a token's smallest unit. Kept here rather than taken from a
 * chain SDK because core imports none (a dapp brings its own, so core must not pull one in); the rules are
 * those of viem's parseUnits except that too many fraction digits are an error instead of being rounded: a
 * send must move exactly what was typed.
 */

const AMOUNT_PATTERN = /^(\d*)(?:\.(\d*))?$/

/** Whether `value` is a plain decimal a visitor may type: digits, at most one dot, no sign or exponent. */
export function isDecimalAmount(value: string): boolean {
  const match = AMOUNT_PATTERN.exec(value.trim())
  return Boolean(match && (match[1] || match[2]))
}

/** How many fraction digits `value` has ('1.50' has 2). */
export function fractionDigits(value: string): number {
  const dot = value.trim().indexOf('.')
  return dot === -1 ? 0 : value.trim().length - dot - 1
}

export { AmountError }

/** '1.5' with 18 decimals is 1500000000000000000n. Throws AmountError for anything else than a plain decimal. */
export function parseUnits(value: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new AmountError(`Invalid token decimals: ${decimals}`)
  }
  const match = AMOUNT_PATTERN.exec(value.trim())
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (!whole && !fraction)) throw new AmountError(`Not an amount: ${value.slice(0, 40)}`)
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new AmountError(`Too many decimals: the token has ${decimals}`)
  }
  const digits = `${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`
  return BigInt(digits.replace(/^0+(?=\d)/, '') || '0')
}

/** 1500000000000000000n with 18 decimals is '1.5': exact, no trailing zeros, no exponent. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
