import type { FastifyServerOptions } from 'fastify'
import { z } from 'zod'
import { type BitcoinChainConfig, bitcoinChainSchema } from './bitcoin/config.ts'
import { erc4337ChainSchema } from './bundler/config.ts'
import type { ChainConfig } from './chains/config.ts'
import { swapConfigSchema } from './convert/config.ts'
import { type EmbeddedWalletOptionsInput, embeddedWalletOptionsSchema } from './embedded/options.ts'
import { configAddressSchema as addressSchema } from './evm/address.ts'
import { type RateLimitOptionsInput, rateLimitOptionsSchema } from './http/rateLimit.ts'
import { type NamesOptionsInput, namesOptionsSchema } from './names/options.ts'
import { type OfframpOptionsInput, offrampOptionsSchema } from './offramp/config.ts'
import { chainOnrampSchema, type OnrampOptionsInput, onrampOptionsSchema } from './onramp/config.ts'
import { chainPaymentsSchema, type PaymentsOptionsInput, paymentsOptionsSchema } from './payments/config.ts'
import { type RelayOptionsInput, relayOptionsSchema } from './relay/options.ts'
import { smartAccountsChainSchema } from './smartAccounts/config.ts'
import { type SolanaChainConfig, solanaChainSchema } from './solana/config.ts'
import { formatZodError } from './validation.ts'

export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'A CAIP-2 chain id looks like eip155:31337')

const httpUrlSchema = z
  .string()
  .url()
  .refine((url) => /^https?:$/.test(new URL(url).protocol), 'An RPC URL must start with http:// or https://')

export const chainConfigSchema = z
  .object({
    caipNetworkId: caipNetworkIdSchema,
    rpcUrl: httpUrlSchema,
    nativeCurrency: z
      .object({
        name: z.string().min(1),
        symbol: z.string().min(1),
        decimals: z.number().int().min(0).max(36),
      })
      .strict()
      .optional(),
    pricing: z
      .object({
        factory: addressSchema,
        usdToken: addressSchema,
        wrappedNative: addressSchema,
      })
      .strict()
      .optional(),
    spamTokens: z.array(addressSchema).optional(),
    swap: swapConfigSchema.optional(),
    onramp: chainOnrampSchema.optional(),
    erc4337: erc4337ChainSchema.optional(),
    smartAccounts: smartAccountsChainSchema.optional(),
    payments: chainPaymentsSchema.optional(),
  })
  .strict()

export const redisUrlSchema = z
  .string()
  .url()
  .refine((url) => /^rediss?:$/.test(new URL(url).protocol), 'A Redis URL starts with redis:// or rediss://')

