import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex } from '../bytes.ts'

/**
 * sha256 (64 lower-case hex) of a text's UTF-8 bytes, as the official client's hashMessage: the attestation
 * id of an envelope (its base64 text) and the lookup id of a payload (its JSON text).
 */
export function hashMessage(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(text)))
}
