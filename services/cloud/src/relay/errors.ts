/**
 * Relay error codes, the numbers WalletConnect clients act on. 3000 is only ever a close code: fatal auth
 * failure, after which a client stops reconnecting, so it is used for nothing else.
 */
export const RelayErrorCode = {
  AUTH: 3000,
  RATE_LIMIT: 3001,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  HANDLER: -32000,
  INTERNAL: -32603,
} as const

/** WebSocket close codes the relay uses. */
export const CloseCode = {
  /** Bad or missing JWT, unknown project or refused origin: the official client stops reconnecting. */
  AUTH: 3000,
  /** The cloud is shutting down. */
  GOING_AWAY: 1001,
  /** The relay could not check the credentials (e.g. the database failed): the client may retry. */
  INTERNAL: 1011,
} as const

export type JsonRpcId = string | number | null

export interface RelayErrorBody {
  code: number
  message: string
  /** The publish tag when the failed request had one. */
  data?: number
}

/** An error a handler answers with as is; anything else thrown becomes -32603. */
export class RelayError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: number,
  ) {
    super(message)
    this.name = 'RelayError'
  }

  get body(): RelayErrorBody {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export function invalidRequest(message: string, tag?: number): RelayError {
  return new RelayError(RelayErrorCode.INVALID_REQUEST, message, tag)
}
