/**
 * The EVM methods the gateway passes to a chain's node, by exact name: public chain reads, filters, and the
 * broadcast of a transaction the visitor's wallet already signed. The gateway is open to any page that knows
 * a project id, so node administration (hardhat_*, evm_*, debug_*, admin_*…), methods that make the node sign
 * with keys it holds (eth_sendTransaction, eth_sign, eth_signTypedData*, personal_*), the node's own accounts
 * (eth_coinbase) and anything unknown are refused. Exact names, never prefixes: `eth_sendTransaction ` with a
 * trailing space or `eth_SendTransaction` is not `eth_call`'s namespace sibling but a name no node should see.
 */
const EVM_GATEWAY_METHODS: ReadonlySet<string> = new Set([
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

/**
 * Methods the gateway answers itself without asking the node. A read-only gateway holds no accounts, so
 * eth_accounts is the empty list, as a public RPC answers it: the node's own unlocked accounts stay unknown.
 */
const EVM_GATEWAY_ANSWERS: ReadonlyMap<string, unknown> = new Map([['eth_accounts', []]])

/** How a gateway treats each JSON-RPC method of one kind of chain. */
export interface MethodPolicy {
  /** Sent to the node as they are. */
  forwards(method: string): boolean
  /** Answered by the gateway with this result, never sent to the node. */
  answers?: ReadonlyMap<string, unknown>
}

export function isMethodAllowed(method: string): boolean {
  return EVM_GATEWAY_METHODS.has(method)
}

export const EVM_METHOD_POLICY: MethodPolicy = { forwards: isMethodAllowed, answers: EVM_GATEWAY_ANSWERS }
