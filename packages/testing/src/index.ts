// The chain and error shapes come from the request engine this wallet shares with the reference wallet.
export type {
  NativeCurrency,
  SerializedProviderRpcError,
  WalletChain as TestWalletChain,
} from '@airlock/wallet-engine'
export type { AccountRef } from './accounts.ts'
export { launchChromium } from './chromium.ts'
export type { TestWalletEventName, TestWalletEvents, TestWalletListener } from './emitter.ts'
export { type InstalledTestWallet, type InstallTestWalletOptions, installTestWallet } from './inject.ts'
export { freeLoopbackPort } from './loopback.ts'
export type { PageNames } from './page-script.ts'
export type { SettleOptions } from './pending.ts'
export { type Policy, type PolicyOptions, type PromptedMethod, promptedMethods } from './policy.ts'
export type { RequestOutcome, RequestRecord, WaitForRequestOptions } from './request-log.ts'
export type { RequestArguments, RequestContext } from './requestArguments.ts'
export type { RoleChange, RoleChangeListener, RoleRequest, TestWalletRole } from './roles/role.ts'
export {
  createTestWallet,
  type Eip6963ProviderInfo,
  TestWallet,
  type TestWalletOptions,
} from './wallet.ts'
export {
  createTestWalletConnectWallet,
  TestWalletConnectWallet,
  type TestWalletConnectWalletOptions,
  type WaitOptions,
  type WalletConnectPromptedMethod,
  type WalletConnectProposal,
  type WalletConnectRequest,
  walletConnectPromptedMethods,
} from './walletconnect/wallet.ts'
