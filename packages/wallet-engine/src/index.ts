/**
 * `@airlock/wallet-engine`: what an EVM wallet does with a dapp's requests, and the Esplora reads a Bitcoin
 * wallet pays with, browser-safe (viem and `@airlock/protocol`, no Node imports). The reference web wallet (apps/wallet) and the test wallet
 * (`@airlock/testing`) both answer with it, so a dapp sees the same signatures, transactions and errors from
 * either.
 */

export {
  forwardableUrl,
  type NativeCurrency,
  normalizeChain,
  parseAddChainParams,
  parseChainIdHex,
  toChainIdHex,
  type WalletChain,
} from './chains.ts'
export {
  chainDisconnected,
  disconnected,
  internalError,
  invalidParams,
  invalidRequest,
  ProviderRpcError,
  type SerializedProviderRpcError,
  toProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './errors.ts'
export { EsploraClient, type EsploraUtxo } from './esplora.ts'
export { isLoopbackUrl } from './loopbackUrl.ts'
export { forwardedMethods, RpcForwarder } from './rpc.ts'
export {
  type FindAccount,
  type PersonalSignRequest,
  parsePersonalSign,
  parseTypedDataSign,
  personalSign,
  signTypedData,
  type TypedDataSignRequest,
} from './signing.ts'
export {
  type NodeRequest,
  parseTransaction,
  sendTransaction,
  type TransactionRequest,
} from './transactions.ts'
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
} from './walletconnect/requests.ts'
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
} from './walletconnect/session.ts'
