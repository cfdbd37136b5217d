import { base64 } from '@scure/base'
import { decodeMessageAddress } from './address.ts'
import { verifyBip137 } from './legacy.ts'
import type { BitcoinMessageNetwork } from './network.ts'
import { verifyBip322Simple } from './simple.ts'

/** A signed message to check. */
export interface VerifyBitcoinMessageParameters {
  address: string
  message: string
  /** Base64: a BIP-322 simple witness, or a 65-byte BIP-137 compact signature. */
  signature: string
  /** Inferred from the address prefix when omitted; an address of another network does not verify. */
  network?: BitcoinMessageNetwork
}

/**
 * Whether `signature` is `address`'s signature of `message`: BIP-322 simple for p2wpkh, p2sh-p2wpkh and p2tr
 * (key path), or a legacy BIP-137 compact ECDSA signature (65 bytes, header 27–42) for p2pkh, p2sh-p2wpkh
 * and p2wpkh, whose recovered key must produce the address. Bad input (an undecodable address, another
 * network's address, garbage base64, a wrong message) is false, never an exception; only a valid address of
 * a type without a key-path signature (p2wsh, …) throws UnsupportedBitcoinAddressError.
 *
 * @example
 * import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
 * verifyBitcoinMessage({
 *   address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
 *   message: 'Hello World',
 *   signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
 * }) // true
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  const { address, message, signature, network } = parameters
  const decoded = decodeMessageAddress(address, network)
  if (!decoded || typeof message !== 'string' || typeof signature !== 'string') return false
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature.trim())
  } catch {
    return false
  }
  // A witness starts with its item count (1 or 2 here), so a 27–42 first byte on 65 bytes is BIP-137.
  const first = bytes[0]
  if (bytes.length === 65 && first !== undefined && first >= 27 && first <= 42) {
    return verifyBip137(decoded, message, bytes)
  }
  return verifyBip322Simple(decoded, message, bytes)
}
