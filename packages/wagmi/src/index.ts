export { createWagmiAdapter, type WagmiAdapter, type WagmiAdapterOptions } from './adapter.ts'
export { WagmiConnectorNotFoundError } from './errors.ts'
export { airlockWalletConnect } from './walletConnectConnector.ts'
