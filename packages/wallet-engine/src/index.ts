/**
 * `@airlock/testing/wallet-requests`: the browser-safe part of the WalletConnect wallet role, shared by the
 * reference web wallet (apps/wallet) and the Node test wallet (`createTestWalletConnectWallet`).
 */
export { ProviderRpcError } from '../errors.ts'
export { isLoopbackUrl } from '../loopbackUrl.ts'
export { RpcForwarder } from '../rpc.ts'
export {
  chainIdNumber,
  decodeMessageText,
  describeWalletRequest,
  estimateTransaction,
  handleWalletRequest,
  type JsonRpcErrorShape,
  needsApproval,
  type TransactionEstimate,
  toJsonRpcError,
  USER_REJECTED_REQUEST,
  WALLET_METHODS,
  type WalletRequestContext,
  type WalletRequestView,
} from './requests.ts'
export {
  approvedNamespacesFor,
  type NamespaceSupport,
  namespacesWithAccount,
  namespacesWithChain,
  sessionAddresses,
  sessionChains,
  type VerifyBadge,
  type VerifyStatus,
  verifyBadge,
} from './session.ts'
