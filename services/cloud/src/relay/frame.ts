import type { JsonRpcId } from './errors.ts'

export type Frame =
  | { kind: 'request'; id: string | number; method: string; params: unknown }
  /** The client's answer to a push: `acknowledged` when it is `result: true`. */
  | { kind: 'response'; id: string | number; acknowledged: boolean }
  /** Answered with -32600 and `id` (null when the frame has no usable id). */
  | { kind: 'invalid'; id: JsonRpcId; message: string }

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length > 0 && value.length <= 64) ||
  (typeof value === 'number' && Number.isFinite(value))

/**
 * Classifies one text frame. Request ids are kept exactly as sent (the official client sends 19-digit ids
 * as strings) so the answer echoes them verbatim.
 */
export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, message: 'Invalid payload: not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', id: null, message: 'Invalid payload: expected a JSON-RPC object' }
  }
  const frame = value as Record<string, unknown>
  const id = isId(frame.id) ? frame.id : null
  if ('method' in frame) {
    if (typeof frame.method !== 'string' || frame.method.length === 0) {
      return { kind: 'invalid', id, message: 'Invalid payload: method must be a non-empty string' }
    }
    if (id === null) return { kind: 'invalid', id, message: 'Invalid payload: missing or invalid id' }
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if (id !== null && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', id, acknowledged: frame.result === true }
  }
  return { kind: 'invalid', id, message: 'Invalid payload: neither a request nor a response' }
}
