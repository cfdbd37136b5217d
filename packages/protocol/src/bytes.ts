import { bytesToHex } from '@noble/hashes/utils'

const HEX = /^(?:[0-9a-f]{2})*$/i

/**
 * Strict hex decoding for keys and topics: values come from peers and URIs, so a wrong length or a
 * stray character must fail loudly here rather than produce a different key further down.
 */
export function hexToBytes(hex: string, length: number, label: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length !== length * 2 || !HEX.test(hex)) {
    throw new Error(`${label} must be ${length * 2} hex characters`)
  }
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

export { bytesToHex }
