import type { SwapGasPriceResponse } from '@airlock/protocol/cloud-api'

/**
 * The faster tiers pay 25% and 50% over the node's suggestion. Under EIP-1559 the base fee rises at most
 * 12.5% a block, so "fast" still covers it after a full block (1.125 < 1.25) and "instant" after three in a
 * row (1.125³ ≈ 1.42 < 1.5); whatever the base fee does not take goes to the tip.
 */
export const GAS_PRICE_BUMP_PERCENT = { fast: 125n, instant: 150n } as const

/** The three tiers of GET /v1/convert/gas-price from the node's own gas price (wei). */
export function gasPriceTiers(standard: bigint): SwapGasPriceResponse {
  return {
    standard: standard.toString(),
    fast: ((standard * GAS_PRICE_BUMP_PERCENT.fast) / 100n).toString(),
    instant: ((standard * GAS_PRICE_BUMP_PERCENT.instant) / 100n).toString(),
  }
}
