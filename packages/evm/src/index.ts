export { addChainParams, createEvmAdapter, type EvmAdapterOptions } from './adapter.ts'
export { type DiscoveredConnector, LEGACY_INJECTED_ID, safeIcon, watchInjectedWallets } from './discovery.ts'
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from './eip1193.ts'
export { SIGNATURE_DECLINED, toWalletError, WalletError } from './errors.ts'
