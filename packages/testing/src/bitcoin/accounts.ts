import { hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { BITCOIN_TEST_CHAIN_NETWORK } from './network.ts'

/** A deterministic key of the Bitcoin test chain and its two addresses. */
export interface TestBitcoinAccount {
  /** 32-byte secp256k1 private key, hex without 0x: sha256('airlock-bitcoin-test-account-<i>'). */
  readonly privateKeyHex: string
  /** Compressed (33-byte) public key, hex. */
  readonly publicKeyHex: string
  /** Native segwit (p2wpkh) regtest address, bcrt1q…. */
  readonly address: string
  /** Taproot key-path (p2tr) regtest address, bcrt1p…, the same key as its internal key. */
  readonly taprootAddress: string
}

function account(index: number): TestBitcoinAccount {
  const privateKey = sha256(new TextEncoder().encode(`airlock-bitcoin-test-account-${index}`))
  const publicKey = pubECDSA(privateKey, true)
  return Object.freeze({
    privateKeyHex: hex.encode(privateKey),
    publicKeyHex: hex.encode(publicKey),
    address: p2wpkh(publicKey, BITCOIN_TEST_CHAIN_NETWORK).address!,
    taprootAddress: p2tr(pubSchnorr(privateKey), undefined, BITCOIN_TEST_CHAIN_NETWORK).address!,
  })
}

/**
 * The Bitcoin test chain's two test accounts. At start the chain pays account 0's p2wpkh address 1 BTC and
 * its taproot address 0.1 BTC, and mines them; account 1 starts empty (a receiver).
 *
 * @example
 * import { testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
 * const [payer, receiver] = testBitcoinAccounts
 */
export const testBitcoinAccounts: readonly TestBitcoinAccount[] = Object.freeze([account(0), account(1)])

/** What the chain credits at start: account 0's p2wpkh 1 BTC, its p2tr 0.1 BTC. */
export const TEST_ACCOUNT_FUNDING: readonly { address: string; sats: bigint }[] = Object.freeze([
  { address: testBitcoinAccounts[0]!.address, sats: 100_000_000n },
  { address: testBitcoinAccounts[0]!.taprootAddress, sats: 10_000_000n },
])
