import { createECDH } from 'node:crypto'
import { REGTEST_NETWORK } from '@airlock/bitcoin/bip322'
import * as btc from '@scure/btc-signer'

import type { BitcoinWalletAddress, BitcoinWalletNetwork } from './addresses.ts'

/** Address parameters of the networks the test wallet speaks (regtest: the Airlock Bitcoin test chain). */
export const bitcoinWalletNetworks = { regtest: REGTEST_NETWORK } as const satisfies Record<
  BitcoinWalletNetwork,
  unknown
>

/** The wallet's secp256k1 key and the two addresses it owns; held in Node only. */
export interface BitcoinKey {
  privateKey: Uint8Array
  network: typeof REGTEST_NETWORK
  payment: { address: string; script: Uint8Array; publicKey: Uint8Array }
  ordinals: { address: string; script: Uint8Array; publicKey: Uint8Array }
  addresses: BitcoinWalletAddress[]
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/**
 * The key of `privateKeyHex` (32 bytes, with or without 0x) and its p2wpkh (payment) and key-path p2tr
 * (ordinals) addresses, the layout of `testBitcoinAccounts`.
 */
export function bitcoinKeyFromHex(privateKeyHex: string, networkName: BitcoinWalletNetwork): BitcoinKey {
  const clean = privateKeyHex.startsWith('0x') ? privateKeyHex.slice(2) : privateKeyHex
  if (!/^[0-9a-fA-F]{64}$/.test(clean)) {
    throw new Error('TestBitcoinWallet: privateKeyHex must be a 32-byte secp256k1 key in hex.')
  }
  const network = bitcoinWalletNetworks[networkName]
  if (!network) throw new Error(`TestBitcoinWallet: network must be 'regtest', got ${networkName}.`)
  const privateKey = new Uint8Array(Buffer.from(clean, 'hex'))
  const ecdh = createECDH('secp256k1')
  ecdh.setPrivateKey(privateKey)
  const compressed = new Uint8Array(ecdh.getPublicKey(undefined, 'compressed'))
  const xOnly = compressed.slice(1)
  const wpkh = btc.p2wpkh(compressed, network)
  const tr = btc.p2tr(xOnly, undefined, network)
  const payment = { address: wpkh.address!, script: wpkh.script, publicKey: compressed }
  const ordinals = { address: tr.address!, script: tr.script, publicKey: xOnly }
  return {
    privateKey,
    network,
    payment,
    ordinals,
    addresses: [
      { ...view(payment), purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
      { ...view(ordinals), purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
    ],
  }
}

const view = (entry: { address: string; publicKey: Uint8Array }) => ({
  address: entry.address,
  publicKey: hex(entry.publicKey),
})
