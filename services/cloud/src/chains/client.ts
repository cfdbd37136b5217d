import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from './config.ts'

/**
 * A viem client for one chain's node. Calls made in the same tick go out as one JSON-RPC batch, so a
 * balance read of every token is a single round trip.
 */
export function createChainClient(chain: ChainConfig, timeoutMs: number): PublicClient {
  return createPublicClient({
    transport: http(chain.rpcUrl, {
      batch: { batchSize: 1_000, wait: 0 },
      timeout: timeoutMs,
      retryCount: 1,
    }),
  })
}
