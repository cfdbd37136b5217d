import { z } from 'zod'
import { upstreamServiceSchema } from '../config/upstream.ts'
import { configAddressSchema as addressSchema } from '../evm/address.ts'

/** A Uniswap-V2-style AMM on the chain itself: the cloud quotes from its pools and builds router calls. */
export const ammSwapSchema = z
  .object({
    /** The router the built transactions call, and the spender approvals name. */
    router: addressSchema,
    /** Whose pairs make the token list and the routes. */
    factory: addressSchema,
    /** The token the router wraps the native coin into: native swaps route through its pairs. */
    wrappedNative: addressSchema,
  })
  .strict()

/**
 * An aggregator that speaks this same convert API (`${url}/v1/convert/...`): the cloud forwards the six calls,
 * adding the operator's key, so the key never reaches a browser.
 */
export const upstreamSwapSchema = z
  .object({
    upstream: upstreamServiceSchema,
  })
  .strict()

/**
 * A chain's `swap` option: one of the two backends of the convert calls. The shape picks the schema (an
 * `upstream` key means the aggregator), so a mistake is reported field by field rather than as "no match".
 */
export const swapConfigSchema = z.unknown().transform((value, ctx) => {
  const upstream = typeof value === 'object' && value !== null && 'upstream' in value
  const parsed = upstream ? upstreamSwapSchema.safeParse(value) : ammSwapSchema.safeParse(value)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) ctx.addIssue(issue)
  return z.NEVER
})

export type AmmSwapConfig = z.output<typeof ammSwapSchema>
export type UpstreamSwapConfig = z.output<typeof upstreamSwapSchema>['upstream']
export type SwapConfig = z.output<typeof swapConfigSchema>
