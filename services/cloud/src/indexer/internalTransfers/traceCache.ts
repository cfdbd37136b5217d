import type { InternalTransfer } from './transfer.ts'

/**
 * Traces already read, by tracer, block hash and transaction: a block's hash fixes what ran in it, so its
 * traces never change. Shared by the process's followers: two chain ids on one node trace it once, and a
 * chain read again from block 0 (after a devnet snapshot was reverted) does not trace the blocks it kept.
 */
const traceCache = new Map<string, Promise<InternalTransfer[]>>()
const TRACE_CACHE_SIZE = 10_000

/** The key of one transaction's trace with one tracer. */
export const traceCacheKey = (tracer: string, candidate: { blockHash: string; hash: string }) =>
  `${tracer} ${candidate.blockHash} ${candidate.hash}`

/** The trace kept under `key`, else `load()`'s, kept once it answers. */
export function cachedTrace(key: string, load: () => Promise<InternalTransfer[]>) {
  let traced = traceCache.get(key)
  if (!traced) {
    traced = load()
    traceCache.set(key, traced)
    // Only answers are kept: a failure is asked again with the batch.
    traced.catch(() => traceCache.delete(key))
    if (traceCache.size > TRACE_CACHE_SIZE) traceCache.delete(traceCache.keys().next().value!)
  }
  return traced
}

/** Keeps a trace read outside cachedTrace (while finding out the tracer), or [] for one never to ask again. */
export function rememberTrace(key: string, transfers: InternalTransfer[]) {
  traceCache.set(key, Promise.resolve(transfers))
}
