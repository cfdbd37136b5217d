/*
 * The secp256k1 primitives the message helpers need beyond what @scure/btc-signer exports (it signs, but
 * has no ECDSA/Schnorr verification and no public-key recovery). @noble/curves v2, which btc-signer
 * bundles, is nested under btc-signer and not resolvable from this package, so this uses the workspace's
 * @noble/curves 1.x (the API below is the same idea: hash in, no prehashing).
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'

/** ECDSA verification of a DER signature over a 32-byte sighash; high-S accepted (messages, not relay). */
export function verifyEcdsaDer(der: Uint8Array, hash: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return secp256k1.verify(der, hash, publicKey, { lowS: false, prehash: false, format: 'der' })
  } catch {
    return false
  }
}

/** BIP-340 Schnorr verification against an x-only key. */
export function verifySchnorr(signature: Uint8Array, hash: Uint8Array, xOnlyKey: Uint8Array): boolean {
  try {
    return schnorr.verify(signature, hash, xOnlyKey)
  } catch {
    return false
  }
}

/** The public key that made a 64-byte compact (r, s) signature with recovery id `recovery`, or undefined. */
export function recoverPublicKey(
  compact: Uint8Array,
  recovery: number,
  hash: Uint8Array,
  compressed: boolean,
): Uint8Array | undefined {
  try {
    const point = secp256k1.Signature.fromCompact(compact).addRecoveryBit(recovery).recoverPublicKey(hash)
    return point.toRawBytes(compressed)
  } catch {
    return undefined
  }
}

/** A low-S compact ECDSA signature with its recovery id (RFC 6979 nonces: deterministic). */
export function signRecoverable(
  hash: Uint8Array,
  privateKey: Uint8Array,
): { compact: Uint8Array; recovery: number } {
  const signature = secp256k1.sign(hash, privateKey, { lowS: true, prehash: false })
  return { compact: signature.toCompactRawBytes(), recovery: signature.recovery }
}
