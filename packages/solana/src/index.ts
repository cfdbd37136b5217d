export { createSolanaAdapter, type SolanaAdapterOptions } from './adapter.ts'
export type { WalletRegistry } from './discovery.ts'
export {
  InvalidSolanaAddressError,
  RentExemptionError,
  SolanaRpcError,
  SolanaTokenError,
  TransactionConfirmationTimeoutError,
} from './rpcErrors.ts'
