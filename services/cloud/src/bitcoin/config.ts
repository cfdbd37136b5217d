import { z } from 'zod'
import { type BitcoinNetworkName, knownBitcoinNetwork } from './network.ts'

/** A Bitcoin network the cloud serves: balances and activity of `bip122:` accounts and Sign-In with Bitcoin. */
export interface BitcoinChainConfig {
  /** CAIP-2 id: bip122: and the genesis block hash's first 32 hex digits. */
  caipNetworkId: string
  /** Base URL of an Esplora API (Blockstream's, mempool.space's, the Airlock Bitcoin test chain's), no trailing slash. */
  esploraUrl: string
  /** Address format; default the one the well-known id stands for (mainnet, testnet, testnet4, signet, regtest). */
  network?: BitcoinNetworkName | undefined
  /** USD price of one BTC; default 0 (no value shown): test networks' coins are worth nothing. */
  nativePriceUsd?: number | undefined
}

export const bitcoinChainSchema = z
  .object({
    caipNetworkId: z
      .string()
      .regex(/^bip122:[0-9a-f]{32}$/, 'A Bitcoin CAIP-2 id is bip122: and 32 lower-case hex digits'),
    esploraUrl: z
      .string()
      .url()
      .refine(
        (url) => /^https?:$/.test(new URL(url).protocol),
        'An Esplora URL must start with http:// or https://',
      )
      .transform((url) => url.replace(/\/+$/, '')),
    network: z.enum(['mainnet', 'testnet', 'signet', 'regtest']).optional(),
    nativePriceUsd: z.number().nonnegative().finite().optional(),
  })
  .strict()
  .transform((chain, ctx) => {
    const network = chain.network ?? knownBitcoinNetwork(chain.caipNetworkId)
    if (!network) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `${chain.caipNetworkId} is not a well-known Bitcoin network: set its network (mainnet, testnet, signet or regtest)`,
      })
      return z.NEVER
    }
    return { ...chain, network }
  })

/** A configured Bitcoin network once its address format is known. */
export type ResolvedBitcoinChain = z.output<typeof bitcoinChainSchema>

/** BTC as balances and activity name it. */
export const BTC = Object.freeze({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
