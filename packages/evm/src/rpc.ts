import type { CaipNetwork } from '@airlock/core'
import { createPublicClient, http } from 'viem'

/** Reads a balance over the network's own RPC, for when the wallet is on another chain. Loaded on demand. */
export async function readBalance(network: CaipNetwork, address: string): Promise<bigint> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error('No RPC url provided')
  const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 10_000 }) })
  return client.getBalance({ address: address as `0x${string}` })
}
