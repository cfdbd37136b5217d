/**
 * The Airlock Bitcoin TEST chain (`@airlock/testing/bitcoin-chain`): an Esplora-compatible HTTP API over an
 * in-process ledger with regtest addresses, for tests and the local demo. Not a Bitcoin node.
 */
export { type TestBitcoinAccount, testBitcoinAccounts } from './accounts.ts'
export { type BitcoinTestChain, type BitcoinTestChainOptions, startBitcoinTestChain } from './chain.ts'
export {
  BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID,
  BITCOIN_TEST_CHAIN_NETWORK,
  type BitcoinTestChainNetwork,
} from './network.ts'
export { TransactionRejectedError } from './rejection.ts'
