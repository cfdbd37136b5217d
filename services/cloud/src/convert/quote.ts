import type { Address, PublicClient } from 'viem'
import { HttpError } from '../http/errors.ts'
import { amountsOut, type Hop, MAX_RESERVE } from './math.ts'
import { type PairIndex, readHops } from './pairs.ts'
import { candidatePaths, pairLookup } from './path.ts'

/** What the pools pay for a trade at one block, along the path the router will take. */
export interface AmmQuote {
  /** The router's path, lower-cased, the native coin as the wrapped token. */
  path: Address[]
  /** The amount entering each hop, then the output: what router.getAmountsOut answers. */
  amounts: bigint[]
  hops: Hop[]
}

export const INSUFFICIENT_LIQUIDITY = 'Insufficient liquidity for this trade'

const last = (amounts: readonly bigint[]) => amounts[amounts.length - 1] as bigint

/** Refuses what the router would refuse, before anyone pays gas to learn it. */
function checkTrade({ amounts, hops }: AmmQuote) {
  // Each pair stores its balance in a uint112: more than that in one pool reverts with ReserveOverflow.
  if (hops.some((hop, index) => hop.reserveIn + (amounts[index] as bigint) > MAX_RESERVE)) {
    throw new HttpError(400, `${INSUFFICIENT_LIQUIDITY}: the pools cannot take that much`)
  }
  if (amounts.some((amount) => amount === 0n)) {
    throw new HttpError(400, 'The amount is too small: the pools would pay nothing for it')
  }
}

/**
 * Quotes a trade from the pools' reserves at `blockNumber`, all reads at that one block, so the answer is
 * exactly router.getAmountsOut(amountIn, path) there. The first tier of candidatePaths whose pools hold
 * liquidity wins; within a tier, the path that pays most.
 */
export async function quoteAt(
  client: PublicClient,
  pairs: PairIndex,
  wrappedNative: Address,
  trade: { tokenIn: Address; tokenOut: Address; amountIn: bigint; blockNumber: bigint },
): Promise<AmmQuote> {
  const all = await pairs.pairsAt(trade.blockNumber)
  const pairOf = pairLookup(all)
  for (const tier of candidatePaths(all, trade.tokenIn, trade.tokenOut, wrappedNative)) {
    const routes = await Promise.all(
      tier.map(async (path) => ({ path, hops: await readHops(client, pairOf, path, trade.blockNumber) })),
    )
    const quotes = routes
      .filter(({ hops }) => hops.every((hop) => hop.reserveIn > 0n && hop.reserveOut > 0n))
      .map((route) => ({ ...route, amounts: amountsOut(trade.amountIn, route.hops) }))
    const best = quotes.reduce<AmmQuote | undefined>(
      (best, quote) => (best && last(best.amounts) >= last(quote.amounts) ? best : quote),
      undefined,
    )
    if (!best) continue
    checkTrade(best)
    return best
  }
  throw new HttpError(400, `${INSUFFICIENT_LIQUIDITY}: no pools connect these two tokens`)
}

export const outputOf = last
