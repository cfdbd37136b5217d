export {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinConnectResult,
  createBitcoinAdapter,
  type TypedBitcoinAccount,
} from './adapter.ts'
export {
  BitcoinWalletUnsupportedError,
  EsploraError,
  InsufficientBitcoinError,
  InvalidBitcoinAddressError,
  TransactionNotConfirmedError,
} from './errors.ts'
export type { BitcoinAccount, BitcoinAddressPurpose } from './wallet.ts'
