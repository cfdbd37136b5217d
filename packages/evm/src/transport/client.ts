import type { CaipNetwork } from '@airlock/core'
import { createPublicClient, type PublicClient } from 'viem'
import { rpcTransport } from './transport.ts'

/** How often a receipt wait polls the chain. */
export const RECEIPT_POLLING_INTERVAL_MS = 500

// One client per network object, so batching and in-flight dedupe work across separate reads. Keyed weakly by
// the network the kit hands out (each kit instance derives its own networks from the gateway), so a kit that
// goes away takes its clients with it.
const clients = new WeakMap<object, PublicClient>()

/**
 * The public client every chain read of the kit goes through (the RPC transport of transport.ts).
 *
 * @throws NoRpcUrlError when the network has no RPC url at all.
 */
export function publicClientFor(network: Pick<CaipNetwork, 'name' | 'rpcUrls'>): PublicClient {
  let client = clients.get(network)
  if (!client) {
    client = createPublicClient({
      transport: rpcTransport(network),
      pollingInterval: RECEIPT_POLLING_INTERVAL_MS,
    })
    clients.set(network, client)
  }
  return client
}
