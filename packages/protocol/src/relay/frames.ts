import { RelayRequestError } from './errors.ts'
import type { RelayMessage } from './types.ts'

/*
 * Reading what arrives on the relay socket: JSON-RPC frames as text or bytes, the messages they carry, and
 * error answers. Nothing here throws on bad input: a frame the relay (or anything in between) mangled is
 * reported, never allowed to break the connection.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A frame's JSON object, or undefined when the frame is not text/bytes holding one. */
export function parseFrame(data: unknown): Record<string, unknown> | undefined {
  const text = frameText(data)
  if (text === undefined) return undefined
  try {
    const payload: unknown = JSON.parse(text)
    return isRecord(payload) ? payload : undefined
  } catch {
    return undefined
  }
}

function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data)
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data)
  return undefined
}

/** An Error out of whatever a socket handed its error listener (an Error, an ErrorEvent, anything). */
export function toError(event: unknown, fallback: string): Error {
  if (event instanceof Error) return event
  if (isRecord(event)) {
    if (event.error instanceof Error) return event.error
    if (typeof event.message === 'string' && event.message) return new Error(event.message)
  }
  return new Error(fallback)
}

/**
 * A stored or pushed message; undefined without a string topic and message. A missing `publishedAt` or `tag`
 * reads as 0 so a caller never sees a non-number there.
 */
export function parseRelayMessage(value: unknown): RelayMessage | undefined {
  if (!isRecord(value)) return undefined
  const { topic, message, publishedAt, tag, attestation } = value
  if (typeof topic !== 'string' || typeof message !== 'string') return undefined
  const out: RelayMessage = {
    topic,
    message,
    publishedAt: typeof publishedAt === 'number' ? publishedAt : 0,
    tag: typeof tag === 'number' ? tag : 0,
  }
  if (typeof attestation === 'string') out.attestation = attestation
  return out
}

/**
 * The error of a JSON-RPC error answer to `method`. A relay that leaves out the code or message still
 * yields a usable error: JSON-RPC's "internal error" code (-32603) and a generic text.
 */
export function answerError(method: string, error: unknown): RelayRequestError {
  const fields = isRecord(error) ? error : {}
  return new RelayRequestError(
    method,
    typeof fields.code === 'number' ? fields.code : -32603,
    typeof fields.message === 'string' && fields.message ? fields.message : 'Relay error',
    fields.data,
  )
}
