import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../chains/config.ts'
import { STRUCT_LOG_MAX_BYTES } from './internalTransfers/tracer.ts'

export interface IndexerClientOptions {
  /** Per JSON-RPC call. */
  timeoutMs: number
  /** Aborts every request in flight: the cloud is closing. */
  signal: AbortSignal
}

/**
 * A viem client for one chain's node. Batched: a block's receipts go out as one HTTP request. No retries
 * here: the follower retries the whole batch later, so a node that is down costs one failed request per poll.
 */
export function createIndexerClient(chain: ChainConfig, options: IndexerClientOptions): PublicClient {
  return createPublicClient({
    transport: http(chain.rpcUrl, {
      batch: true,
      retryCount: 0,
      timeout: options.timeoutMs,
      // A default-tracer trace of one swap is 6 MB (internalTransfers/tracer.ts bounds what it asks for).
      maxResponseBodySize: STRUCT_LOG_MAX_BYTES,
      fetchOptions: { signal: options.signal },
    }),
  })
}
