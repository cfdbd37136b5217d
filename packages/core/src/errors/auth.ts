import { ErrorMessages } from '../errors.ts'
import { BaseError, type BaseErrorParameters } from './base.ts'

/**
 * The embedded wallet signed the visitor in (email code, social or Farcaster), but the kit could not take up
 * that session as a connection: its provider still answered for a signed-out session, or the wallet went away
 * in between. The login form shows this rather than the provider's raw refusal; the cause keeps it.
 *
 * @example
 * if (error instanceof AuthInitializationError) await airlock.embeddedActions.connectEmail(email) // try again
 */
export class AuthInitializationError extends BaseError {
  override name = 'AuthInitializationError'

  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.AUTH_INITIALIZATION_FAILED, parameters)
  }
}