function noDuplicateIds(chains: readonly { caipNetworkId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  for (const chain of chains) {
    if (seen.has(chain.caipNetworkId)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${chain.caipNetworkId} is configured twice` })
    }
    seen.add(chain.caipNetworkId)
  }
}

const cloudOptionsSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  // Loopback only: anything public goes through a reverse proxy in front of the cloud.
  host: z.literal('127.0.0.1').default('127.0.0.1'),
  databaseUrl: z.string().min(1).optional(),
  dataDir: z.string().min(1).optional(),
  pgliteMemoryDump: z.instanceof(Blob).optional(),
  chains: z
    .array(chainConfigSchema)
    .superRefine(noDuplicateIds)
    .superRefine((chains, ctx) => {
      for (const { caipNetworkId } of chains) {
        const [namespace] = caipNetworkId.split(':')
        if (namespace === 'solana' || namespace === 'bip122') {
          const option = namespace === 'solana' ? 'solanaChains' : 'bitcoinChains'
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: `${caipNetworkId} is not an EVM chain: configure it in ${option}`,
          })
        }
      }
    }),
  // Apart from `chains`: their services build viem clients, which only speak to EVM nodes.
  solanaChains: z.array(solanaChainSchema).superRefine(noDuplicateIds).default([]),
  bitcoinChains: z.array(bitcoinChainSchema).superRefine(noDuplicateIds).default([]),
  projectsFile: z.string().min(1).nullable().optional(),
  walletsFile: z.string().min(1).optional(),
  projectCacheMs: z.number().int().min(0).default(5_000),
  upstreamTimeoutMs: z.number().int().positive().default(8_000),
  indexer: z
    .union([
      z.literal(false),
      z
        .object({
          pollMs: z.number().int().positive().optional(),
          leaseMs: z.number().int().positive().optional(),
        })
        .strict(),
    ])
    .default({}),
  relay: relayOptionsSchema.default({}),
  redisUrl: redisUrlSchema.optional(),
  rateLimit: z.union([z.literal(false), rateLimitOptionsSchema]).default({}),
  trustProxy: z.union([z.boolean(), z.number().int().min(0).max(10)]).default(false),
  onramp: onrampOptionsSchema.default({}),
  offramp: offrampOptionsSchema.default({}),
  embeddedWallet: embeddedWalletOptionsSchema.default({}),
  names: namesOptionsSchema.default({}),
  payments: paymentsOptionsSchema.default({}),
})

export interface CloudOptions {
  /** Default 0: a free port (read the bound one from `url`). */
  port?: number
  host?: '127.0.0.1'
  /** PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string
  /** PGlite folder (default services/cloud/.data/pglite) or 'memory://'. */
  dataDir?: string
  /** With dataDir 'memory://': a PGlite dump (dumpDataDir) the database starts from instead of initdb. */
  pgliteMemoryDump?: Blob
  chains: readonly ChainConfig[]
  /**
   * Solana clusters (solana:<genesis hash prefix>): the RPC gateway forwards to `rpcUrl` with a Solana method
   * allow-list; balances (SOL and SPL, priced from `nativePriceUsd` and the tokens' `priceUsd`), activity and
   * Sign-In with Solana answer for their accounts. Default none.
   */
  solanaChains?: readonly SolanaChainConfig[]
  /**
   * Bitcoin networks (bip122:<genesis hash prefix>) read through an Esplora API: balances, activity and Sign-In
   * with Bitcoin (BIP-322, BIP-137). Default none.
   */
  bitcoinChains?: readonly BitcoinChainConfig[]
  /** Projects upserted at start. Default services/cloud/projects.json; null for none. */
  projectsFile?: string | null
  /** Wallet registry synced into the wallets table at start. Default services/cloud/registry/wallets.json. */
  walletsFile?: string
  /** Fastify's pino logger: true, false or pino options. Default on, off under Vitest. */
  logger?: FastifyServerOptions['logger']
  /** How long project lookups are cached (ms); default 5000. */
  projectCacheMs?: number
  /**
   * How long the RPC gateway waits for a node (ms). Default 8000: below the kit's 10 s RPC timeout,
   * so the caller gets the gateway's readable error instead of its own timeout.
   */
  upstreamTimeoutMs?: number
  /**
   * The chain indexer behind the history call: on by default, polling every `pollMs` (1000); false: off. It runs on
   * one instance at a time under a lease of `leaseMs` (15000) in the database; another instance takes over once it
   * runs out.
   */
  indexer?: { pollMs?: number; leaseMs?: number } | false
  /** The WalletConnect-compatible relay at /relay: ping interval, rate limit, size limits (relay/options.ts). */
  relay?: RelayOptionsInput
  /**
   * Redis (redis:// or rediss://) for relay fan-out across several cloud instances, which then share one
   * PostgreSQL DATABASE_URL. Without it the relay delivers within this instance only.
   */
  redisUrl?: string
  /**
   * Rate limits (http/rateLimit.ts), each answered 429 with Retry-After: per IP on every call, per project
   * on project-scoped calls, tighter on the email one-time-code routes, and the relay's. Counted in Redis
   * (shared by every instance) when `redisUrl` is set, in memory otherwise. false: none (benches).
   */
  rateLimit?: RateLimitOptionsInput | false
  /**
   * Behind a reverse proxy: true trusts X-Forwarded-For (the client is its first entry), a number trusts
   * that many proxy hops. Default false: the peer address is the client, right for loopback without a
   * proxy; with a proxy and false, every visitor shares the proxy's per-IP limit.
   */
  trustProxy?: boolean | number
  /**
   * The onramp: the sandbox checkout (its own port, treasury key, bank transfer delay, fiat rates; false: not
   * served) and real providers the cloud forwards to (onramp/config.ts). Default: the sandbox on a free port.
   */
  onramp?: OnrampOptionsInput
  /**
   * The off-ramp (offramp/config.ts): the sandbox provider (its own port, treasury key, deposit window, fiat
   * rates; false: not served) and real providers the cloud forwards to. It sells on the chains' `onramp` networks.
   */
  offramp?: OfframpOptionsInput
  /**
   * The embedded wallet (embedded/options.ts): the secure site's port and frame folder, EMBEDDED_WALLET_SECRET,
   * SMTP_URL (unset: the dev mailbox on a loopback SMTP port, listed at GET /mailbox).
   */
  embeddedWallet?: EmbeddedWalletOptionsInput
  /**
   * Names (names/options.ts): the parent every name lives under (default airlock.eth) and the key the CCIP-read
   * gateway signs with (NAMES_GATEWAY_KEY; without it ENS tooling cannot resolve the names).
   */
  names?: NamesOptionsInput
  /**
   * Payment intents (payments/config.ts): how often the chains' payments contracts are read and under which
   * lease (one instance at a time, as the indexer), and the webhook deliveries' retry delays and timeout.
   */
  payments?: PaymentsOptionsInput
}

export type ResolvedCloudOptions = z.output<typeof cloudOptionsSchema>

export function resolveCloudOptions(options: CloudOptions): ResolvedCloudOptions {
  const { logger: _logger, ...rest } = options
  const parsed = cloudOptionsSchema.safeParse(rest)
  if (!parsed.success) throw new Error(`Invalid cloud options: ${formatZodError(parsed.error)}`)
  return parsed.data
}
