import { z } from 'zod'
import { smtpUrlSchema } from './embedded/options.ts'
import type { RateLimitOptionsInput } from './http/rateLimit.ts'
import { privateKeySchema } from './onramp/config.ts'
import { redisUrlSchema } from './options.ts'
import { relayUrlListSchema } from './relay/options.ts'
import { formatZodError } from './validation.ts'

/** Empty variables count as unset, as shells and .env files commonly leave them. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))

const serverEnvSchema = z.object({
  PORT: optional.pipe(z.coerce.number().int().min(0).max(65_535).default(8787)),
  HOST: optional.pipe(
    z
      .literal('127.0.0.1', {
        errorMap: () => ({
          message:
            'must be 127.0.0.1: the cloud listens on loopback only (put a reverse proxy in front of it)',
        }),
      })
      .default('127.0.0.1'),
  ),
  DATABASE_URL: optional,
  DATA_DIR: optional,
  /** Relay fan-out across cloud instances (which then share DATABASE_URL). */
  REDIS_URL: optional.pipe(redisUrlSchema.optional()),
  DEVNET_RPC_URL: optional.pipe(z.string().url().default('http://127.0.0.1:8545')),
  PROJECTS_FILE: optional,
  CHAINS_FILE: optional,
  /** The onramp sandbox's checkout origin (its own port; 0 picks a free one). */
  ONRAMP_SANDBOX_PORT: optional.pipe(z.coerce.number().int().min(0).max(65_535).default(8788)),
  /** The account sandbox purchases are delivered from, on chains whose config names no treasury of its own. */
  ONRAMP_TREASURY_KEY: optional.pipe(privateKeySchema.optional()),
  /** How long a sandbox bank transfer takes to settle (ms). */
  ONRAMP_BANK_TRANSFER_DELAY_MS: optional.pipe(z.coerce.number().int().min(0).optional()),
  /** Where the embedded wallet's mail goes; unset: the dev mailbox (GET /mailbox), refused in production. */
  SMTP_URL: optional.pipe(smtpUrlSchema.optional()),
  /** The From of those mails. */
  MAIL_FROM: optional,
  /** The dev mailbox's SMTP port (0 picks a free one). */
  MAILBOX_SMTP_PORT: optional.pipe(z.coerce.number().int().min(0).max(65_535).default(8825)),
  /** The embedded wallet's share keys are derived from it; never stored in the database. */
  EMBEDDED_WALLET_SECRET: optional.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  /** The secure site's own port (the embedded wallet frame's origin; 0 picks a free one). */
  SECURE_SITE_PORT: optional.pipe(z.coerce.number().int().min(0).max(65_535).default(8789)),
  /** The local identity provider's port (social login without SOCIAL_PROVIDERS_FILE; 0 picks a free one). */
  IDENTITY_PROVIDER_PORT: optional.pipe(z.coerce.number().int().min(0).max(65_535).default(8790)),
  /** JSON `{ "google": { issuer, clientId, clientSecret, scopes? }, … }`: social login's real providers. */
  SOCIAL_PROVIDERS_FILE: optional,
  /** Public URLs behind a reverse proxy: the secure site's, and the cloud API's (the frame calls it). */
  SECURE_SITE_URL: optional.pipe(z.string().url().optional()),
  PUBLIC_API_URL: optional.pipe(z.string().url().optional()),
  /** The relay's ws(s):// URLs behind a proxy, comma-separated: a client's JWT must name one (or PUBLIC_API_URL/relay). */
  RELAY_PUBLIC_URLS: optional.pipe(relayUrlListSchema.optional()),
  /** The built frame (default packages/embedded-wallet/dist/frame). */
  EMBEDDED_FRAME_DIR: optional,
  /** 'on': localhost, preview hosts and the mobile bridges may embed the frame page; default on outside production. */
  FRAME_DEFAULT_ANCESTORS: optional.pipe(z.enum(['on', 'off']).optional()),
  /** Sign In With Farcaster: an Optimism RPC to check fids in Farcaster's IdRegistry (unset: no Farcaster login). */
  FARCASTER_RPC_URL: optional.pipe(z.string().url().optional()),
  /** The Farcaster auth relay (e.g. https://relay.farcaster.xyz); unset outside production: the cloud's dev relay. */
  FARCASTER_RELAY_URL: optional.pipe(z.string().url().optional()),
  /** The parent every registered name lives under (default airlock.eth). */
  NAMES_PARENT: optional,
  /** The key the names CCIP-read gateway signs with; the offchain resolver on chain trusts its address. */
  NAMES_GATEWAY_KEY: optional.pipe(privateKeySchema.optional()),
  /** Labels nobody may register beyond the built-in reserved ones, comma-separated (e.g. acme,acme-pay). */
  NAMES_RESERVED: optional,
  /** How long the indexer's lease lasts (ms, default 15000): after a crash, another instance indexes this soon. */
  INDEXER_LEASE_MS: optional.pipe(z.coerce.number().int().positive().optional()),
  /** 'off' disables every rate limit; the numbers below override one limit each (window in ms). */
  RATE_LIMIT: optional.pipe(z.enum(['on', 'off']).default('on')),
  RATE_LIMIT_WINDOW_MS: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_PER_IP: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_PER_PROJECT: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_OTP_PER_IP: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_OTP_PER_ADDRESS: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_OTP_PER_PROJECT: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_RELAY_CONNECTS_PER_IP: optional.pipe(z.coerce.number().int().positive().optional()),
  RATE_LIMIT_RELAY_PUBLISHES_PER_PROJECT: optional.pipe(z.coerce.number().int().positive().optional()),
  /** Behind a reverse proxy: 'true' (trust X-Forwarded-For) or a hop count; default false. */
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .regex(/^(true|false|\d+)$/, "must be 'true', 'false' or a number of proxy hops")
      .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value)))
      .default('false'),
  ),
  LOG_LEVEL: optional.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
})

