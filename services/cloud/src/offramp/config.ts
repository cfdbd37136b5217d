import { z } from 'zod'
import { upstreamServiceSchema } from '../config/upstream.ts'
import { privateKeySchema } from '../onramp/config.ts'

const rateSchema = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,8})?$/, 'A rate is a decimal such as 1.08')
  .refine((rate) => Number(rate) > 0, 'A rate is more than 0')

const feePercentSchema = z.number().min(0).max(5, 'An off-ramp provider fee is at most 5% of the payout')

/**
 * The cloud's own off-ramp provider (second listener). `fiatUsdRates` is how many USD one unit of each
 * further payout currency is worth: an operator-set rate, because the sandbox has no exchange to ask.
 */
export const offrampSandboxSchema = z
  .object({
    /** The sandbox's own port on 127.0.0.1 (its own origin); 0 picks a free one. */
    port: z.number().int().min(0).max(65_535).default(0),
    /**
     * The account that pays the gas of refunds, and the seed every order's deposit key is derived from.
     * Default: the chain's onramp treasury (the chain's `onramp.treasuryKey`, else ONRAMP_TREASURY_KEY).
     */
    treasuryKey: privateKeySchema.optional(),
    fiatUsdRates: z
      .record(z.string().regex(/^[A-Z]{3}$/, 'A currency is an ISO 4217 code'), rateSchema)
      .default({ EUR: '1.08' }),
    /** How long an order waits for its deposit before it expires (ms). */
    depositWindowMs: z
      .number()
      .int()
      .positive()
      .default(30 * 60_000),
    /** How often the deposit watcher reads new blocks, and receipts are polled (ms). */
    pollMs: z.number().int().positive().default(1_000),
  })
  .strict()

/** A real provider: the cloud lists it and forwards quotes, orders and order reads to its API. */
export const offrampProviderSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9-]{1,32}$/, 'A provider name is lower-case letters, digits and -'),
    label: z.string().min(1),
    feePercent: feePercentSchema,
    upstream: upstreamServiceSchema,
  })
  .strict()

export type OffRampProviderConfig = z.output<typeof offrampProviderSchema>

/**
 * The cloud's `offramp` option. It sells on the chains that have an `onramp` entry (their network slug and
 * tokens); with real providers the sandbox is still served but no longer listed.
 */
export const offrampOptionsSchema = z
  .object({
    sandbox: z.union([z.literal(false), offrampSandboxSchema]).default({}),
    providers: z.array(offrampProviderSchema).default([]),
  })
  .strict()

export type OfframpOptionsInput = z.input<typeof offrampOptionsSchema>
export type OfframpOptions = z.output<typeof offrampOptionsSchema>
