export {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinConnectResult,
  createBitcoinAdapter,
  type TypedBitcoinAccount,
} from './adapter.ts'
export {
  BITCOIN_CHAINS,
  type BitcoinChain,
  type BitcoinNetworkParams,
  bitcoinChainOf,
  fromWalletStandardChain,
  toWalletStandardChain,
} from './chains.ts'
export { type DiscoveredBitcoinConnector, watchBitcoinWallets } from './discovery.ts'
export {
  BitcoinWalletUnsupportedError,
  EsploraError,
  InsufficientBitcoinError,
  InvalidBitcoinAddressError,
  TransactionNotConfirmedError,
} from './errors.ts'
export { createEsploraClient, type EsploraClient, type EsploraUtxo, esploraUrlOf } from './esplora.ts'
export type { SatsConnectProvider, SatsConnectProviderInfo } from './satsConnect.ts'
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  BitcoinWallet,
  BitcoinWalletEvents,
  PsbtSigningInput,
} from './wallet.ts'
export type { Bip122SessionProvider } from './walletConnect.ts'
