import { hexToBytes } from './bytes.ts'

export interface PairingUri {
  topic: string
  symKey: string
  /** Unix seconds. */
  expiryTimestamp: number
  relayProtocol: string
  relayData?: string
  /** Only set for the authenticate flow (`wc_sessionAuthenticate`). */
  methods?: string[]
}

/** `code` lets a wallet map an expired URI to the INTERNAL `EXPIRED` error and everything else to a bad URI. */
export class PairingUriError extends Error {
  readonly code: 'INVALID' | 'EXPIRED'
  constructor(code: 'INVALID' | 'EXPIRED', message: string) {
    super(message)
    this.name = 'PairingUriError'
    this.code = code
  }
}

const invalid = (message: string) => new PairingUriError('INVALID', `Invalid pairing URI: ${message}`)

function checkKey(value: string, label: string): void {
  try {
    hexToBytes(value, 32, label)
  } catch (error) {
    throw invalid((error as Error).message)
  }
}

/** Keys are written in alphabetical order because that is what the official client emits (query-string). */
export function buildPairingUri(uri: PairingUri): string {
  checkKey(uri.topic, 'topic')
  checkKey(uri.symKey, 'symKey')
  if (!Number.isSafeInteger(uri.expiryTimestamp) || uri.expiryTimestamp <= 0) {
    throw invalid('expiryTimestamp must be a positive integer of seconds')
  }
  if (!uri.relayProtocol) throw invalid('relay-protocol is required')
  const params: [string, string | undefined][] = [
    ['expiryTimestamp', String(uri.expiryTimestamp)],
    ['methods', uri.methods?.length ? uri.methods.join(',') : undefined],
    ['relay-data', uri.relayData],
    ['relay-protocol', uri.relayProtocol],
    ['symKey', uri.symKey],
  ]
  const query = params
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
  return `wc:${uri.topic}@2?${query}`
}

/**
 * Parses and validates a pairing URI the way the wallet's `pair()` does. `nowMs` is injected so
 * callers (and tests) decide the clock; an expired URI throws with code `EXPIRED`.
 */
export function parsePairingUri(input: string, nowMs: number): PairingUri {
  if (typeof input !== 'string') throw invalid('not a string')
  const uri = input.trim()
  if (!uri.startsWith('wc:')) throw invalid('must start with "wc:"')
  // Both `wc:topic@2` and `wc://topic@2` are in the wild.
  let rest = uri.slice(3)
  if (rest.startsWith('//')) rest = rest.slice(2)
  const queryStart = rest.indexOf('?')
  if (queryStart === -1) throw invalid('missing query parameters')
  const path = rest.slice(0, queryStart)
  const at = path.indexOf('@')
  if (at === -1) throw invalid('missing "@2" version')
  const topic = path.slice(0, at)
  const version = path.slice(at + 1)
  if (version !== '2') throw invalid(`unsupported version "${version}"`)
  checkKey(topic, 'topic')

  const query = new URLSearchParams(rest.slice(queryStart + 1))
  const relayProtocol = query.get('relay-protocol')
  if (!relayProtocol) throw invalid('relay-protocol is required')
  const symKey = query.get('symKey')
  if (!symKey) throw invalid('symKey is required')
  checkKey(symKey, 'symKey')
  const expiry = query.get('expiryTimestamp')
  const expiryTimestamp = expiry && /^\d+$/.test(expiry) ? Number(expiry) : Number.NaN
  // A digit string too long for a safe integer (up to Infinity) is no usable expiry either; 0 is expired.
  if (!Number.isSafeInteger(expiryTimestamp)) {
    throw invalid('expiryTimestamp must be a positive integer of seconds')
  }
  if (expiryTimestamp * 1000 < nowMs) throw new PairingUriError('EXPIRED', 'Pairing URI has expired')

  const parsed: PairingUri = { topic, symKey, expiryTimestamp, relayProtocol }
  const relayData = query.get('relay-data')
  if (relayData) parsed.relayData = relayData
  const methods = query.get('methods')
  if (methods) parsed.methods = methods.split(',').filter(Boolean)
  return parsed
}
