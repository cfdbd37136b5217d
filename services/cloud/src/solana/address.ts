import { getBase58Encoder } from '@solana/kit'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** base58 text to bytes; undefined when it is not base58. */
export function base58Bytes(text: string): Uint8Array | undefined {
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return undefined
  }
}

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to 32 bytes (an Ed25519 public
 * key or a program-derived address).
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true
 * isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isSolanaAddress(value: string): boolean {
  return BASE58.test(value) && base58Bytes(value)?.length === 32
}
