/**
 * Methods the embedded wallet answers without asking the visitor
 * (apps/docs/pages/reference/embedded-wallet.md#approvals): the node's reads (eth_accounts, eth_call,
 * eth_getBalance, eth_chainId, eth_getLogs and the rest), wallet_getCapabilities, wallet_getAssets, and
 * eth_sendRawTransaction, whose transaction is already signed.
 */
export const SAFE_RPC_METHODS: readonly string[] = Object.freeze([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
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
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'solana_getAccounts',
  'solana_requestAccounts',
])

/** Methods that sign or spend: the visitor approves each in the embedded wallet's ApproveTransaction view. */
export const UNSAFE_RPC_METHODS: readonly string[] = Object.freeze([
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

/** How the embedded wallet treats a method: answered, shown for approval first, or refused. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'refused'

/**
 * A request not on either list is refused ('Requested RPC call is not allowed');
 * unsafe ones open ApproveTransaction.
 *
 * @example
 * rpcMethodKind('eth_getBalance') // 'safe'
 * rpcMethodKind('personal_sign') // 'unsafe'
 * rpcMethodKind('debug_traceTransaction') // 'refused'
 */
export function rpcMethodKind(method: string): RpcMethodKind {
  if (SAFE_RPC_METHODS.includes(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.includes(method)) return 'unsafe'
  return 'refused'
}
