import type { Address } from 'viem'

/** One pool of the factory; addresses lower-cased. */
export interface PoolPair {
  address: Address
  token0: Address
  token1: Address
}

const key = (a: Address, b: Address) => (a < b ? `${a}/${b}` : `${b}/${a}`)

/** The factory's pairs by their two tokens, either order. */
export function pairLookup(pairs: readonly PoolPair[]) {
  const byTokens = new Map(pairs.map((pair) => [key(pair.token0, pair.token1), pair]))
  return (a: Address, b: Address) => byTokens.get(key(a, b))
}

/**
 * The token paths a swap from tokenIn to tokenOut may take, grouped into tiers tried in order: the direct
 * pair; else through the wrapped native token, the hub most pools pair with; else through any other token
 * both sides trade with. Longer paths are not searched: each hop costs 0.3% and gas, and with no two-hop
 * route the pools are too thin to trade through anyway. Addresses lower-cased; native already mapped to wrapped.
 */
export function candidatePaths(
  pairs: readonly PoolPair[],
  tokenIn: Address,
  tokenOut: Address,
  wrappedNative: Address,
): Address[][][] {
  const pairOf = pairLookup(pairs)
  if (pairOf(tokenIn, tokenOut)) return [[[tokenIn, tokenOut]]]
  const tiers: Address[][][] = []
  const viaWrapped = tokenIn !== wrappedNative && tokenOut !== wrappedNative
  if (viaWrapped && pairOf(tokenIn, wrappedNative) && pairOf(wrappedNative, tokenOut)) {
    tiers.push([[tokenIn, wrappedNative, tokenOut]])
  }
  const partners = (token: Address) =>
    pairs.flatMap((pair) =>
      pair.token0 === token ? [pair.token1] : pair.token1 === token ? [pair.token0] : [],
    )
  const outPartners = new Set(partners(tokenOut))
  const others = [...new Set(partners(tokenIn))]
    .filter((middle) => middle !== wrappedNative && outPartners.has(middle))
    .map((middle) => [tokenIn, middle, tokenOut])
  if (others.length) tiers.push(others)
  return tiers
}
