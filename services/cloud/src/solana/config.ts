import { z } from 'zod'
import { isSolanaAddress } from './address.ts'

/** An SPL token the cloud names and prices in Solana balances and activity. */
export interface SolanaTokenConfig {
  /** The mint's base58 address. */
  mint: string
  symbol: string
  name: string
  decimals: number
  /** USD price of one token; default 0 (no value shown). */
  priceUsd?: number | undefined
}

/** A Solana cluster the cloud serves: the RPC gateway, balances and activity of `solana:` accounts. */
export interface SolanaChainConfig {
  /** CAIP-2 id: solana: and the first 32 characters of the genesis hash, e.g. solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp. */
  caipNetworkId: string
  /** The cluster's JSON-RPC HTTP endpoint. */
  rpcUrl: string
  /** Tokens named and priced; a mint not listed shows as 'Unknown' with no price. */
  tokens?: readonly SolanaTokenConfig[] | undefined
  /** USD price of one SOL; default 0 (no value shown): test networks' coins are worth nothing. */
  nativePriceUsd?: number | undefined
}

const solanaAddressSchema = z.string().refine(isSolanaAddress, 'A Solana address is base58 of 32 bytes')

export const solanaChainSchema = z
  .object({
    caipNetworkId: z
      .string()
      .regex(
        /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/,
        'A Solana CAIP-2 id looks like solana:<genesis hash prefix>',
      ),
    rpcUrl: z
      .string()
      .url()
      .refine(
        (url) => /^https?:$/.test(new URL(url).protocol),
        'An RPC URL must start with http:// or https://',
      ),
    tokens: z
      .array(
        z
          .object({
            mint: solanaAddressSchema,
            symbol: z.string().min(1).max(32),
            name: z.string().min(1).max(100),
            decimals: z.number().int().min(0).max(255),
            priceUsd: z.number().nonnegative().finite().optional(),
          })
          .strict(),
      )
      .optional(),
    nativePriceUsd: z.number().nonnegative().finite().optional(),
  })
  .strict()

/** SOL as balances and activity name it. */
export const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 })
