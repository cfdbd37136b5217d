import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { COOLDOWN_SECONDS } from './auth/rules.ts'
import { farcasterOptionsSchema } from './farcaster/config.ts'
import { httpUrlSchema } from './httpUrl.ts'
import { socialProvidersSchema } from './social/providers.ts'

/** packages/embedded-wallet/dist/frame: what `npm run build -w @airlock/embedded-wallet` writes. */
export const DEFAULT_FRAME_DIR = fileURLToPath(
  new URL('../../../../packages/embedded-wallet/dist/frame', import.meta.url),
)

const portSchema = z.number().int().min(0).max(65_535)

export const smtpUrlSchema = z
  .string()
  .url()
  .refine((url) => /^smtps?:$/.test(new URL(url).protocol), 'An SMTP URL starts with smtp:// or smtps://')

/** Why the cloud does not start without SMTP_URL in production, or with neither it nor the dev mailbox. */
export const MAIL_REQUIRED =
  'SMTP_URL must be set: the embedded wallet mails login codes and approval links, and the dev mailbox, which shows them to anyone who can reach the cloud, runs only outside production'

export const embeddedWalletOptionsSchema = z
  .object({
    /** The secure site's own loopback port; 0 picks a free one. */
    sitePort: portSchema.default(0),
    /** The secure site's public URL behind a proxy; default its loopback address. */
    siteUrl: httpUrlSchema.optional(),
    /** The cloud API's public URL behind a proxy (config.json, connect-src, approval links); default its own. */
    apiUrl: httpUrlSchema.optional(),
    frameDir: z.string().min(1).default(DEFAULT_FRAME_DIR),
    /**
     * FRAME_DEFAULT_ANCESTORS: also let the development hosts of DEFAULT_FRAME_ANCESTORS (localhost, preview
     * hosts, the mobile bridges) embed the frame page, beyond each project's own origins. Off unless set: the
     * environment turns it on outside production. It never makes the frame answer such a page, nor the API
     * or the relay: those follow the project's list alone.
     */
    frameDefaultAncestors: z.boolean().default(false),
    /** EMBEDDED_WALLET_SECRET: the share keys are derived from it (HKDF-SHA256). */
    secret: z.string().min(32, 'EMBEDDED_WALLET_SECRET must be at least 32 characters').optional(),
    /**
     * Refuse to start without `secret` (server.ts sets it when NODE_ENV=production). An option rather than a
     * look at NODE_ENV here: bundlers run in the same process (npm start, the e2e setup) set NODE_ENV themselves.
     */
    requireSecret: z.boolean().default(false),
    /** Where a development secret is generated and kept; default beside the PGlite folder. */
    secretFile: z.string().min(1).optional(),
    /** SMTP_URL: where mail goes. Unset: the dev mailbox (see devMailbox), outside production only. */
    smtpUrl: smtpUrlSchema.optional(),
    /** The From of the code mails. */
    mailFrom: z.string().min(3).optional(),
    /**
     * Seconds between two codes to one address: 30. Only tests shorten it, to go through flows
     * that mail one address twice without waiting.
     */
    codeCooldownSeconds: z.number().int().min(1).max(3600).default(COOLDOWN_SECONDS),
    /**
     * The dev mailbox, used while `smtpUrl` is unset: an SMTP server on loopback (`port`, 0 picks a free one)
     * whose mail anyone who reaches the API reads at GET /mailbox and GET /mailbox/messages, login codes and
     * approval links included. Development only. On by default, like devIdentityProvider, as every embedding
     * but the production server is development (tests, npm start, the e2e setup, benches); the environment
     * (env.ts) sets false with NODE_ENV=production. The cloud refuses to start without `smtpUrl` when this is
     * false, or when `requireSecret` marks production: mail then has nowhere to go but a page open to anyone.
     */
    devMailbox: z
      .union([z.literal(false), z.object({ port: portSchema.default(0) }).strict()])
      .default({ port: 0 }),
    /**
     * Social login's real providers (SOCIAL_PROVIDERS_FILE): issuer or endpoints, the cloud's client id and
     * secret, scopes. Providers left out are not offered, unless none is configured: see devIdentityProvider.
     */
    socialProviders: socialProvidersSchema.default({}),
    /**
     * The local OpenID provider (oidc-provider) every social provider points at when `socialProviders` is
     * empty (development, tests); port 0 picks a free one; false: no social login without real providers.
     */
    devIdentityProvider: z
      .union([z.literal(false), z.object({ port: portSchema.default(0) }).strict()])
      .default({ port: 0 }),
    /**
     * Sign In With Farcaster: the auth relay (default: the cloud's own dev relay) and the ID registry the
     * signer's fid is checked against. Without `idRegistry` Farcaster login is not offered.
     */
    farcaster: farcasterOptionsSchema.default({}),
  })
  .strict()
  .superRefine((options, context) => {
    if (options.smtpUrl || (options.devMailbox && !options.requireSecret)) return
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['smtpUrl'], message: MAIL_REQUIRED })
  })

export type EmbeddedWalletOptionsInput = z.input<typeof embeddedWalletOptionsSchema>
export type EmbeddedWalletOptions = z.output<typeof embeddedWalletOptionsSchema>
