/**
 * The sign protocol's error tables (apps/docs/pages/protocol.md#error-codes) with the official client's exact
 * messages, the `ProtocolError` every validator throws, and a tolerant parser for the errors peers send.
 */
import type { JsonRpcErrorObject } from './types.ts'

export interface ErrorObject {
  code: number
  message: string
}

/** SDK errors: these codes travel to peers (reject reasons, unsupported methods, disconnect reasons). */
export const SDK_ERRORS = {
  INVALID_METHOD: { message: 'Invalid method.', code: 1001 },
  INVALID_EVENT: { message: 'Invalid event.', code: 1002 },
  INVALID_UPDATE_REQUEST: { message: 'Invalid update request.', code: 1003 },
  INVALID_EXTEND_REQUEST: { message: 'Invalid extend request.', code: 1004 },
  INVALID_SESSION_SETTLE_REQUEST: { message: 'Invalid session settle request.', code: 1005 },
  UNAUTHORIZED_METHOD: { message: 'Unauthorized method.', code: 3001 },
  UNAUTHORIZED_EVENT: { message: 'Unauthorized event.', code: 3002 },
  UNAUTHORIZED_UPDATE_REQUEST: { message: 'Unauthorized update request.', code: 3003 },
  UNAUTHORIZED_EXTEND_REQUEST: { message: 'Unauthorized extend request.', code: 3004 },
  USER_REJECTED: { message: 'User rejected.', code: 5000 },
  USER_REJECTED_CHAINS: { message: 'User rejected chains.', code: 5001 },
  USER_REJECTED_METHODS: { message: 'User rejected methods.', code: 5002 },
  USER_REJECTED_EVENTS: { message: 'User rejected events.', code: 5003 },
  UNSUPPORTED_CHAINS: { message: 'Unsupported chains.', code: 5100 },
  UNSUPPORTED_METHODS: { message: 'Unsupported methods.', code: 5101 },
  UNSUPPORTED_EVENTS: { message: 'Unsupported events.', code: 5102 },
  UNSUPPORTED_ACCOUNTS: { message: 'Unsupported accounts.', code: 5103 },
  UNSUPPORTED_NAMESPACE_KEY: { message: 'Unsupported namespace key.', code: 5104 },
  USER_DISCONNECTED: { message: 'User disconnected.', code: 6000 },
  SESSION_SETTLEMENT_FAILED: { message: 'Session settlement failed.', code: 7000 },
  WC_METHOD_UNSUPPORTED: { message: 'Unsupported wc_ method.', code: 10001 },
} as const satisfies Record<string, ErrorObject>

/** Internal errors: local failures (missing records, expiry, validation). */
export const INTERNAL_ERRORS = {
  NOT_INITIALIZED: { message: 'Not initialized.', code: 1 },
  NO_MATCHING_KEY: { message: 'No matching key.', code: 2 },
  RESTORE_WILL_OVERRIDE: { message: 'Restore will override.', code: 3 },
  RESUBSCRIBED: { message: 'Resubscribed.', code: 4 },
  MISSING_OR_INVALID: { message: 'Missing or invalid.', code: 5 },
  EXPIRED: { message: 'Expired.', code: 6 },
  UNKNOWN_TYPE: { message: 'Unknown type.', code: 7 },
  MISMATCHED_TOPIC: { message: 'Mismatched topic.', code: 8 },
  NON_CONFORMING_NAMESPACES: { message: 'Non conforming namespaces.', code: 9 },
} as const satisfies Record<string, ErrorObject>

export type SdkErrorKey = keyof typeof SDK_ERRORS
export type InternalErrorKey = keyof typeof INTERNAL_ERRORS
export type ErrorKey = SdkErrorKey | InternalErrorKey

/** Code used when a peer's error carries no usable code (JSON-RPC "server error"). */
export const UNKNOWN_ERROR_CODE = -32000
/** Message used when a peer's error carries no usable message and an unknown code. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error'

const KEY_BY_CODE = new Map<number, ErrorKey>()
for (const [key, { code }] of Object.entries(SDK_ERRORS)) KEY_BY_CODE.set(code, key as SdkErrorKey)
for (const [key, { code }] of Object.entries(INTERNAL_ERRORS)) KEY_BY_CODE.set(code, key as InternalErrorKey)

/** The table key for a code (the SDK and internal code ranges do not overlap), if any. */
export function errorKeyOfCode(code: number): ErrorKey | undefined {
  return KEY_BY_CODE.get(code)
}

