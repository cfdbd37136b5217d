import { ed25519 } from '@noble/curves/ed25519'
import { base58Bytes } from '../solana/address.ts'

/** A 64-byte Ed25519 signature from its text: base58 (Solana's form, WalletConnect's too) or base64. */
export function solanaSignatureBytes(signature: string): Uint8Array | undefined {
  const text = signature.trim()
  if (/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(text)) {
    const bytes = base58Bytes(text)
    if (bytes?.length === 64) return bytes
  }
  if (/^[A-Za-z0-9+/]{86}==$/.test(text)) return new Uint8Array(Buffer.from(text, 'base64'))
  return undefined
}

/**
 * Whether `signature` is the Ed25519 signature of the message's UTF-8 bytes by the key the Solana address is
 * (solana:signMessage and solana_signMessage sign exactly those bytes). Bad input is false, never an exception.
 *
 * @example
 * verifySolanaMessage({ address, message, signature: base58Signature }) // true
 */
export function verifySolanaMessage(input: { address: string; message: string; signature: string }): boolean {
  const publicKey = base58Bytes(input.address)
  const signature = solanaSignatureBytes(input.signature)
  if (publicKey?.length !== 32 || !signature) return false
  try {
    return ed25519.verify(signature, new TextEncoder().encode(input.message), publicKey)
  } catch {
    return false
  }
}
