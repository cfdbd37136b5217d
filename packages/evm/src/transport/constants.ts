/**
 * The RPC figures (apps/docs/pages/reference/network.md#reading-the-chain). Retries, Retry-After, batching,
 * dedupe and ranking are viem's; these are the values the kit hands it (viem's defaults happen to match most
 * of them, but these are the kit's promise, so a change of viem's defaults does not change the kit).
 */

/** Each HTTP request to an endpoint gives up after this long, so a hung endpoint hands over to the next. */
export const RPC_TIMEOUT_MS = 10_000

/** Retries of a failed read over the whole endpoint chain, the delay doubling from RPC_RETRY_DELAY_MS. */
export const RPC_RETRY_COUNT = 3

/** First retry delay; viem waits `2 ** attempt * delay`: 150, 300, 600 ms. A Retry-After header wins. */
export const RPC_RETRY_DELAY_MS = 150

/** JSON-RPC requests sent in one HTTP body at most. */
export const RPC_BATCH_SIZE = 1000

/** Requests made in the same macrotask go out together; 0 waits for nothing else. */
export const RPC_BATCH_WAIT_MS = 0

/**
 * In-flight dedupe entries. This is viem's own cache (`promiseCache`, an LruMap of 8192 in
 * utils/promise/withDedupe.js); the figure is kept here so a viem upgrade that changes it fails a test.
 */
export const RPC_DEDUPE_CACHE_SIZE = 8192

/** Optional ranking of the endpoints by ping (off by default). */
export const RPC_RANK = Object.freeze({
  /** A ping of every endpoint this often. */
  interval: 4000,
  /** Ranked on the last this many pings. */
  sampleCount: 10,
  /** A ping slower than this counts as a failure. */
  timeout: 1000,
  weights: Object.freeze({ stability: 0.7, latency: 0.3 }),
})
