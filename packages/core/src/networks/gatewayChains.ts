import type { ChainStore } from '../network/store.ts'
import type { CaipNetwork } from '../types.ts'
import { putNetwork } from './networkListChanges.ts'

/** What deciding needs of a kit: its networks (replaceable in place) and its cloud's gateway. */
export interface GatewayContext {
  chain: ChainStore
}
export interface GatewayCloud {
  blockchain: {
    rpcUrl(chainId: CaipNetwork['caipNetworkId']): string
    supportedChains(): Promise<{ http: readonly string[] }>
  }
}

/**
 * A copy of `network` that reads from its own endpoints only (they sit in `chainDefault` while the gateway is
 * its default), or undefined when it has none: asking the gateway is then the only chance it has.
 */
export function withoutGateway(network: CaipNetwork): CaipNetwork | undefined {
  const own = network.rpcUrls.chainDefault
  if (!own?.http.length) return undefined
  const { chainDefault: _, ...rest } = network.rpcUrls
  return Object.freeze({ ...network, rpcUrls: Object.freeze({ ...rest, default: own }) })
}

/**
 * With a cloud the kit first points every network at the cloud's RPC gateway (reads need an endpoint before any
 * answer can arrive). Once the gateway says which chains it serves (`v1/supported-chains`), a network it does
 * not serve reads from its own endpoints instead of asking the gateway first and failing over on every read.
 * When the list cannot be read, nothing changes. Resolves with the networks taken off the gateway.
 */
export async function applyGatewayChains(ctx: GatewayContext, cloud: GatewayCloud): Promise<string[]> {
  let served: ReadonlySet<string>
  try {
    served = new Set((await cloud.blockchain.supportedChains()).http)
  } catch {
    return []
  }
  const moved: string[] = []
  for (const network of ctx.chain.getState().requestedCaipNetworks) {
    const viaGateway = network.rpcUrls.default.http[0] === cloud.blockchain.rpcUrl(network.caipNetworkId)
    if (!viaGateway || served.has(network.caipNetworkId)) continue
    const own = withoutGateway(network)
    if (!own) continue
    putNetwork(ctx.chain, own)
    moved.push(network.caipNetworkId)
  }
  return moved
}