export type ServerEnv = z.output<typeof serverEnvSchema>

/** The server's settings from the environment; throws one readable message for every bad variable. */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid environment: ${formatZodError(parsed.error)}`)
  return parsed.data
}

/** Which database the environment points at: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): { databaseUrl?: string; dataDir?: string } {
  const { DATABASE_URL, DATA_DIR } = env
  if (DATABASE_URL) return { databaseUrl: DATABASE_URL }
  return DATA_DIR ? { dataDir: DATA_DIR } : {}
}

/** The onramp sandbox's settings from the environment (port, treasury, bank transfer delay). */
export function onrampOptionsFromEnv(env: ServerEnv) {
  return {
    sandbox: {
      port: env.ONRAMP_SANDBOX_PORT,
      ...(env.ONRAMP_TREASURY_KEY ? { treasuryKey: env.ONRAMP_TREASURY_KEY } : {}),
      ...(env.ONRAMP_BANK_TRANSFER_DELAY_MS === undefined
        ? {}
        : { bankTransferDelayMs: env.ONRAMP_BANK_TRANSFER_DELAY_MS }),
    },
  }
}

/** The embedded wallet's settings from the environment (secure site, secret, mail). */
export function embeddedWalletOptionsFromEnv(env: ServerEnv, nodeEnv: string | undefined) {
  return {
    // Production never falls back to a generated secret.
    requireSecret: nodeEnv === 'production',
    sitePort: env.SECURE_SITE_PORT,
    // Development hosts may frame the wallet page while a dapp is built; a production site lists its origins.
    frameDefaultAncestors:
      (env.FRAME_DEFAULT_ANCESTORS ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    // It shows every code and approval link to anyone: never in production, where SMTP_URL is then required.
    devMailbox: nodeEnv === 'production' ? (false as const) : { port: env.MAILBOX_SMTP_PORT },
    // Its test users' passwords are public: never in production, where social login needs real providers.
    devIdentityProvider: nodeEnv === 'production' ? (false as const) : { port: env.IDENTITY_PROVIDER_PORT },
    ...(env.SECURE_SITE_URL ? { siteUrl: env.SECURE_SITE_URL } : {}),
    ...(env.PUBLIC_API_URL ? { apiUrl: env.PUBLIC_API_URL } : {}),
    ...(env.EMBEDDED_FRAME_DIR ? { frameDir: env.EMBEDDED_FRAME_DIR } : {}),
    ...(env.EMBEDDED_WALLET_SECRET ? { secret: env.EMBEDDED_WALLET_SECRET } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    farcaster: {
      ...(env.FARCASTER_RPC_URL ? { idRegistry: { rpcUrl: env.FARCASTER_RPC_URL } } : {}),
      ...(env.FARCASTER_RELAY_URL ? { relayUrl: env.FARCASTER_RELAY_URL } : {}),
    },
  }
}

/** The names registry's settings from the environment (parent name, gateway key, reserved labels). */
export function namesOptionsFromEnv(env: ServerEnv) {
  return {
    ...(env.NAMES_PARENT ? { parentName: env.NAMES_PARENT } : {}),
    ...(env.NAMES_GATEWAY_KEY ? { gatewayKey: env.NAMES_GATEWAY_KEY } : {}),
    ...(env.NAMES_RESERVED
      ? { reservedLabels: env.NAMES_RESERVED.split(',').filter((label) => label.trim() !== '') }
      : {}),
  }
}

const defined = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>

/** The rate limits from the environment (RATE_LIMIT=off: none); unset numbers keep their defaults. */
export function rateLimitOptionsFromEnv(env: ServerEnv): RateLimitOptionsInput | false {
  if (env.RATE_LIMIT === 'off') return false
  return defined({
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    perIp: env.RATE_LIMIT_PER_IP,
    perProject: env.RATE_LIMIT_PER_PROJECT,
    oneTimeCodes: defined({
      perIp: env.RATE_LIMIT_OTP_PER_IP,
      perAddress: env.RATE_LIMIT_OTP_PER_ADDRESS,
      perProject: env.RATE_LIMIT_OTP_PER_PROJECT,
    }),
    relay: defined({
      connectsPerIp: env.RATE_LIMIT_RELAY_CONNECTS_PER_IP,
      publishesPerProject: env.RATE_LIMIT_RELAY_PUBLISHES_PER_PROJECT,
    }),
  })
}
