import { z } from 'zod'
import { configAddressSchema } from '../evm/address.ts'
import { privateKeySchema } from '../onramp/config.ts'

/**
 * A chain's `payments` option: the chain takes payment intents. `contract` is the payments contract the kit
 * pays through; `signerKey` signs the intents, and must be the signer the contract was deployed to trust.
 * `confirmations`: how many blocks must follow a payment's block before it counts (0: the head's own block).
 */
export const chainPaymentsSchema = z
  .object({
    contract: configAddressSchema,
    signerKey: privateKeySchema,
    confirmations: z.number().int().min(0).max(64).default(0),
  })
  .strict()

export type ChainPaymentsConfig = z.input<typeof chainPaymentsSchema>

const delaysSchema = z.array(z.number().int().min(0)).max(20)

/**
 * The cloud's `payments` option: how often the chains' payments contracts are read, the lease one instance
 * reads them under (as the indexer's), and the webhook retries: `webhookRetryDelaysMs[n]` is the wait after
 * the (n+1)th failed attempt, so a delivery gets one attempt more than the list is long.
 */
export const paymentsOptionsSchema = z
  .object({
    pollMs: z.number().int().positive().default(1_000),
    leaseMs: z.number().int().positive().default(15_000),
    /** Blocks read per getLogs call. */
    maxBlocksPerRead: z.number().int().positive().default(2_000),
    webhookRetryDelaysMs: delaysSchema.default([10_000, 30_000, 120_000, 600_000, 1_800_000, 7_200_000]),
    /** How long a receiver has to answer one delivery. */
    webhookTimeoutMs: z.number().int().positive().default(10_000),
  })
  .strict()

export type PaymentsOptionsInput = z.input<typeof paymentsOptionsSchema>
export type PaymentsOptions = z.output<typeof paymentsOptionsSchema>
