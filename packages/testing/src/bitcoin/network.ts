/**
 * The Airlock Bitcoin TEST chain reuses regtest's address format (bcrt1…, base58 versions 0x6f / 0xc4) and
 * regtest's genesis block, so its CAIP-2 id is the regtest genesis reference. It is not a Bitcoin node: it
 * is an in-process ledger behind an Esplora-compatible HTTP API, for tests and the local demo only.
 *
 * @example
 * p2wpkh(publicKey, BITCOIN_TEST_CHAIN_NETWORK).address // 'bcrt1q…'
 */
export const BITCOIN_TEST_CHAIN_NETWORK = Object.freeze({
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}) as { readonly bech32: 'bcrt'; readonly pubKeyHash: 0x6f; readonly scriptHash: 0xc4; readonly wif: 0xef }

/** Address parameters of the test chain (regtest's), in @scure/btc-signer's shape. */
export type BitcoinTestChainNetwork = typeof BITCOIN_TEST_CHAIN_NETWORK

/**
 * CAIP-2 id of the test chain: bip122 + the first 32 hex characters of regtest's genesis block hash.
 *
 * @example
 * airlock.switchNetwork(BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID)
 */
export const BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** Regtest's genesis block header fields; block 0 of the test chain is this block. */
export const REGTEST_GENESIS = Object.freeze({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  version: 1,
  time: 1296688602,
  bits: 0x207fffff,
  nonce: 2,
})

/** Default port of the test chain's Esplora API (the devnet's Hardhat node is 8545, Solana 8899). */
export const BITCOIN_TEST_CHAIN_PORT = 8791
