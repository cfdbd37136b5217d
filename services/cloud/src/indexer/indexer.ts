import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { FastifyBaseLogger } from 'fastify'
import type { ChainConfig } from '../chains/config.ts'
import type { Db } from '../db/types.ts'
import { errorMessage } from '../errors.ts'
import { createIndexerClient } from './client.ts'
import { followChain } from './follow.ts'
import { acquireLease, INDEXER_LEASE, type Lease, releaseLease } from './lease.ts'

export interface IndexerOptions {
  db: Db
  chains: Iterable<ChainConfig>
  log: FastifyBaseLogger
  /** Wait between polls for new blocks. Default 1000 ms. */
  pollMs?: number
  /** Blocks per database transaction. Default 50. */
  maxBlocksPerBatch?: number
  /**
   * How long the lease lasts unrenewed: how soon another instance takes over after this one dies. Renewed
   * every third of it. Default 15 000 ms.
   */
  leaseMs?: number
}

export interface Indexer {
  /** This start's instance id: the lease's holder while this instance runs the indexer. */
  readonly holder: string
  /** True while this instance holds the lease and follows the chains. */
  leading(): boolean
  /**
   * Stops polling, cuts off node requests in flight, waits for a batch being written, then gives the lease
   * up so another instance takes over at once.
   */
  stop(): Promise<void>
}

export const DEFAULT_INDEXER_POLL_MS = 1_000
export const DEFAULT_INDEXER_LEASE_MS = 15_000
const RPC_TIMEOUT_MS = 10_000
const MAX_RETRY_MS = 10_000

/** The followers of one tenure of the lease. */
interface Term {
  lease: Lease
  stop(): Promise<void>
}

/**
 * Indexes every configured chain into chain_transactions, transfers and tokens (see README "Indexer"), on
 * one instance at a time: each instance tries to take the indexer lease every leaseMs / 3; the holder follows
 * the chains and renews it, and stops following the moment it finds the lease gone (every write is fenced by
 * it as well, see store.ts writeRange).
 *
 * @example
 * const indexer = startIndexer({ db, chains: config.chains, log: app.log })
 * // ... on shutdown, while the database is still open:
 * await indexer.stop()
 */
export function startIndexer(options: IndexerOptions): Indexer {
  const { db, log } = options
  const pollMs = options.pollMs ?? DEFAULT_INDEXER_POLL_MS
  const leaseMs = options.leaseMs ?? DEFAULT_INDEXER_LEASE_MS
  // A lease of 0 would renew in a busy loop; NaN would never renew.
  if (!(leaseMs > 0 && Number.isFinite(leaseMs)))
    throw new RangeError(`leaseMs must be a positive number: ${leaseMs}`)
  const holder = randomUUID()
  // Only EVM nodes speak eth_getBlockByNumber and emit Transfer logs.
  const evmChains = [...options.chains].filter((chain) => chain.caipNetworkId.startsWith('eip155:'))

  const startTerm = (lease: Lease): Term => {
    // Aborting node requests on stop keeps close() and a handover fast when a node is slow; nothing is half
    // written, since a batch only reaches the database once fully read.
    const abort = new AbortController()
    const followers = evmChains.map((chain) =>
      followChain({
        db,
        chain,
        client: createIndexerClient(chain, { timeoutMs: RPC_TIMEOUT_MS, signal: abort.signal }),
        log,
        pollMs,
        maxBlocksPerBatch: options.maxBlocksPerBatch ?? 50,
        maxRetryMs: Math.max(pollMs, MAX_RETRY_MS),
        lease,
      }),
    )
    return {
      lease,
      async stop() {
        const stopped = Promise.all(followers.map((follower) => follower.stop()))
        abort.abort()
        await stopped
      },
    }
  }

  let term: Term | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let ticking: Promise<void> | undefined
  let failures = 0
  // Local monotonic time after which the lease may have run out: counted from before the renewal was asked,
  // so it never outlasts the database's expires_at.
  let heldUntil = 0

  const endTerm = async () => {
    const ending = term
    term = undefined
    await ending?.stop()
  }

  const tick = async () => {
    const asked = performance.now()
    try {
      const lease = await acquireLease(db, INDEXER_LEASE, holder, leaseMs)
      if (failures > 0) log.info({ holder }, 'indexer: the lease can be renewed again')
      failures = 0
      if (stopped) return
      if (!lease) {
        if (term) {
          log.warn({ holder, fence: term.lease.fence }, 'indexer: another instance took the lease, stopping')
          await endTerm()
        }
        return
      }
      heldUntil = asked + leaseMs
      // A new fence means another holder ran in between: the old followers' writes would all be refused.
      if (term?.lease.fence !== lease.fence) {
        await endTerm()
        term = startTerm(lease)
        log.info({ holder, fence: lease.fence }, 'indexer: took the lease, indexing')
      }
    } catch (error) {
      failures += 1
      // One warning per outage; the tries in between would flood the log.
      log[failures === 1 ? 'warn' : 'debug'](
        { holder, err: errorMessage(error) },
        'indexer: cannot renew the lease',
      )
      if (term && performance.now() >= heldUntil) {
        log.warn({ holder, fence: term.lease.fence }, 'indexer: the lease ran out unrenewed, stopping')
        await endTerm()
      }
    }
  }

  const loop = () => {
    ticking = tick().finally(() => {
      ticking = undefined
      if (!stopped) timer = setTimeout(loop, leaseMs / 3)
    })
  }
  // No chain to follow: no lease to take either.
  if (evmChains.length > 0) loop()

  let stopping: Promise<void> | undefined
  return {
    holder,
    leading: () => term !== undefined,
    stop() {
      stopping ??= (async () => {
        stopped = true
        clearTimeout(timer)
        await ticking
        await endTerm()
        // Also when no term runs: a try that was under way at stop may have just taken it.
        if (evmChains.length === 0) return
        try {
          await releaseLease(db, { name: INDEXER_LEASE, holder })
        } catch (error) {
          // It runs out by itself; another instance just waits longer.
          log.warn({ holder, err: errorMessage(error) }, 'indexer: cannot release the lease')
        }
      })()
      return stopping
    },
  }
}
