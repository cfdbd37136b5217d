export { createWagmiAdapter, type WagmiAdapter, type WagmiAdapterOptions } from './adapter.ts'
export { WagmiConnectorNotFoundError } from './errors.ts'
export { AIRLOCK_WALLET_CONNECT_ID, airlockWalletConnect } from './walletConnectConnector.ts'
