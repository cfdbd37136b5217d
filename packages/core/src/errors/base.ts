import { SDK_VERSION } from '../version.ts'

export interface BaseErrorParameters {
  /** The error this one wraps; kept so a dapp can print or walk the whole chain. */
  cause?: unknown
  /** What went wrong underneath, e.g. a node's or wallet's own message. Defaults to the cause's. */
  details?: string
  /** Extra lines printed between the short message and the details (request, url…). */
  metaMessages?: readonly string[]
  /** The error's code where it has one (EIP-1193 / JSON-RPC number or an analytics code). */
  code?: number | string
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details || cause.shortMessage
  if (cause instanceof Error) return cause.message.split('\n')[0]
  if (typeof cause === 'string') return cause
  return undefined
}

/**
 * The root of every error Airlock throws to a dapp, in viem's style: `shortMessage` is the catalogue's text
 * (errors.ts) (what a toast shows), `details` says what happened underneath, `cause` keeps the chain, and
 * `name` lets a dapp branch without importing the class.
 *
 * @example
 * try {
 *   await airlock.switchNetwork(polygon)
 * } catch (error) {
 *   if (error instanceof BaseError) console.error(error.shortMessage, error.walk())
 * }
 */
export class BaseError extends Error {
  override name = 'AirlockError'
  readonly shortMessage: string
  readonly details: string
  readonly metaMessages: readonly string[]
  readonly code: number | string | undefined
  readonly version = SDK_VERSION

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause) ?? ''
    const metaMessages = parameters.metaMessages ?? []
    const message = [
      shortMessage,
      ...(metaMessages.length > 0 ? ['', ...metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      `Version: @airlock/${SDK_VERSION}`,
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
    this.code = parameters.code
  }

  /**
   * The deepest error of the cause chain, or the first one `predicate` accepts (outermost first).
   *
   * @example
   * const rejected = error.walk((e) => (e as { code?: unknown }).code === 4001)
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    for (let depth = 0; depth < 10; depth++) {
      if (predicate?.(current)) return current
      const next = typeof current === 'object' && current !== null ? (current as Error).cause : undefined
      if (next === undefined || next === null) return predicate ? undefined : current
      current = next
    }
    return predicate ? undefined : current
  }
}
