import type { PaymentQuote } from '@airlock/protocol/cloud-api'
import { type Address, getAddress, parseAbi, zeroAddress } from 'viem'
import { z } from 'zod'
import type { ChainService } from '../chains/services.ts'
import type { AmmSwapConfig } from '../convert/config.ts'
import { createPairIndex, type PairIndex } from '../convert/pairs.ts'
import { candidatePaths } from '../convert/path.ts'
import { INSUFFICIENT_LIQUIDITY } from '../convert/quote.ts'
import { HttpError } from '../http/errors.ts'
import { type PaymentAsset, parsePaymentAsset } from './assets.ts'

const getAmountsInAbi = parseAbi([
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

const assetSchema = z.string().transform((asset, ctx) => {
  const parsed = parsePaymentAsset(asset)
  if (typeof parsed === 'string') ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed })
  return parsed as PaymentAsset
})

/** POST /v1/payments/quote's body (PaymentQuoteRequest); it also carries the kit's projectId. */
export const quoteBody = z
  .object({
    asset: assetSchema,
    amountAtomic: z
      .string()
      .regex(/^[1-9]\d{0,77}$/, "Expected a positive integer amount in the asset's smallest unit"),
    payWith: assetSchema,
    slippageBps: z
      .number()
      .int()
      .min(1, 'slippageBps is 1 to 500')
      .max(500, 'slippageBps is 1 to 500')
      .default(50),
  })
  .passthrough()

const BPS = 10_000n

/**
 * Quotes a payment made with another asset: the exact input the chain's AMM router needs for `amountAtomic` of
 * the asset (router.getAmountsIn), over the direct pair, else through the wrapped native token, else through a
 * token both sides trade with (convert/path.ts), the cheapest path of the first tier that can pay it.
 */
export function createPaymentQuoter(service: ChainService, swap: AmmSwapConfig, contract: Address) {
  const pairs: PairIndex = createPairIndex(service.client, swap.factory)
  const wrapped = swap.wrappedNative.toLowerCase() as Address
  const routed = (asset: PaymentAsset) => (asset.token === zeroAddress ? wrapped : asset.token)

  return async (body: z.output<typeof quoteBody>): Promise<PaymentQuote> => {
    if (body.payWith.network !== body.asset.network) {
      throw new HttpError(400, 'payWith: pay with an asset of the same network as the asset')
    }
    if (routed(body.payWith) === routed(body.asset)) {
      throw new HttpError(
        400,
        'payWith: this is the asset itself (or its wrapped form): pay it without a swap',
      )
    }
    const amountOut = BigInt(body.amountAtomic)
    const blockNumber = await service.head.current()
    const tiers = candidatePaths(
      await pairs.pairsAt(blockNumber),
      routed(body.payWith),
      routed(body.asset),
      wrapped,
    )
    for (const tier of tiers) {
      const quotes = await Promise.all(
        tier.map(async (path) => {
          try {
            const amounts = await service.client.readContract({
              address: getAddress(swap.router),
              abi: getAmountsInAbi,
              functionName: 'getAmountsIn',
              args: [amountOut, path],
              blockNumber,
            })
            return { path, amountIn: amounts[0]! }
          } catch {
            // The router reverts when a pool holds less than the output: this path cannot pay it.
            return undefined
          }
        }),
      )
      const best = quotes
        .filter((quote) => quote !== undefined)
        .reduce<(typeof quotes)[number]>(
          (best, quote) => (best && best.amountIn <= quote.amountIn ? best : quote),
          undefined,
        )
      if (!best) continue
      const maxAmountIn = (best.amountIn * (BPS + BigInt(body.slippageBps)) + BPS - 1n) / BPS
      return {
        asset: body.asset.caip19,
        amountAtomic: body.amountAtomic,
        payWith: body.payWith.caip19,
        amountInAtomic: best.amountIn.toString(),
        maxAmountInAtomic: maxAmountIn.toString(),
        slippageBps: body.slippageBps,
        path: best.path.map((address) => getAddress(address)),
        contract: getAddress(contract),
        router: getAddress(swap.router),
      }
    }
    throw new HttpError(
      400,
      `${INSUFFICIENT_LIQUIDITY}: no pools pay ${body.asset.caip19} for ${body.payWith.caip19}`,
    )
  }
}
