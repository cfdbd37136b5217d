import type { PaymentQuote } from '@airlock/protocol/cloud-api'
import { type Holding, parseAsset, sameAsset } from './asset.ts'

/**
 * One way to pay: `direct` spends the asset itself, `swap` spends another holding through the chain's AMM
 * (exactly the amount reaches the recipient, at most `maxAmountIn` leaves the payer), `buy` sends the visitor
 * to buy the missing amount first.
 *
 * @example
 * const swap = airlock.payment.getState().routes.find((r) => r.kind === 'swap')
 * if (swap) await airlock.payActions.chooseRoute(swap.payWith)
 */
export type PayRoute =
  | {
      kind: 'direct'
      payWith: string
      symbol: string
      decimals: number
      /** The image of what it spends, when the cloud has one. */
      iconUrl?: string | undefined
      amountIn: bigint
    }
  | {
      kind: 'swap'
      payWith: string
      symbol: string
      decimals: number
      iconUrl?: string | undefined
      /** What the swap needs at the quote's price. */
      amountIn: bigint
      /** The bound the transaction carries: amountIn plus the slippage allowance. */
      maxAmountIn: bigint
      slippageBps: number
      quote: PaymentQuote
    }
  | {
      kind: 'buy'
      payWith: string
      symbol: string
      decimals: number
      iconUrl?: string | undefined
      missing: bigint
    }

/** The holdings worth a quote: anything else held on the network, with a balance above zero. */
export function swapCandidates(asset: string, holdings: readonly Holding[]): Holding[] {
  return holdings.filter((holding) => holding.balance > 0n && !sameAsset(holding.asset, asset))
}

const isNative = (caip19: string) => parseAsset(caip19)?.token === undefined

/**
 * The routes the visitor chooses from, best first: paying with the asset when its balance covers the amount,
 * then each swap whose most-spent amount the holding covers (the quote's `maxAmountIn`, so a price moving
 * within the slippage bound cannot fail it for lack of funds), cheapest in US dollars first where prices are
 * known. Spending the native coin, the holding must also cover `nativeReserve`, the gas of the payment's
 * transaction, which is paid in that coin: a route that leaves none would fail in the wallet. Only when no
 * route exists: `buy`, for the part of the amount (and reserve, for the native coin) the balance lacks. A
 * holding whose quote failed (`undefined`) is no route.
 */
export function planRoutes(
  asset: { caip19: string; symbol: string; decimals: number },
  amount: bigint,
  holdings: readonly Holding[],
  quotes: ReadonlyMap<string, PaymentQuote | undefined>,
  nativeReserve = 0n,
): PayRoute[] {
  const reserveOf = (caip19: string) => (isNative(caip19) ? nativeReserve : 0n)
  const held = holdings.find((holding) => sameAsset(holding.asset, asset.caip19))
  const needed = amount + reserveOf(asset.caip19)
  const routes: PayRoute[] = []
  if (held && held.balance >= needed)
    routes.push({
      kind: 'direct',
      payWith: held.asset,
      symbol: held.symbol,
      decimals: held.decimals,
      iconUrl: held.iconUrl,
      amountIn: amount,
    })
  const swaps: { route: PayRoute; usd: number }[] = []
  for (const holding of swapCandidates(asset.caip19, holdings)) {
    const quote = quotes.get(holding.asset)
    if (!quote) continue
    const maxAmountIn = BigInt(quote.maxAmountInAtomic)
    if (maxAmountIn + reserveOf(holding.asset) > holding.balance) continue
    swaps.push({
      route: {
        kind: 'swap',
        payWith: holding.asset,
        symbol: holding.symbol,
        decimals: holding.decimals,
        iconUrl: holding.iconUrl,
        amountIn: BigInt(quote.amountInAtomic),
        maxAmountIn,
        slippageBps: quote.slippageBps,
        quote,
      },
      usd:
        holding.price > 0
          ? (Number(quote.amountInAtomic) / 10 ** holding.decimals) * holding.price
          : Infinity,
    })
  }
  swaps.sort((a, b) => (a.usd === b.usd ? 0 : a.usd < b.usd ? -1 : 1))
  routes.push(...swaps.map((swap) => swap.route))
  if (routes.length > 0) return routes
  const balance = held?.balance ?? 0n
  return [
    {
      kind: 'buy',
      payWith: asset.caip19,
      symbol: asset.symbol,
      decimals: asset.decimals,
      iconUrl: held?.iconUrl,
      missing: needed - balance,
    },
  ]
}

/** The payment's value in US dollars at the asset's price, when the price is known. */
export function usdValue(amount: bigint, decimals: number, price: number | undefined): number | undefined {
  if (!price || price <= 0) return undefined
  return (Number(amount) / 10 ** decimals) * price
}
