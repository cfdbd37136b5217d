import type { CaipNetwork } from '@airlock/core'
import { type FallbackTransportConfig, fallback, http, type Transport } from 'viem'
import {
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RANK,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './constants.ts'
import { withDedupe } from './dedupe.ts'
import { withUnavailableError } from './unavailable.ts'
import { rpcUrlsOf } from './urls.ts'

type RankOptions = Exclude<NonNullable<FallbackTransportConfig['rank']>, boolean>

export interface RpcTransportOptions {
  /** Per HTTP request, in ms. Default RPC_TIMEOUT_MS (10 s). */
  timeout?: number
  /** Retries over the whole endpoint chain. Default RPC_RETRY_COUNT (3). */
  retryCount?: number
  /** First retry delay in ms, doubling after. Default RPC_RETRY_DELAY_MS (150). */
  retryDelay?: number
  /**
   * Orders the endpoints by ping (stability and latency) instead of gateway first. Off by default; `true`
   * uses RPC_RANK, an object overrides some of it. viem pings for as long as the page lives.
   */
  rank?: boolean | RankOptions
}

function rankOptions(rank: RpcTransportOptions['rank']): RankOptions | false {
  if (!rank) return false
  const overrides = rank === true ? {} : rank
  return { ...RPC_RANK, ...overrides, weights: { ...RPC_RANK.weights, ...overrides.weights } }
}

/**
 * The one transport every chain read of the kit goes through
 * (apps/docs/pages/reference/network.md#reading-the-chain). viem's `fallback` over one viem `http` per
 * endpoint (cloud gateway first, then the network's own endpoints): each endpoint batches (up to 1000, no
 * wait) and times out after 10 s; a failed endpoint hands over to the next at once, and a read that failed on
 * all of them is retried over the chain 3 times, 150/300/600 ms apart (viem retries HTTP 403, 408, 413, 429,
 * 500, 502, 503, 504 and codes -1, -32005, -32603, and waits a Retry-After instead). Ours on top: dedupe on
 * for every request, and `Unavailable {chain} RPC url at {url}` once every endpoint failed.
 *
 * @throws NoRpcUrlError when the network has no endpoint at all.
 */
export function rpcTransport(
  network: Pick<CaipNetwork, 'name' | 'rpcUrls'>,
  options: RpcTransportOptions = {},
): Transport {
  const urls = rpcUrlsOf(network)
  const timeout = options.timeout ?? RPC_TIMEOUT_MS
  const endpoints = urls.map((url) =>
    // Retries happen once over the whole chain (below), so a dead gateway hands over at once.
    http(url, { batch: { batchSize: RPC_BATCH_SIZE, wait: RPC_BATCH_WAIT_MS }, retryCount: 0, timeout }),
  )
  const chain = fallback(endpoints, {
    retryCount: options.retryCount ?? RPC_RETRY_COUNT,
    retryDelay: options.retryDelay ?? RPC_RETRY_DELAY_MS,
    rank: rankOptions(options.rank),
  })
  return withUnavailableError(withDedupe(chain), network.name, urls)
}
