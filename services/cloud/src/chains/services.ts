import type { PublicClient } from 'viem'
import { createAmmPricer, type PricedAsset } from '../prices/amm.ts'
import { createBlockCache } from './blockCache.ts'
import { createChainClient } from './client.ts'
import type { ChainConfig } from './config.ts'
import { createHeadTracker, type HeadTracker } from './head.ts'
import { ETHER, type NativeCurrency } from './native.ts'

/** What the read routes need of one configured chain, created once per cloud. */
export interface ChainService {
  config: ChainConfig
  client: PublicClient
  head: HeadTracker
  native: NativeCurrency
  /** The USD price of an asset at a block; 0 when no pool prices it or the chain has no pricing. */
  usdPrice(asset: PricedAsset, blockNumber: bigint): Promise<number>
}

export function createChainService(config: ChainConfig, timeoutMs: number): ChainService {
  const client = createChainClient(config, timeoutMs)
  const pricer = config.pricing ? createAmmPricer(client, config.pricing) : undefined
  const prices = createBlockCache<number>(1_000)
  return {
    config,
    client,
    head: createHeadTracker(client),
    native: config.nativeCurrency ?? ETHER,
    usdPrice(asset, blockNumber) {
      if (!pricer) return Promise.resolve(0)
      const key = asset === 'native' ? asset : asset.toLowerCase()
      return prices.get(key, blockNumber, async () => (await pricer.usdPrice(asset, blockNumber)) ?? 0)
    },
  }
}

export function createChainServices(chains: Iterable<ChainConfig>, timeoutMs: number) {
  return new Map([...chains].map((chain) => [chain.caipNetworkId, createChainService(chain, timeoutMs)]))
}
