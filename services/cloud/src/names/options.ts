import { z } from 'zod'
import { privateKeySchema } from '../onramp/config.ts'
import { nameSchema } from './rule.ts'

export const DEFAULT_NAMES_PARENT = 'airlock.eth'

export const namesOptionsSchema = z
  .object({
    /** Every name registered here is `<label>.<parentName>` (NAMES_PARENT). */
    parentName: nameSchema.default(DEFAULT_NAMES_PARENT),
    /**
     * The key the CCIP-read gateway signs its answers with (NAMES_GATEWAY_KEY): the offchain resolver on chain
     * trusts its address. Without it the gateway answers 503 and names resolve through the profile calls only.
     */
    gatewayKey: privateKeySchema.optional(),
    /** How long a gateway answer stays valid on chain (s). */
    gatewayTtlSeconds: z.number().int().positive().default(300),
    /**
     * Labels nobody may register here beyond the built-in list (RESERVED_NAME_LABELS of @airlock/protocol/names:
     * admin, root, support, security, …) and the parent name's own labels (`airlock` of airlock.eth): the
     * operator's brands, products, staff roles (NAMES_RESERVED, comma-separated). Hyphens do not count:
     * `acme` reserves `ac-me` too. Names registered before a label was reserved keep resolving.
     */
    reservedLabels: z.array(z.string().trim().toLowerCase().min(1).max(63)).default([]),
    /** A registration message older than this is refused (s): 10 minutes. */
    maxMessageAgeSeconds: z.number().int().positive().default(600),
    /** A registration message dated further ahead than this is refused (s): clocks drift a little. */
    maxClockSkewSeconds: z.number().int().min(0).default(60),
  })
  .strict()

export type NamesOptionsInput = z.input<typeof namesOptionsSchema>
export type NamesOptions = z.output<typeof namesOptionsSchema>
