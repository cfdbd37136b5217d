export { addChainParams, createEvmAdapter, type EvmAdapterOptions } from './adapter.ts'
export { safeIcon } from './discovery.ts'
export { SIGNATURE_DECLINED, toWalletError } from './errors.ts'
