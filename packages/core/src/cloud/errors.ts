import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

/**
 * A failed call to the Airlock cloud: `status` is the HTTP status (0 when the cloud could not be reached) and
 * `shortMessage` the service's own message, e.g. 'Unauthorized: invalid key'.
 *
 * @example
 * try {
 *   await airlock.refreshTokenBalances()
 * } catch (error) {
 *   if (error instanceof CloudError && error.status === 0) console.warn('offline', error.details)
 * }
 */
export class CloudError extends BaseError {
  override name = 'CloudError'
  readonly status: number

  constructor(message: string, status: number, options: { cause?: unknown } = {}) {
    super(message, { ...(options.cause === undefined ? {} : { cause: options.cause }), code: status })
    this.status = status
  }
}

/**
 * The caller gave up on a cloud call (its AbortSignal fired), e.g. a wallet search superseded by the next
 * keystroke. Not a failure of the cloud: nothing to show or report.
 *
 * @example
 * if (error instanceof RequestAbortedError) return // the caller moved on
 */
export class RequestAbortedError extends CloudError {
  override name = 'RequestAbortedError'

  constructor(options: { cause?: unknown } = {}) {
    super(ErrorMessages.REQUEST_ABORTED, 0, options)
  }
}
