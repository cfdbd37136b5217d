import { base64 } from '@scure/base'
import { decodeMessageAddress } from './address.ts'
import { BitcoinMessageSigningError, UnsupportedBitcoinAddressError } from './errors.ts'
import { signBip137 } from './legacy.ts'
import type { BitcoinMessageNetwork } from './network.ts'
import { signBip322Witness } from './simple.ts'

/** What a message signer needs: the key, the address it owns, the text, and optionally the network. */
export interface SignBitcoinMessageParameters {
  /** 32-byte secp256k1 private key (the internal key for p2tr; the tweak is applied here). */
  privateKey: Uint8Array
  address: string
  message: string
  /** Inferred from the address prefix when omitted (bcrt1… is regtest). */
  network?: BitcoinMessageNetwork
}

function decodeForSigning(address: string, network: BitcoinMessageNetwork | undefined) {
  const decoded = decodeMessageAddress(address, network)
  if (!decoded) throw new BitcoinMessageSigningError(address, 'The address does not decode on this network.')
  return decoded
}

function signing<T>(address: string, sign: () => T | undefined): T {
  let result: T | undefined
  try {
    result = sign()
  } catch (cause) {
    throw new BitcoinMessageSigningError(address, 'The private key is not a valid secp256k1 key.', { cause })
  }
  if (result === undefined) {
    throw new BitcoinMessageSigningError(address, 'The private key does not own this address.')
  }
  return result
}

/**
 * Signs `message` for a p2wpkh, p2sh-p2wpkh or p2tr (key path, Schnorr) address with BIP-322's "simple"
 * format: the base64 of the virtual to_sign transaction's witness, what Sign-In with Bitcoin verifiers and
 * wallets such as Xverse and Leather exchange. Deterministic for ECDSA (RFC 6979).
 *
 * @example
 * import { signBip322Simple, verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
 * const signature = signBip322Simple({ privateKey, address: 'bcrt1q…', message: 'Sign in to Airlock' })
 * verifyBitcoinMessage({ address: 'bcrt1q…', message: 'Sign in to Airlock', signature }) // true
 */
export function signBip322Simple(parameters: SignBitcoinMessageParameters): string {
  const { privateKey, address, message, network } = parameters
  const decoded = decodeForSigning(address, network)
  if (decoded.type === 'pkh') {
    throw new UnsupportedBitcoinAddressError(address, 'p2pkh', {
      details: 'BIP-322 has no simple form for p2pkh; sign with signBip137Message.',
    })
  }
  return base64.encode(signing(address, () => signBip322Witness(decoded, message, privateKey)))
}

/**
 * Signs `message` the legacy way (Bitcoin Core's `signmessage`, BIP-137 headers): a 65-byte compact ECDSA
 * signature in base64 whose header says the address type (31–34 p2pkh, 35–38 p2sh-p2wpkh, 39–42 p2wpkh).
 * For wallets and tests that speak sats-connect's `protocol: 'ECDSA'`; taproot has no such form.
 *
 * @example
 * import { signBip137Message } from '@airlock/bitcoin/bip322'
 * const signature = signBip137Message({ privateKey, address: 'bc1q…', message: 'Hello' }) // 'J…='
 */
export function signBip137Message(parameters: SignBitcoinMessageParameters): string {
  const { privateKey, address, message, network } = parameters
  const decoded = decodeForSigning(address, network)
  if (decoded.type === 'tr') {
    throw new UnsupportedBitcoinAddressError(address, 'p2tr', {
      details: 'BIP-137 has no taproot form; sign with signBip322Simple.',
    })
  }
  return base64.encode(signing(address, () => signBip137(decoded, message, privateKey)))
}
