export { createSolanaAdapter, type SolanaAdapterOptions } from './adapter.ts'
export { fromWalletStandardChain, toWalletStandardChain } from './chains.ts'
export { type DiscoveredWallet, safeIcon, type WalletRegistry, watchSolanaWallets } from './discovery.ts'
export { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './encoding.ts'
export { toSolanaWalletError } from './errors.ts'
export {
  InvalidSolanaAddressError,
  RentExemptionError,
  SolanaRpcError,
  SolanaTokenError,
  TransactionConfirmationTimeoutError,
} from './rpcErrors.ts'
export { isSolanaWallet } from './standard.ts'
