import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410), so node:crypto can load it without other libraries. */
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')

/** A Solana keypair held in Node: the private key never leaves this process. */
export interface SolanaKey {
  /** Base58 address (the public key). */
  address: string
  publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

/**
 * The keypair of a 32-byte Ed25519 seed given as hex (with or without 0x), the form `devnetSolanaAccounts`
 * and `createKeyPairFromPrivateKeyBytes` use.
 */
export function solanaKeyFromSeed(seedHex: string): SolanaKey {
  const hex = seedHex.startsWith('0x') ? seedHex.slice(2) : seedHex
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error('TestSolanaWallet: seedHex must be a 32-byte Ed25519 seed in hex.')
  }
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, Buffer.from(hex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32))
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}
