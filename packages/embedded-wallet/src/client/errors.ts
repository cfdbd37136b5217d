import { RPC_NOT_ALLOWED_MESSAGE } from '@airlock/protocol/rpc-methods'

/**
 * Errors of the frame client, shaped like viem's BaseError (name, shortMessage, details, cause) so the kit's
 * error parsing and toasts read them like any other: shortMessage is the text a visitor may see.
 */

export interface EmbeddedWalletErrorOptions {
  details?: string
  cause?: unknown
  code?: number
}

/** What every error of the frame client and the embedded provider is an instance of. */
export class EmbeddedWalletError extends Error {
  override name = 'EmbeddedWalletError'
  readonly shortMessage: string
  readonly details: string
  /** An EIP-1193 / JSON-RPC code when the error has one (4001: the visitor rejected). */
  readonly code: number | undefined

  constructor(shortMessage: string, options: EmbeddedWalletErrorOptions = {}) {
    const details = options.details ?? ''
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.code = options.code
  }
}

/** The frame did not load: the alert "Network Error - Could not load embedded wallet, try again later". */
export class FrameLoadError extends EmbeddedWalletError {
  override name = 'FrameLoadError'
  constructor(options: EmbeddedWalletErrorOptions = {}) {
    super('Could not load embedded wallet, try again later', options)
  }
}

/** The frame did not answer a request in time: the alert "Embedded Wallet Request Timed Out". */
export class FrameRequestTimeoutError extends EmbeddedWalletError {
  override name = 'FrameRequestTimeoutError'
  readonly event: string
  constructor(event: string, timeoutMs: number) {
    super('Embedded Wallet Request Timed Out', { details: `${event} got no answer in ${timeoutMs} ms` })
    this.event = event
  }
}

/** The frame answered `<EVENT>_ERROR`: its message, or 'An error occurred' when it gave none. */
export class FrameResponseError extends EmbeddedWalletError {
  override name = 'FrameResponseError'
  readonly event: string
  constructor(event: string, payload: { message?: string; code?: number }) {
    super(payload.message || 'An error occurred', { details: `${event} failed`, code: payload.code })
    this.event = event
  }
}

/** A request made after destroy(), or pending when it ran: 'Connection already closed'. */
export class FrameClosedError extends EmbeddedWalletError {
  override name = 'FrameClosedError'
  constructor() {
    super('Connection already closed')
  }
}

/**
 * EIP-1193 4001, given by the kit's side itself: the visitor closed the modal while the frame's approval card
 * waited, so the request is refused without an answer from the frame.
 */
export class UserRejectedRequestError extends EmbeddedWalletError {
  override name = 'UserRejectedRequestError'
  constructor(details = 'The approval was closed') {
    super('User rejected the request.', { details, code: 4001 })
  }
}

/**
 * 'Request was aborted': the frame reloaded (RELOAD) before answering, so no answer will come.
 */
export class FrameRequestAbortedError extends EmbeddedWalletError {
  override name = 'FrameRequestAbortedError'
  readonly event: string
  constructor(event: string) {
    super('Request was aborted', { details: `the frame reloaded before answering ${event}` })
    this.event = event
  }
}

/** A method on neither allow-list (@airlock/protocol/rpc-methods), refused before it reaches the frame. */
export class RpcNotAllowedError extends EmbeddedWalletError {
  override name = 'RpcNotAllowedError'
  constructor(method: string) {
    super(RPC_NOT_ALLOWED_MESSAGE, { details: method, code: 4200 })
  }
}