function tableEntry(key: ErrorKey): ErrorObject {
  return key in SDK_ERRORS ? SDK_ERRORS[key as SdkErrorKey] : INTERNAL_ERRORS[key as InternalErrorKey]
}

// Like the official client: a falsy context (undefined, '', 0) adds nothing.
function withContext({ code, message }: ErrorObject, context?: string | number): ErrorObject {
  return { code, message: context ? `${message} ${context}` : message }
}

/**
 * `{code, message}` of an SDK error; the context follows the message after one space.
 *
 * @example
 * ```ts
 * await wallet.reject({ id, reason: sdkError('USER_REJECTED') })
 * await wallet.disconnect({ topic, reason: sdkError('USER_DISCONNECTED') })
 * ```
 */
export function sdkError(key: SdkErrorKey, context?: string | number): ErrorObject {
  return withContext(SDK_ERRORS[key], context)
}

/** `{code, message}` of an internal error, e.g. `internalError('MISSING_OR_INVALID', 'x')` -> "Missing or invalid. x". */
export function internalError(key: InternalErrorKey, context?: string | number): ErrorObject {
  return withContext(INTERNAL_ERRORS[key], context)
}

export interface ProtocolErrorOptions {
  cause?: unknown
}

/**
 * An error with a protocol code. `key` is the table key when the code is one of the tables' codes
 * (errors from peers may carry any code). `toJsonRpcError()` gives the object to send to a peer.
 */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError'
  readonly code: number
  readonly key: ErrorKey | undefined
  readonly data: unknown

  constructor(error: ErrorObject & { data?: unknown }, options?: ProtocolErrorOptions) {
    super(error.message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.code = error.code
    this.key = errorKeyOfCode(error.code)
    this.data = error.data
  }

  static sdk(key: SdkErrorKey, context?: string | number, options?: ProtocolErrorOptions): ProtocolError {
    return new ProtocolError(sdkError(key, context), options)
  }

  static internal(
    key: InternalErrorKey,
    context?: string | number,
    options?: ProtocolErrorOptions,
  ): ProtocolError {
    return new ProtocolError(internalError(key, context), options)
  }

  toJsonRpcError(): JsonRpcErrorObject {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export function isProtocolError(value: unknown): value is ProtocolError {
  return value instanceof ProtocolError
}

/** What `${value}` gives, without ever throwing (symbols, null-prototype objects, hostile toString). */
export function templateString(value: unknown): string {
  try {
    return `${value}`
  } catch {
    try {
      return String(value)
    } catch {
      try {
        return Object.prototype.toString.call(value)
      } catch {
        return '[unprintable]'
      }
    }
  }
}

/** What `${JSON.stringify(value)}` gives, without ever throwing (BigInt, cycles). */
export function jsonString(value: unknown): string {
  try {
    return templateString(JSON.stringify(value))
  } catch {
    return templateString(value)
  }
}

function readField(value: object, field: string): unknown {
  try {
    return (value as Record<string, unknown>)[field]
  } catch {
    return undefined
  }
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim())
  return undefined
}

/**
 * Turns whatever a peer put in a JSON-RPC `error` into a usable `{code, message}`. Official clients
 * sometimes send `error: {}` (an Error serialised by JSON.stringify), or omit the code or the message:
 * a missing code becomes -32000, a missing message the table message for a known code or "Unknown error".
 * A bare string becomes the message. Never throws.
 */
export function parseJsonRpcErrorTolerant(value: unknown): JsonRpcErrorObject {
  if (value instanceof ProtocolError) return value.toJsonRpcError()
  if (typeof value === 'string') {
    return { code: UNKNOWN_ERROR_CODE, message: value.trim() ? value : UNKNOWN_ERROR_MESSAGE }
  }
  if (typeof value !== 'object' || value === null) {
    return { code: UNKNOWN_ERROR_CODE, message: UNKNOWN_ERROR_MESSAGE }
  }
  const code = toCode(readField(value, 'code')) ?? UNKNOWN_ERROR_CODE
  const rawMessage = readField(value, 'message')
  const known = errorKeyOfCode(code)
  const message =
    typeof rawMessage === 'string' && rawMessage.trim()
      ? rawMessage
      : known
        ? tableEntry(known).message
        : UNKNOWN_ERROR_MESSAGE
  const data = readField(value, 'data')
  return data === undefined ? { code, message } : { code, message, data }
}
