import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

/**
 * A sign-in (or sign-out) was asked of a kit created without the `siwx` option: there is no message to sign
 * and nowhere to keep a session, so the call is refused rather than left pending.
 *
 * @example
 * await airlock.siwxActions.signIn() // throws SiwxNotEnabledError: 'SIWX is not enabled'
 */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super(ErrorMessages.SIWX_NOT_ENABLED)
  }
}
