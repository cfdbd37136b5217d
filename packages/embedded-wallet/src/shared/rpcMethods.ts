/**
 * The RPC allow-list (apps/docs/pages/reference/embedded-wallet.md#approvals). Safe methods read the chain
 * (or send an already signed transaction) and go straight to the cloud's RPC gateway; unsafe ones sign with
 * the visitor's key and wait for a click on Approve inside the frame; anything else is refused with
 * NOT_ALLOWED_MESSAGE before it is sent anywhere.
 */

/** Methods that go straight to the cloud's RPC gateway, with no prompt. */
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
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
])

/** Methods that sign with the visitor's key: each waits for a click on Approve inside the frame. */
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

/** What a method on neither list is refused with; the kit shows 'Action not allowed'. */
export const NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

const safe = new Set(SAFE_RPC_METHODS)
const unsafe = new Set(UNSAFE_RPC_METHODS)

export type RpcMethodKind = 'safe' | 'unsafe' | 'not-allowed'

export function rpcMethodKind(method: string): RpcMethodKind {
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'not-allowed'
}
