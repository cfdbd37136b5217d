import { ONRAMP_PROVIDER_FEE_RANGE } from '@airlock/protocol/cloud-api'
import type { Hex } from 'viem'
import { z } from 'zod'
import { upstreamServiceSchema } from '../config/upstream.ts'
import { configAddressSchema } from '../evm/address.ts'

/** A private key in configuration: 0x and 64 hex digits. */
export const privateKeySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a private key: 0x and 64 hex digits')
  .transform((key) => key as Hex)

/**
 * A chain's `onramp` option: the chain is a network purchases are delivered on. The native coin is always
 * sold; `tokens` adds ERC-20s by symbol (the symbol names the purchase currency they belong to: USDC joins
 * the default USD Coin). The treasury is the account the sandbox delivers from.
 */
export const chainOnrampSchema = z
  .object({
    /** The provider's network slug ("airlock-devnet"). */
    network: z.string().regex(/^[a-z0-9-]{1,64}$/, 'A network slug is lower-case letters, digits and -'),
    displayName: z.string().min(1),
    tokens: z
      .record(z.string().regex(/^[A-Z0-9]{1,11}$/, 'A token symbol is upper case'), configAddressSchema)
      .default({}),
    /** The sandbox's treasury on this chain; ONRAMP_TREASURY_KEY (the sandbox's treasuryKey) otherwise. */
    treasuryKey: privateKeySchema.optional(),
  })
  .strict()

export type ChainOnrampConfig = z.input<typeof chainOnrampSchema>

const rateSchema = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,8})?$/, 'A rate is a decimal such as 1.08')
  .refine((rate) => Number(rate) > 0, 'A rate is more than 0')

/**
 * The cloud's own checkout (second listener). `fiatUsdRates` is how many USD one unit of each further payment
 * currency is worth: an operator-set rate, because the sandbox has no exchange to ask; USD is always 1.
 */
export const sandboxOptionsSchema = z
  .object({
    /** The sandbox's own port on 127.0.0.1 (its own origin); 0 picks a free one. */
    port: z.number().int().min(0).max(65_535).default(0),
    /** The treasury of chains whose `onramp` names none. */
    treasuryKey: privateKeySchema.optional(),
    /** How long a bank transfer takes to settle before the tokens are sent. */
    bankTransferDelayMs: z.number().int().min(0).default(10_000),
    /** What the Meld-type checkout URL must carry as publicKey. */
    publicKey: z.string().min(8).default('sandbox_pk_airlock_meld'),
    fiatUsdRates: z
      .record(z.string().regex(/^[A-Z]{3}$/, 'A currency is an ISO 4217 code'), rateSchema)
      .default({
        EUR: '1.08',
      }),
    /** How often a pending delivery's receipt is polled (ms). */
    pollMs: z.number().int().positive().default(250),
  })
  .strict()

const feePercentSchema = z
  .number()
  .min(ONRAMP_PROVIDER_FEE_RANGE.min, 'An onramp provider fee is 1-2% of the payment')
  .max(ONRAMP_PROVIDER_FEE_RANGE.max, 'An onramp provider fee is 1-2% of the payment')

/**
 * A real provider: the cloud lists it and forwards quotes, checkout sessions and order reads to its API
 * (`upstream`, speaking these same calls, the operator's key added), as the convert calls' upstream mode does.
 */
export const realProviderSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9-]{1,32}$/, 'A provider name is lower-case letters, digits and -'),
    label: z.string().min(1),
    type: z.enum(['session', 'url']),
    feePercent: feePercentSchema,
    /** url providers: their checkout page and public key, put on the kit's URL. */
    url: z.string().url().optional(),
    publicKey: z.string().min(1).optional(),
    upstream: upstreamServiceSchema,
  })
  .strict()
  .refine((provider) => provider.type === 'session' || (provider.url && provider.publicKey), {
    message: 'A url provider needs its checkout url and publicKey',
  })

export type RealProviderConfig = z.output<typeof realProviderSchema>

/** The cloud's `onramp` option. With real providers the sandbox is still served but no longer listed. */
export const onrampOptionsSchema = z
  .object({
    sandbox: z.union([z.literal(false), sandboxOptionsSchema]).default({}),
    providers: z.array(realProviderSchema).default([]),
  })
  .strict()

export type OnrampOptionsInput = z.input<typeof onrampOptionsSchema>
export type OnrampOptions = z.output<typeof onrampOptionsSchema>
