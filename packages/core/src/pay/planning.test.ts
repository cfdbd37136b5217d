import type { PaymentQuote } from '@airlock/protocol/cloud-api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Holding } from './asset.ts'
import { planRoutes, swapCandidates, usdValue } from './planning.ts'

const USDC = 'eip155:31337/erc20:0x00000000000000000000000000000000000000aa'
const DAI = 'eip155:31337/erc20:0x00000000000000000000000000000000000000bb'
const ETH = 'eip155:31337/slip44:60'
const asset = { caip19: USDC, symbol: 'USDC', decimals: 6 }

const holding = (caip19: string, balance: bigint, price = 0, symbol = 'T', decimals = 18): Holding => ({
  asset: caip19,
  symbol,
  decimals,
  balance,
  price,
  iconUrl: undefined,
})

const quote = (payWith: string, amountIn: bigint, maxAmountIn: bigint): PaymentQuote => ({
  asset: USDC,
  amountAtomic: '5000000',
  payWith,
  amountInAtomic: amountIn.toString(),
  maxAmountInAtomic: maxAmountIn.toString(),
  slippageBps: 50,
  path: ['0x00000000000000000000000000000000000000bb', '0x00000000000000000000000000000000000000aa'],
  contract: '0x00000000000000000000000000000000000000cc',
  router: '0x00000000000000000000000000000000000000dd',
})

describe('planRoutes', () => {
  it('pays with the asset itself when its balance covers the amount, first of the routes', () => {
    const held = [holding(USDC, 5_000_000n, 1, 'USDC', 6), holding(DAI, 10n ** 19n, 1, 'DAI')]
    const routes = planRoutes(
      asset,
      5_000_000n,
      held,
      new Map([[DAI, quote(DAI, 5n * 10n ** 18n, 6n * 10n ** 18n)]]),
    )
    expect(routes.map((r) => r.kind)).toEqual(['direct', 'swap'])
    expect(routes[0]).toMatchObject({ payWith: USDC, amountIn: 5_000_000n })
  })

  it('offers a swap only when the holding covers the quote’s maximum, and shows its slippage bound', () => {
    const held = [holding(DAI, 6n * 10n ** 18n, 1, 'DAI'), holding(ETH, 10n ** 15n, 3000, 'ETH')]
    const quotes = new Map([
      [DAI, quote(DAI, 5n * 10n ** 18n, 6n * 10n ** 18n)],
      [ETH, quote(ETH, 2n * 10n ** 15n, 3n * 10n ** 15n)],
    ])
    const routes = planRoutes(asset, 5_000_000n, held, quotes)
    expect(routes).toHaveLength(1)
    expect(routes[0]).toMatchObject({
      kind: 'swap',
      payWith: DAI,
      maxAmountIn: 6n * 10n ** 18n,
      slippageBps: 50,
    })
  })

  it('orders swaps by what they cost in US dollars, unknown prices last', () => {
    const OTHER = 'eip155:31337/erc20:0x00000000000000000000000000000000000000ee'
    const held = [holding(OTHER, 10n ** 20n), holding(DAI, 10n ** 20n, 1.2), holding(ETH, 10n ** 18n, 1000)]
    const quotes = new Map([
      [OTHER, quote(OTHER, 10n ** 18n, 2n * 10n ** 18n)],
      [DAI, quote(DAI, 5n * 10n ** 18n, 6n * 10n ** 18n)],
      [ETH, quote(ETH, 5n * 10n ** 15n, 6n * 10n ** 15n)],
    ])
    expect(planRoutes(asset, 5_000_000n, held, quotes).map((r) => r.payWith)).toEqual([ETH, DAI, OTHER])
  })

  it('falls back to buying exactly what the asset balance lacks when nothing covers the payment', () => {
    const held = [holding(USDC, 1_500_000n, 1, 'USDC', 6), holding(DAI, 10n ** 18n, 1, 'DAI')]
    const routes = planRoutes(asset, 5_000_000n, held, new Map([[DAI, undefined]]))
    expect(routes).toEqual([
      { kind: 'buy', payWith: USDC, symbol: 'USDC', decimals: 6, iconUrl: undefined, missing: 3_500_000n },
    ])
  })

  it('keeps the gas of the payment when spending the native coin: a balance covering only the maximum is no route', () => {
    const reserve = 10n ** 14n
    const quotes = new Map([[ETH, quote(ETH, 2n * 10n ** 15n, 3n * 10n ** 15n)]])
    const short = [holding(ETH, 3n * 10n ** 15n + reserve - 1n, 3000, 'ETH')]
    expect(planRoutes(asset, 5_000_000n, short, quotes, reserve).map((r) => r.kind)).toEqual(['buy'])
    const enough = [holding(ETH, 3n * 10n ** 15n + reserve, 3000, 'ETH')]
    expect(planRoutes(asset, 5_000_000n, enough, quotes, reserve).map((r) => r.kind)).toEqual(['swap'])
    // A payment in the native coin itself keeps it too; a token spent keeps nothing (its gas is in ether).
    const eth = { caip19: ETH, symbol: 'ETH', decimals: 18 }
    const paid = [holding(ETH, 10n ** 15n + reserve - 1n, 3000, 'ETH')]
    expect(planRoutes(eth, 10n ** 15n, paid, new Map(), reserve)[0]?.kind).toBe('buy')
    const dai = [holding(DAI, 6n * 10n ** 18n, 1, 'DAI')]
    const daiQuotes = new Map([[DAI, quote(DAI, 5n * 10n ** 18n, 6n * 10n ** 18n)]])
    expect(planRoutes(asset, 5_000_000n, dai, daiQuotes, reserve)[0]?.kind).toBe('swap')
  })

  it('never offers a route the balances cannot pay, and always offers one (property)', () => {
    const assets = [USDC, DAI, ETH]
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(fc.tuple(fc.constantFrom(...assets), fc.bigInt({ min: 0n, max: 10n ** 12n })), {
          maxLength: 3,
        }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 3, maxLength: 3 }),
        (amount, rows, maxima) => {
          const held = [...new Map(rows).entries()].map(([caip19, balance]) => holding(caip19, balance))
          const quotes = new Map(
            assets.map((a, i) => [a, quote(a, maxima[i] as bigint, maxima[i] as bigint)]),
          )
          const routes = planRoutes(asset, amount, held, quotes)
          expect(routes.length).toBeGreaterThan(0)
          for (const route of routes) {
            const balance = held.find((h) => h.asset === route.payWith)?.balance ?? 0n
            if (route.kind === 'direct') expect(balance).toBeGreaterThanOrEqual(amount)
            if (route.kind === 'swap') expect(balance).toBeGreaterThanOrEqual(route.maxAmountIn)
            if (route.kind === 'buy') {
              expect(routes).toHaveLength(1)
              expect(route.missing).toBe(amount - (balance < amount ? balance : amount))
            }
          }
        },
      ),
    )
  })
})

describe('swapCandidates', () => {
  it('quotes every other holding with a balance, never the asset itself (any case of its address)', () => {
    const held = [holding(USDC.replace('aa', 'AA'), 5n), holding(DAI, 0n), holding(ETH, 1n)]
    expect(swapCandidates(USDC, held).map((h) => h.asset)).toEqual([ETH])
  })
})

describe('usdValue', () => {
  it('is the amount at the price, and unknown without a price', () => {
    expect(usdValue(5_000_000n, 6, 1)).toBe(5)
    expect(usdValue(5_000_000n, 6, 0)).toBeUndefined()
  })
})
