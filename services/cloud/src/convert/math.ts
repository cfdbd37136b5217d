/**
 * The router's integer arithmetic (AirlockRouter.sol, Uniswap V2's), so a quote is what the router will pay
 * to the unit, not an approximation of it.
 */

/** What one hop keeps: 0.3% of the input stays in the pool for its liquidity providers. */
const FEE_KEPT = 997n
const FEE_BASE = 1000n

/** A pair's reserves, oriented along the trade. */
export interface Hop {
  reserveIn: bigint
  reserveOut: bigint
}

/** AirlockRouter.getAmountOut: the most a pool pays for amountIn, rounded down. */
export function amountOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint {
  const withFee = amountIn * FEE_KEPT
  return (withFee * reserveOut) / (reserveIn * FEE_BASE + withFee)
}

/** AirlockRouter.getAmountsOut: the amount entering each hop, then the output (hops.length + 1 entries). */
export function amountsOut(amountIn: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(amountOut(amounts[amounts.length - 1] as bigint, hop))
  return amounts
}

// Percentages are computed in integers scaled by 10^6 and only then made a number: six decimals survive.
const PERCENT_SCALE = 100n * 10n ** 6n

/**
 * How much worse, in percent, this trade pays than the pools' mid price would after their fee: 1 - out /
 * (amountIn × Π reserveOut/reserveIn × 0.997^hops). The fee is left out because feePercent reports it; what
 * remains is the trade's own effect on the pools (and the router's rounding down, a few units at most).
 */
export function priceImpactPercent(amountIn: bigint, out: bigint, hops: readonly Hop[]): number {
  let ideal = amountIn
  let scale = 1n
  for (const hop of hops) {
    ideal *= hop.reserveOut * FEE_KEPT
    scale *= hop.reserveIn * FEE_BASE
  }
  if (ideal === 0n) return 0
  const impact = ((ideal - out * scale) * PERCENT_SCALE) / ideal
  return impact <= 0n ? 0 : Number(impact) / 1e6
}

/** The pools' fee over `hops` hops, in percent of the input: 0.3 for one, 0.5991 for two. */
export function feePercent(hops: number): number {
  const base = FEE_BASE ** BigInt(hops)
  return Number(((base - FEE_KEPT ** BigInt(hops)) * PERCENT_SCALE) / base) / 1e6
}

/** A slippage tolerance in percent as an exact fraction: '0.5' is 5 / 10. */
export interface Slippage {
  /** As the caller wrote it, e.g. '0.5'. */
  text: string
  units: bigint
  scale: bigint
}

/** The least a swap may pay: expected less `slippage` percent, rounded down (never above what was quoted). */
export function minimumOut(expected: bigint, slippage: Slippage): bigint {
  const whole = 100n * slippage.scale
  return (expected * (whole - slippage.units)) / whole
}

/** Pairs store reserves as uint112: a trade that would overflow one reverts with ReserveOverflow. */
export const MAX_RESERVE = 2n ** 112n - 1n
