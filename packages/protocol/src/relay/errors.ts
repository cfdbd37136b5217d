/*
 * The errors a relay request can end with. A caller tells them apart by class: the relay said no
 * (RelayRequestError), the relay said nothing in time (RelayTimeoutError).
 */

/** The relay answered a request with a JSON-RPC error (`{code, message, data}`). */
export class RelayRequestError extends Error {
  readonly code: number
  readonly data: unknown
  readonly method: string

  constructor(method: string, code: number, message: string, data?: unknown) {
    super(`${method} failed: ${message} (${code})`)
    this.name = 'RelayRequestError'
    this.method = method
    this.code = code
    this.data = data
  }
}

/** A sent request got no answer within `requestTimeoutMs`. */
export class RelayTimeoutError extends Error {
  readonly method: string

  constructor(method: string, timeoutMs: number) {
    super(`${method} timed out after ${timeoutMs} ms`)
    this.name = 'RelayTimeoutError'
    this.method = method
  }
}

/**
 * Internal: a request that is not resent after a reconnect (the batch re-subscribe, which the next open sends
 * afresh) lost its socket before the answer.
 */
export class ConnectionLostError extends Error {
  constructor() {
    super('Relay connection lost')
    this.name = 'ConnectionLostError'
  }
}
