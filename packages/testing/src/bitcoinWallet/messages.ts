import {
  bip137MessageHash,
  bip322MessageHash,
  signBip137Message,
  signBip322Simple,
} from '@airlock/bitcoin/bip322'
import { invalidParams } from '@airlock/wallet-engine'
import type { BitcoinKey } from './keys.ts'

export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA'

/** What sats-connect's signMessage answers. */
export interface SignedBitcoinMessage {
  /** base64: the BIP-322 simple witness, or the 65-byte BIP-137 compact signature. */
  signature: string
  /** hex of the hash that was signed (BIP-322 tagged hash, or BIP-137's double SHA-256). */
  messageHash: string
  address: string
  protocol: BitcoinMessageProtocol
}

/**
 * The protocol a request names (either case), else what Xverse defaults to: ECDSA for payment (p2wpkh)
 * addresses and BIP-322 for taproot.
 */
export function messageProtocol(value: unknown, key: BitcoinKey, address: string): BitcoinMessageProtocol {
  if (value === undefined || value === null) return address === key.payment.address ? 'ECDSA' : 'BIP322'
  const upper = String(value).toUpperCase()
  if (upper === 'BIP322' || upper === 'BIP-322') return 'BIP322'
  if (upper === 'ECDSA' || upper === 'BIP137' || upper === 'BIP-137') return 'ECDSA'
  throw invalidParams(`signMessage: unknown protocol ${JSON.stringify(value)}; use 'BIP322' or 'ECDSA'.`)
}

/** Signs `message` for one of the wallet's addresses. */
export function signBitcoinMessage(
  key: BitcoinKey,
  address: string,
  message: string,
  protocol: BitcoinMessageProtocol,
): SignedBitcoinMessage {
  const parameters = { privateKey: key.privateKey, address, message, network: key.network }
  if (protocol === 'ECDSA') {
    if (address !== key.payment.address) {
      throw invalidParams('signMessage: ECDSA (BIP-137) signatures have no taproot form; use BIP322.')
    }
    return {
      signature: signBip137Message(parameters),
      messageHash: Buffer.from(bip137MessageHash(message)).toString('hex'),
      address,
      protocol,
    }
  }
  return {
    signature: signBip322Simple(parameters),
    messageHash: Buffer.from(bip322MessageHash(message)).toString('hex'),
    address,
    protocol,
  }
}
