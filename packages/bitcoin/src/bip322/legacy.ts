import { OutScript, p2sh, p2wpkh } from '@scure/btc-signer'
import { CompactSize } from '@scure/btc-signer/script.js'
import { hash160, pubECDSA, sha256x2 } from '@scure/btc-signer/utils.js'
import { type DecodedAddress, sameBytes } from './address.ts'
import { recoverPublicKey, signRecoverable } from './ecc.ts'

const utf8 = new TextEncoder()
const MAGIC = utf8.encode('\x18Bitcoin Signed Message:\n')

/**
 * The hash legacy (BIP-137 / `signmessage`) signatures sign: sha256d(magic ‖ varint(len) ‖ message).
 *
 * @example
 * const hash = bip137MessageHash('Hello World') // 32 bytes, what the compact signature signs
 */
export function bip137MessageHash(message: string): Uint8Array {
  const body = utf8.encode(message)
  return sha256x2(MAGIC, CompactSize.encode(BigInt(body.length)), body)
}

/** The output script `publicKey` would have as an address of `type`, or undefined when it cannot. */
function scriptFor(type: DecodedAddress['type'], publicKey: Uint8Array): Uint8Array | undefined {
  const compressed = publicKey.length === 33
  if (type === 'pkh') return OutScript.encode({ type: 'pkh', hash: hash160(publicKey) })
  // Segwit outputs commit to compressed keys only.
  if (!compressed) return undefined
  if (type === 'wpkh') return p2wpkh(publicKey).script
  if (type === 'sh') return p2sh(p2wpkh(publicKey)).script
  return undefined
}

/**
 * Checks a 65-byte BIP-137 signature: header 27–30 (uncompressed p2pkh), 31–34 (compressed p2pkh),
 * 35–38 (p2sh-p2wpkh), 39–42 (p2wpkh). Wallets disagree on which header they use for segwit addresses
 * (many sign with 31–34), so the header only says how to recover and whether the key is compressed; the
 * recovered key must produce the address's own script.
 */
export function verifyBip137(address: DecodedAddress, message: string, signature: Uint8Array): boolean {
  const header = signature[0]
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
  const compressed = header >= 31
  const publicKey = recoverPublicKey(
    signature.subarray(1),
    (header - 27) & 3,
    bip137MessageHash(message),
    compressed,
  )
  if (!publicKey) return false
  const script = scriptFor(address.type, publicKey)
  return script !== undefined && sameBytes(script, address.script)
}

/** A BIP-137 signature by `privateKey` (compressed key), its header chosen for the address's type. */
export function signBip137(
  address: DecodedAddress,
  message: string,
  privateKey: Uint8Array,
): Uint8Array | undefined {
  const publicKey = pubECDSA(privateKey, true)
  const script = scriptFor(address.type, publicKey)
  if (!script || !sameBytes(script, address.script)) return undefined
  const base = address.type === 'pkh' ? 31 : address.type === 'sh' ? 35 : 39
  const { compact, recovery } = signRecoverable(bip137MessageHash(message), privateKey)
  const out = new Uint8Array(65)
  out[0] = base + recovery
  out.set(compact, 1)
  return out
}
