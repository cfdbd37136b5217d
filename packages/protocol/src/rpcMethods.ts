/**
 * Which EVM JSON-RPC methods go where (@airlock/protocol/rpc-methods), declared once for every place that
 * passes a dapp's request on: the cloud's RPC gateway, the embedded wallet (its provider in the page, the kit's
 * gate in front of it, its frame) and the reference wallet's engine. Names match exactly, never by prefix:
 * `eth_sendTransaction ` with a trailing space or `eth_SendTransaction` is a name no node should see.
 */

/**
 * What anyone may ask an EVM node: public chain reads, filters, and the broadcast of a transaction a wallet
 * already signed. Nothing here makes the node sign with keys it holds (eth_sendTransaction, eth_sign,
 * eth_signTypedData*, personal_*), names its own accounts (eth_accounts, eth_coinbase) or runs its
 * administration (hardhat_*, evm_*, debug_*, admin_*): the cloud's gateway is open to any page that knows a
 * project id, and a development node holds unlocked keys. The gateway forwards exactly these; a wallet sends
 * them on to its chain's node unchanged.
 */
export const EVM_NODE_METHODS: readonly string[] = Object.freeze([
  'web3_clientVersion',
  'web3_sha3',
  'net_listening',
  'net_peerCount',
  'net_version',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
])

/** The ERC-4337 bundler's reads: answered by a bundler, not a node; they sign and spend nothing. */
export const ERC4337_BUNDLER_METHODS: readonly string[] = Object.freeze([
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
])

/**
 * The methods the embedded wallet answers without asking the visitor
 * (apps/docs/pages/reference/embedded-wallet.md#approvals): every node read above, which its frame sends to
 * the cloud's gateway; the account, chain and capabilities the frame answers itself; wallet_getAssets
 * (EIP-7811; the frame announces no asset discovery, so the gateway answers it as unsupported); and the
 * ERC-4337 bundler's reads, which go to the cloud's bundler on a smart-account chain.
 */
export const EMBEDDED_SAFE_RPC_METHODS: readonly string[] = Object.freeze([
  ...EVM_NODE_METHODS,
  'eth_accounts',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  ...ERC4337_BUNDLER_METHODS,
])

/**
 * The methods that sign or spend with the visitor's key: each is described on the frame's own card and waits
 * for the visitor's Approve there (the kit shows ApproveTransaction meanwhile).
 */
export const EMBEDDED_UNSAFE_RPC_METHODS: readonly string[] = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/** What a method on neither embedded list is refused with; the kit shows it as 'Action not allowed'. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/** How the embedded wallet treats a method: answered, shown for approval first, or refused before it is sent. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'not-allowed'

const safe: ReadonlySet<string> = new Set(EMBEDDED_SAFE_RPC_METHODS)
const unsafe: ReadonlySet<string> = new Set(EMBEDDED_UNSAFE_RPC_METHODS)

/**
 * A method on neither embedded list is refused with RPC_NOT_ALLOWED_MESSAGE before it leaves the page.
 *
 * @example
 * embeddedRpcMethodKind('eth_getBalance') // 'safe'
 * embeddedRpcMethodKind('personal_sign') // 'unsafe'
 * embeddedRpcMethodKind('debug_traceTransaction') // 'not-allowed'
 */
export function embeddedRpcMethodKind(method: string): RpcMethodKind {
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'not-allowed'
}
