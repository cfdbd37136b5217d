export type { AccountRef } from './accounts.ts'
export {
  defaultNativeCurrency,
  type NativeCurrency,
  type TestWalletChain,
  toChainIdHex,
} from './chains.ts'
export { chromiumArgs, launchChromium, resolveChromiumPath } from './chromium.ts'
export type { TestWalletEventName, TestWalletEvents, TestWalletListener } from './emitter.ts'
export { ProviderRpcError, type SerializedProviderRpcError } from './errors.ts'
export { type InstalledTestWallet, type InstallTestWalletOptions, installTestWallet } from './inject.ts'
export { freeLoopbackPort, isLoopbackUrl } from './loopback.ts'
export type { PageNames } from './page-script.ts'
export type { SettleOptions } from './pending.ts'
export type { Permission } from './permissions.ts'
export { type Policy, type PolicyOptions, type PromptedMethod, promptedMethods } from './policy.ts'
export type { RequestOutcome, RequestRecord, WaitForRequestOptions } from './request-log.ts'
export type { RoleChange, RoleChangeListener, RoleRequest, TestWalletRole } from './roles/role.ts'
export { forwardedMethods } from './rpc.ts'
export {
  createTestWallet,
  type Eip6963ProviderInfo,
  type RequestArguments,
  type RequestContext,
  TestWallet,
  type TestWalletOptions,
} from './wallet.ts'
export {
  approvedNamespacesFor,
  describeWalletRequest,
  handleWalletRequest,
  USER_REJECTED_REQUEST,
  type VerifyBadge,
  type VerifyStatus,
  verifyBadge,
  WALLET_EVENTS,
  WALLET_METHODS,
  type WalletRequestContext,
  type WalletRequestView,
} from './walletconnect/shared.ts'
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
