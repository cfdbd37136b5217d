import type { Hex } from 'viem'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 and ERC-721 share the event signature. */
export const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export interface TokenTransferLog {
  logIndex: number
  standard: 'erc20' | 'erc721'
  /** Lower case. */
  tokenAddress: string
  from: string
  to: string
  /** Raw units; 1 for erc721. */
  amount: bigint
  tokenId: bigint | null
}

/** The address in an indexed 32-byte topic, lower case. */
function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40).toLowerCase()}`
}

/**
 * The standard tells itself by where the third value sits: ERC-20 indexes from and to (3 topics, the amount
 * in data), ERC-721 also indexes the token id (4 topics, no data). Anything else with this signature is not a
 * token transfer we can read, and is skipped rather than guessed at.
 */
export interface RawLog {
  address: string
  topics: readonly Hex[]
  data: Hex
  logIndex: number | null
}

export function decodeTransferLog(log: RawLog) {
  const [signature, from, to, tokenId] = log.topics
  if (signature !== TRANSFER_TOPIC || !from || !to || log.logIndex === null) return undefined
  const base = {
    logIndex: log.logIndex,
    tokenAddress: log.address.toLowerCase(),
    from: topicAddress(from),
    to: topicAddress(to),
  }
  if (log.topics.length === 3 && log.data.length >= 66) {
    return { ...base, standard: 'erc20', amount: BigInt(log.data.slice(0, 66)), tokenId: null } as const
  }
  if (log.topics.length === 4 && tokenId) {
    return { ...base, standard: 'erc721', amount: 1n, tokenId: BigInt(tokenId) } as const
  }
  return undefined
}

export function decodeTransferLogs(logs: readonly RawLog[]): TokenTransferLog[] {
  return logs.flatMap((log) => decodeTransferLog(log) ?? [])
}
