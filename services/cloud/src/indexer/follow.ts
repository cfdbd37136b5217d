import type { FastifyBaseLogger } from 'fastify'
import { BaseError, BlockNotFoundError, type PublicClient } from 'viem'
import type { ChainConfig } from '../chains/config.ts'
import type { Db } from '../db/types.ts'
import { errorMessage } from '../errors.ts'
import { createInternalTransferTracer, type InternalTransferTracer } from './internalTransfers/tracer.ts'
import type { Lease } from './lease.ts'
import { readBlockRange } from './readBlocks.ts'
import { loadPosition, type NewToken, resetChain, unknownTokens, writeRange } from './store.ts'
import { readTokenMetadata } from './tokenMetadata.ts'

export interface FollowOptions {
  db: Db
  chain: ChainConfig
  client: PublicClient
  log: FastifyBaseLogger
  /** Wait between polls once caught up with the node. */
  pollMs: number
  /** Blocks per database transaction. */
  maxBlocksPerBatch: number
  /** Longest wait between retries while the node or the database fails. */
  maxRetryMs: number
  /** The lease this instance indexes under: every write checks it is still the running one. */
  lease: Lease
}

export interface ChainFollower {
  /** No new poll starts; resolves once the one running (if any) has finished. */
  stop(): Promise<void>
}

/** Why a chain must be read again from block 0, or undefined when the stored blocks are still the chain's. */
async function divergence(client: PublicClient, nextBlock: bigint, lastHash: string | null, head: bigint) {
  if (nextBlock === 0n || lastHash === null || head >= nextBlock) return undefined
  if (head < nextBlock - 1n) return `the node's head ${head} is below the indexed block ${nextBlock - 1n}`
  try {
    const block = await client.getBlock({ blockNumber: head })
    return block.hash === lastHash ? undefined : `block ${head} changed`
  } catch (error) {
    if (error instanceof BaseError && error.walk((cause) => cause instanceof BlockNotFoundError)) {
      return `block ${head} is gone`
    }
    throw error
  }
}

/**
 * One pass: reads the next blocks up to the node's head (at most maxBlocksPerBatch) and commits them.
 * Returns true when more blocks are waiting.
 */
async function indexNextBlocks(options: FollowOptions, tracer: InternalTransferTracer): Promise<boolean> {
  const { db, chain, client, log, lease } = options
  const chainId = chain.caipNetworkId
  const position = await loadPosition(db, chainId)
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const gone = await divergence(client, position.nextBlock, position.lastBlockHash, head)
  if (gone) {
    log.warn({ chain: chainId, reason: gone }, 'indexer: the chain changed under the index, reading it again')
    return resetChain(db, chainId, lease)
  }
  if (head < position.nextBlock) return false

  const batchEnd = position.nextBlock + BigInt(options.maxBlocksPerBatch) - 1n
  const to = head < batchEnd ? head : batchEnd
  const range = await readBlockRange(client, position.nextBlock, to, tracer)
  if (position.lastBlockHash !== null && range.parentHash !== position.lastBlockHash) {
    log.warn(
      { chain: chainId, block: position.nextBlock.toString() },
      'indexer: chain reorganised, reading it again',
    )
    return resetChain(db, chainId, lease)
  }

  const missing = await unknownTokens(db, chainId, [...range.tokens.keys()])
  const tokens: NewToken[] = await Promise.all(
    missing.map(async (address) => {
      const { standard, firstBlock } = range.tokens.get(address)!
      const metadata = await readTokenMetadata(client, address as `0x${string}`, standard)
      return { address, standard, firstBlock, ...metadata }
    }),
  )
  const written = await writeRange(db, chainId, range, tokens, lease)
  // The lease was taken over (this follower is about to be stopped) or the position moved: wait a poll
  // rather than read the same blocks again at once.
  if (!written) return false
  log.debug(
    {
      chain: chainId,
      from: range.from.toString(),
      to: to.toString(),
      transactions: range.transactions.length,
    },
    'indexer: blocks indexed',
  )
  return to < head
}

/** Follows one chain until stopped: polls, catches up in batches, and outlives a node that is down. */
export function followChain(options: FollowOptions): ChainFollower {
  const { chain, log } = options
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let failures = 0
  // One per chain: it finds out once what the node can trace.
  const tracer = createInternalTransferTracer(options.client, {
    onKind(kind) {
      if (kind === 'none') {
        log.warn(
          { chain: chain.caipNetworkId },
          'indexer: the node has no debug_traceTransaction: ether sent by contracts is not indexed',
        )
      } else log.info({ chain: chain.caipNetworkId, tracer: kind }, 'indexer: tracing internal transfers')
    },
    onSkip(hash, reason) {
      log.warn(
        { chain: chain.caipNetworkId, tx: hash, reason },
        'indexer: transaction too big to trace: ether contracts sent in it is not indexed',
      )
    },
  })

  const schedule = (delayMs: number) => {
    if (!stopped) timer = setTimeout(poll, delayMs)
  }
  const poll = () => {
    running = (async () => {
      let delayMs = options.pollMs
      try {
        const more = await indexNextBlocks(options, tracer)
        if (failures > 0) log.info({ chain: chain.caipNetworkId }, 'indexer: reading the chain again')
        failures = 0
        if (more) delayMs = 0
      } catch (error) {
        if (stopped) return
        failures += 1
        delayMs = Math.min(options.pollMs * 2 ** failures, options.maxRetryMs)
        // One warning per outage; the retries in between would flood the log at a 1 s poll.
        const level = failures === 1 ? 'warn' : 'debug'
        const message = error instanceof BaseError ? error.shortMessage : errorMessage(error)
        log[level]({ chain: chain.caipNetworkId, err: message, retryInMs: delayMs }, 'indexer: cannot index')
      } finally {
        running = undefined
        schedule(delayMs)
      }
    })()
  }
  schedule(0)

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
