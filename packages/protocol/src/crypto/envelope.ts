import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { concatBytes as concat, randomBytes } from '@noble/hashes/utils'
import { base64, base64urlnopad } from '../base64.ts'
import { bytesToHex, hexToBytes } from '../bytes.ts'
import { parseJson, stringifyJson } from '../json.ts'
import { deriveSymKey, publicKeyOf } from './keys.ts'

/** Padded standard base64 over the relay; unpadded base64url in link mode (it goes into URLs). */
export type EnvelopeEncoding = 'base64' | 'base64url'

export type EnvelopeType = 0 | 1 | 2

export type EnvelopeParams =
  /** Normal traffic: the symKey stored for the topic. */
  | { type: 0; symKey: string }
  /** `wc_sessionAuthenticate` responses: the receiver has no symKey yet, so the sender's public key travels along. */
  | { type: 1; senderPrivateKey: string; receiverPublicKey: string }
  /** Link mode only: plaintext. */
  | { type: 2 }

export interface DecodeKeys {
  /** For type 0. */
  symKey?: string
  /** For type 1: combined with the sender public key carried in the envelope. */
  receiverPrivateKey?: string
}

export interface DecodedEnvelope {
  type: EnvelopeType
  /** Type 1 only. */
  senderPublicKey?: string
  payload: unknown
}

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(`Invalid envelope: ${message}`)
    this.name = 'EnvelopeError'
  }
}

const IV_LENGTH = 12
const TAG_LENGTH = 16
const KEY_LENGTH = 32

const codec = (encoding: EnvelopeEncoding) => (encoding === 'base64' ? base64 : base64urlnopad)

function seal(key: Uint8Array, plaintext: Uint8Array): Uint8Array {
  const iv = randomBytes(IV_LENGTH)
  const sealed = chacha20poly1305(key, iv).encrypt(plaintext)
  const out = new Uint8Array(IV_LENGTH + sealed.length)
  out.set(iv)
  out.set(sealed, IV_LENGTH)
  return out
}

function open(key: Uint8Array, ivAndSealed: Uint8Array): Uint8Array {
  try {
    return chacha20poly1305(key, ivAndSealed.subarray(0, IV_LENGTH)).decrypt(ivAndSealed.subarray(IV_LENGTH))
  } catch {
    throw new EnvelopeError('authentication failed (wrong key or tampered message)')
  }
}

/**
 * Seals a JSON-RPC payload into an envelope: type 0 with the topic's symKey, type 1 with a key derived from the
 * sender's and the receiver's keys, type 2 in plaintext (link mode).
 */
export function encodeEnvelope(
  payload: unknown,
  params: EnvelopeParams,
  encoding: EnvelopeEncoding = 'base64',
): string {
  const plaintext = new TextEncoder().encode(stringifyJson(payload))
  let bytes: Uint8Array
  switch (params.type) {
    case 0:
      bytes = concat(Uint8Array.of(0), seal(hexToBytes(params.symKey, KEY_LENGTH, 'symKey'), plaintext))
      break
    case 1: {
      const senderPublicKey = hexToBytes(publicKeyOf(params.senderPrivateKey), KEY_LENGTH, 'public key')
      const key = deriveSymKey(params.senderPrivateKey, params.receiverPublicKey)
      bytes = concat(
        Uint8Array.of(1),
        senderPublicKey,
        seal(hexToBytes(key, KEY_LENGTH, 'symKey'), plaintext),
      )
      break
    }
    case 2:
      bytes = concat(Uint8Array.of(2), plaintext)
      break
  }
  return codec(encoding).encode(bytes)
}

/** The type and, for type 1, the sender key, without decrypting: enough to pick the key to decode with. */
export function readEnvelopeHeader(
  message: string,
  encoding: EnvelopeEncoding = 'base64',
): { type: EnvelopeType; senderPublicKey?: string } {
  const bytes = toBytes(message, encoding)
  const type = typeOf(bytes)
  if (type === 1) return { type, senderPublicKey: bytesToHex(bytes.subarray(1, 1 + KEY_LENGTH)) }
  return { type }
}

/** Opens an envelope made by {@link encodeEnvelope}; throws when the key is wrong or the message was altered. */
export function decodeEnvelope(
  message: string,
  keys: DecodeKeys,
  encoding: EnvelopeEncoding = 'base64',
): DecodedEnvelope {
  const bytes = toBytes(message, encoding)
  const type = typeOf(bytes)
  switch (type) {
    case 0: {
      if (!keys.symKey) throw new EnvelopeError('type 0 needs a symKey')
      const key = hexToBytes(keys.symKey, KEY_LENGTH, 'symKey')
      return { type, payload: toPayload(open(key, bytes.subarray(1))) }
    }
    case 1: {
      if (!keys.receiverPrivateKey) throw new EnvelopeError('type 1 needs the receiver private key')
      // X25519 ignores the top bit of a public key, so a flipped top bit would still decrypt: refuse the
      // non-canonical form (a real sender never produces it) so a changed envelope never opens.
      if (((bytes[KEY_LENGTH] as number) & 0x80) !== 0)
        throw new EnvelopeError('non-canonical sender public key')
      const senderPublicKey = bytesToHex(bytes.subarray(1, 1 + KEY_LENGTH))
      const key = hexToBytes(deriveFrom(keys.receiverPrivateKey, senderPublicKey), KEY_LENGTH, 'symKey')
      return { type, senderPublicKey, payload: toPayload(open(key, bytes.subarray(1 + KEY_LENGTH))) }
    }
    case 2:
      return { type, payload: toPayload(bytes.subarray(1)) }
  }
}

// The sender key comes off the wire: a low-order point makes X25519 throw, which is the peer's fault.
function deriveFrom(receiverPrivateKey: string, senderPublicKey: string): string {
  hexToBytes(receiverPrivateKey, KEY_LENGTH, 'receiver private key')
  try {
    return deriveSymKey(receiverPrivateKey, senderPublicKey)
  } catch {
    throw new EnvelopeError('unusable sender public key')
  }
}

function toBytes(message: string, encoding: EnvelopeEncoding): Uint8Array {
  if (typeof message !== 'string' || message.length === 0) throw new EnvelopeError('empty message')
  try {
    return codec(encoding).decode(message)
  } catch {
    throw new EnvelopeError(`not ${encoding === 'base64' ? 'padded base64' : 'unpadded base64url'}`)
  }
}

const MIN_LENGTH: Record<EnvelopeType, number> = {
  0: 1 + IV_LENGTH + TAG_LENGTH,
  1: 1 + KEY_LENGTH + IV_LENGTH + TAG_LENGTH,
  2: 1,
}

function typeOf(bytes: Uint8Array): EnvelopeType {
  const type = bytes[0]
  if (type !== 0 && type !== 1 && type !== 2) throw new EnvelopeError(`unknown type ${type ?? '(none)'}`)
  if (bytes.length < MIN_LENGTH[type]) throw new EnvelopeError(`too short for type ${type}`)
  return type
}

function toPayload(plaintext: Uint8Array): unknown {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext)
  } catch {
    throw new EnvelopeError('plaintext is not UTF-8')
  }
  try {
    return parseJson(text)
  } catch {
    throw new EnvelopeError('plaintext is not JSON')
  }
}
