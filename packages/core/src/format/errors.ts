import { BaseError } from '../errors/base.ts'

/**
 * A value that is not a plain decimal amount for the token (letters, too many decimals, bad token decimals). The
 * send form shows `shortMessage` beside the amount field; what was typed is kept.
 *
 * @example
 * try {
 *   parseUnits('1.0000001', 6)
 * } catch (error) {
 *   if (error instanceof AmountError) console.warn(error.shortMessage) // 'Too many decimals: the token has 6'
 * }
 */
export class AmountError extends BaseError {
  override name = 'AmountError'
}
