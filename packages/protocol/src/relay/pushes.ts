import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex } from '../bytes.ts'
import { isRecord, parseRelayMessage, toError } from './frames.ts'
import type { RelayMessage } from './types.ts'

/*
 * Requests the relay sends us. The only one a client serves is `irn_subscription`, a message pushed on a
 * subscribed topic: it is acknowledged at once (the relay resends an unacknowledged push, so the same message
 * can arrive twice) and handed on once.
 */

/** How many recent pushes are remembered to drop their repeats; the oldest is forgotten first. */
const DEDUPE_LIMIT = 1000

export interface PushReceiverOptions {
  /** A pushed message not seen before. */
  onMessage: (message: RelayMessage) => void
  /** A malformed push, or an acknowledgement that could not be sent. */
  onError: (error: Error) => void
}

/** Handles one relay request (a frame with a `method`); `send` writes the answer on the socket it came on. */
export type PushReceiver = (payload: Record<string, unknown>, send: (frame: string) => void) => void

/**
 * @example
 * const receive = createPushReceiver({ onMessage: (m) => console.log(m.topic), onError: console.warn })
 * receive({ id: 1, jsonrpc: '2.0', method: 'irn_subscription', params: { id: 'sub', data } }, socket.send)
 */
export function createPushReceiver(options: PushReceiverOptions): PushReceiver {
  const { onMessage, onError } = options
  /** Hashes of topic + message, oldest first (a Set keeps insertion order). */
  const seen = new Set<string>()

  const reply = (send: (frame: string) => void, answer: unknown) => {
    try {
      send(JSON.stringify(answer))
    } catch (error) {
      onError(toError(error, 'Relay send failed'))
    }
  }

  return (payload, send) => {
    const { id, method, params } = payload
    const hasId = typeof id === 'number' || typeof id === 'string'
    if (method !== 'irn_subscription') {
      if (hasId) reply(send, { id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } })
      return
    }
    if (hasId) reply(send, { id, jsonrpc: '2.0', result: true })
    const message = parseRelayMessage(isRecord(params) ? params.data : undefined)
    if (!message) {
      onError(new Error('Malformed irn_subscription'))
      return
    }
    const hash = bytesToHex(sha256(new TextEncoder().encode(message.topic + message.message)))
    if (seen.has(hash)) return
    seen.add(hash)
    if (seen.size > DEDUPE_LIMIT) {
      const oldest = seen.values().next().value
      if (oldest !== undefined) seen.delete(oldest)
    }
    onMessage(message)
  }
}
