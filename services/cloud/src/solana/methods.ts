/**
 * What the RPC gateway passes to a Solana node: the public reads and the two calls that carry a transaction
 * the visitor's wallet signed (sendTransaction, simulateTransaction). The gateway is open to any page that
 * knows a project id, so requestAirdrop (free SOL on test clusters, a faucet anyone could drain) and anything
 * not listed (node administration, unknown methods) are refused.
 */
const SOLANA_GATEWAY_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockCommitment',
  'getBlockHeight',
  'getBlockProduction',
  'getBlockTime',
  'getBlocks',
  'getBlocksWithLimit',
  'getClusterNodes',
  'getEpochInfo',
  'getEpochSchedule',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getHighestSnapshotSlot',
  'getIdentity',
  'getInflationGovernor',
  'getInflationRate',
  'getInflationReward',
  'getLatestBlockhash',
  'getLeaderSchedule',
  'getMaxRetransmitSlot',
  'getMaxShredInsertSlot',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getProgramAccounts',
  'getRecentPerformanceSamples',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getSlotLeader',
  'getSlotLeaders',
  'getStakeMinimumDelegation',
  'getSupply',
  'getTokenAccountBalance',
  'getTokenAccountsByDelegate',
  'getTokenAccountsByOwner',
  'getTokenLargestAccounts',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'getVoteAccounts',
  'isBlockhashValid',
  'minimumLedgerSlot',
  'sendTransaction',
  'simulateTransaction',
])

/**
 * Whether the gateway forwards `method` to a Solana node.
 *
 * @example
 * isSolanaMethodAllowed('getBalance') // true
 * isSolanaMethodAllowed('requestAirdrop') // false
 */
export function isSolanaMethodAllowed(method: string): boolean {
  return SOLANA_GATEWAY_METHODS.has(method)
}
