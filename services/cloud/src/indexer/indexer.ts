import type { FastifyBaseLogger } from 'fastify'
import type { ChainConfig } from '../context.ts'
import type { Db } from '../db/types.ts'
import { createIndexerClient } from './client.ts'
import { type ChainFollower, followChain } from './follow.ts'

export interface IndexerOptions {
  db: Db
  chains: Iterable<ChainConfig>
  log: FastifyBaseLogger
  /** Wait between polls for new blocks. Default 1000 ms. */
  pollMs?: number
  /** Blocks per database transaction. Default 50. */
  maxBlocksPerBatch?: number
}

export interface Indexer {
  /** Stops polling, cuts off node requests in flight, and waits for a batch being written. */
  stop(): Promise<void>
}

export const DEFAULT_INDEXER_POLL_MS = 1_000
const RPC_TIMEOUT_MS = 10_000
const MAX_RETRY_MS = 10_000

/** Indexes every configured chain into chain_transactions, transfers and tokens (see README "Indexer"). */
export function startIndexer(options: IndexerOptions): Indexer {
  const pollMs = options.pollMs ?? DEFAULT_INDEXER_POLL_MS
  // Aborting node requests on stop keeps close() fast when a node is slow; nothing is half written,
  // since a batch only reaches the database once fully read.
  const abort = new AbortController()
  // Only EVM nodes speak eth_getBlockByNumber and emit Transfer logs.
  const evmChains = [...options.chains].filter((chain) => chain.caipNetworkId.startsWith('eip155:'))
  const followers: ChainFollower[] = evmChains.map((chain) =>
    followChain({
      db: options.db,
      chain,
      client: createIndexerClient(chain, { timeoutMs: RPC_TIMEOUT_MS, signal: abort.signal }),
      log: options.log,
      pollMs,
      maxBlocksPerBatch: options.maxBlocksPerBatch ?? 50,
      maxRetryMs: Math.max(pollMs, MAX_RETRY_MS),
    }),
  )
  let stopping: Promise<void> | undefined
  return {
    stop() {
      stopping ??= (async () => {
        const stopped = Promise.all(followers.map((follower) => follower.stop()))
        abort.abort()
        await stopped
      })()
      return stopping
    },
  }
}
