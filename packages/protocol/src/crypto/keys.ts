import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha256'
import { randomBytes } from '@noble/hashes/utils'
import { bytesToHex, hexToBytes } from '../bytes.ts'

/** Hex strings throughout, because that is how keys travel in proposals and how they are stored. */
export interface X25519KeyPair {
  privateKey: string
  publicKey: string
}

export function generateKeyPair(): X25519KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(x25519.getPublicKey(privateKey)) }
}

export function publicKeyOf(privateKeyHex: string): string {
  return bytesToHex(x25519.getPublicKey(hexToBytes(privateKeyHex, 32, 'private key')))
}

/** symKey = HKDF-SHA256(X25519(priv, peerPub)) with empty salt and info, as the WalletConnect client does. */
export function deriveSymKey(privateKeyHex: string, peerPublicKeyHex: string): string {
  const shared = x25519.getSharedSecret(
    hexToBytes(privateKeyHex, 32, 'private key'),
    hexToBytes(peerPublicKeyHex, 32, 'peer public key'),
  )
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
}

/** A random 32-byte symmetric key, hex: what a pairing URI carries. */
export function generateSymKey(): string {
  return bytesToHex(randomBytes(32))
}

/**
 * Topic of a key: hex(SHA-256(raw key bytes)). Used for pairing and session topics (from the symKey)
 * and for the type-1 response topic (from the receiver's public key).
 */
export function topicOf(keyHex: string): string {
  return bytesToHex(sha256(hexToBytes(keyHex, 32, 'key')))
}
