import { formatUnits } from 'viem'
import type { Holding } from '../balance/read.ts'
import { BTC, type ResolvedBitcoinChain } from './config.ts'
import type { EsploraAddress } from './esplora.ts'

/** Confirmed plus mempool balance in satoshis: what was funded minus what was spent, over both. */
export function satoshisOf(stats: EsploraAddress): bigint {
  const sum = (s: EsploraAddress['chain_stats'] | undefined) =>
    s ? BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum) : 0n
  return sum(stats.chain_stats) + sum(stats.mempool_stats)
}

/**
 * The address's BTC balance as a BalanceEntry of the cloud API (none when it is zero), priced from the
 * chain's `nativePriceUsd`.
 *
 * @example
 * bitcoinHoldings(chain, await esplora.address(address)) // [{ symbol: 'BTC', quantity: { numeric: '1', decimals: '8' }, … }]
 */
export function bitcoinHoldings(chain: ResolvedBitcoinChain, stats: EsploraAddress): Holding[] {
  const sats = satoshisOf(stats)
  if (sats <= 0n) return []
  const numeric = formatUnits(sats, BTC.decimals)
  const price = chain.nativePriceUsd ?? 0
  return [
    {
      name: BTC.name,
      symbol: BTC.symbol,
      chainId: chain.caipNetworkId,
      value: Math.round(Number(numeric) * price * 1e6) / 1e6,
      price,
      quantity: { numeric, decimals: String(BTC.decimals) },
      iconPath: `/public/getTokenImage/${BTC.symbol}`,
    },
  ]
}
