import { describe, expect, it } from 'vitest'
import { MAIL_REQUIRED } from './embedded/options.ts'
import {
  databaseOptionsFromEnv,
  embeddedWalletOptionsFromEnv,
  parseServerEnv,
  rateLimitOptionsFromEnv,
} from './env.ts'
import { resolveCloudOptions } from './options.ts'

describe('server environment', () => {
  it('has the documented defaults', () => {
    expect(parseServerEnv({})).toEqual({
      PORT: 8787,
      HOST: '127.0.0.1',
      DEVNET_RPC_URL: 'http://127.0.0.1:8545',
      ONRAMP_SANDBOX_PORT: 8788,
      MAILBOX_SMTP_PORT: 8825,
      SECURE_SITE_PORT: 8789,
      IDENTITY_PROVIDER_PORT: 8790,
      RATE_LIMIT: 'on',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    })
    expect(parseServerEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 8787,
      DATABASE_URL: undefined,
    })
  })

  it('reads every variable', () => {
    expect(
      parseServerEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://db/x',
        DATA_DIR: '/tmp/x',
        REDIS_URL: 'redis://127.0.0.1:6379',
        DEVNET_RPC_URL: 'http://127.0.0.1:9999',
        PROJECTS_FILE: '/tmp/p.json',
        ONRAMP_SANDBOX_PORT: '0',
        ONRAMP_TREASURY_KEY: `0x${'ab'.repeat(32)}`,
        ONRAMP_BANK_TRANSFER_DELAY_MS: '500',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        MAIL_FROM: 'Shop <no-reply@shop.example>',
        MAILBOX_SMTP_PORT: '0',
        EMBEDDED_WALLET_SECRET: 's'.repeat(64),
        SECURE_SITE_PORT: '0',
        SECURE_SITE_URL: 'https://secure.example.com',
        PUBLIC_API_URL: 'https://api.example.com',
        EMBEDDED_FRAME_DIR: '/srv/frame',
        IDENTITY_PROVIDER_PORT: '0',
        SOCIAL_PROVIDERS_FILE: '/etc/airlock/social.json',
        INDEXER_LEASE_MS: '3000',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      PORT: 0,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/x',
      DATA_DIR: '/tmp/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DEVNET_RPC_URL: 'http://127.0.0.1:9999',
      PROJECTS_FILE: '/tmp/p.json',
      ONRAMP_SANDBOX_PORT: 0,
      ONRAMP_TREASURY_KEY: `0x${'ab'.repeat(32)}`,
      ONRAMP_BANK_TRANSFER_DELAY_MS: 500,
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Shop <no-reply@shop.example>',
      MAILBOX_SMTP_PORT: 0,
      EMBEDDED_WALLET_SECRET: 's'.repeat(64),
      SECURE_SITE_PORT: 0,
      SECURE_SITE_URL: 'https://secure.example.com',
      PUBLIC_API_URL: 'https://api.example.com',
      EMBEDDED_FRAME_DIR: '/srv/frame',
      IDENTITY_PROVIDER_PORT: 0,
      SOCIAL_PROVIDERS_FILE: '/etc/airlock/social.json',
      INDEXER_LEASE_MS: 3000,
      RATE_LIMIT: 'on',
      TRUST_PROXY: false,
      LOG_LEVEL: 'warn',
    })
  })

  it('explains every bad variable at once', () => {
    expect(() =>
      parseServerEnv({ PORT: 'eighty', HOST: '0.0.0.0', DEVNET_RPC_URL: 'nope', LOG_LEVEL: 'loud' }),
    ).toThrow(
      /^Invalid environment: PORT: Expected number, received nan; HOST: must be 127\.0\.0\.1: the cloud listens on loopback only .*; DEVNET_RPC_URL: Invalid url; LOG_LEVEL: Invalid enum value/,
    )
    expect(() => parseServerEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL: A Redis URL starts with redis:// or rediss://',
    )
    expect(() => parseServerEnv({ ONRAMP_TREASURY_KEY: '0x12' })).toThrow(
      'ONRAMP_TREASURY_KEY: Expected a private key: 0x and 64 hex digits',
    )
    expect(() => parseServerEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL: An SMTP URL starts with smtp:// or smtps://',
    )
    expect(() => parseServerEnv({ EMBEDDED_WALLET_SECRET: 'short' })).toThrow(
      'EMBEDDED_WALLET_SECRET: must be at least 32 characters',
    )
    expect(() => parseServerEnv({ PORT: '70000' })).toThrow(
      'PORT: Number must be less than or equal to 65535',
    )
  })

  it('picks PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://x/y', DATA_DIR: '/d' })).toEqual({
      databaseUrl: 'postgres://x/y',
    })
    expect(databaseOptionsFromEnv({ DATA_DIR: '/d' })).toEqual({ dataDir: '/d' })
    expect(databaseOptionsFromEnv({ DATABASE_URL: '', DATA_DIR: '' })).toEqual({})
  })

  it('turns the embedded wallet variables into its options, unset ones left to the defaults', () => {
    expect(embeddedWalletOptionsFromEnv(parseServerEnv({}), undefined)).toEqual({
      requireSecret: false,
      sitePort: 8789,
      frameDefaultAncestors: true,
      devMailbox: { port: 8825 },
      devIdentityProvider: { port: 8790 },
      farcaster: {},
    })
    expect(
      embeddedWalletOptionsFromEnv(
        parseServerEnv({
          SMTP_URL: 'smtps://mail.example.com',
          EMBEDDED_WALLET_SECRET: 'k'.repeat(40),
          FARCASTER_RPC_URL: 'https://mainnet.optimism.io',
          FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz',
        }),
        'production',
      ),
    ).toEqual({
      requireSecret: true,
      sitePort: 8789,
      frameDefaultAncestors: false,
      devMailbox: false,
      devIdentityProvider: false,
      smtpUrl: 'smtps://mail.example.com',
      secret: 'k'.repeat(40),
      farcaster: {
        idRegistry: { rpcUrl: 'https://mainnet.optimism.io' },
        relayUrl: 'https://relay.farcaster.xyz',
      },
    })
  })

  it('runs the dev mailbox outside production only: production without SMTP_URL cannot start', () => {
    const options = (env: NodeJS.ProcessEnv, nodeEnv?: string) =>
      embeddedWalletOptionsFromEnv(parseServerEnv(env), nodeEnv)
    expect(options({ MAILBOX_SMTP_PORT: '0' }, 'development').devMailbox).toEqual({ port: 0 })
    const production = options({ EMBEDDED_WALLET_SECRET: 'k'.repeat(40) }, 'production')
    expect(production.devMailbox).toBe(false)
    expect(() => resolveCloudOptions({ chains: [], embeddedWallet: production })).toThrow(
      `Invalid cloud options: embeddedWallet.smtpUrl: ${MAIL_REQUIRED}`,
    )
    expect(MAIL_REQUIRED).toMatch(/^SMTP_URL must be set/)
    const withMail = options(
      { EMBEDDED_WALLET_SECRET: 'k'.repeat(40), SMTP_URL: 'smtps://mail.example.com' },
      'production',
    )
    expect(resolveCloudOptions({ chains: [], embeddedWallet: withMail }).embeddedWallet.smtpUrl).toBe(
      'smtps://mail.example.com',
    )
  })

  it('lets the development hosts embed the frame outside production only, unless FRAME_DEFAULT_ANCESTORS says', () => {
    const ancestors = (env: NodeJS.ProcessEnv, nodeEnv?: string) =>
      embeddedWalletOptionsFromEnv(parseServerEnv(env), nodeEnv).frameDefaultAncestors
    expect(ancestors({})).toBe(true)
    expect(ancestors({}, 'production')).toBe(false)
    expect(ancestors({ FRAME_DEFAULT_ANCESTORS: 'on' }, 'production')).toBe(true)
    expect(ancestors({ FRAME_DEFAULT_ANCESTORS: 'off' })).toBe(false)
    expect(() => parseServerEnv({ FRAME_DEFAULT_ANCESTORS: 'yes' })).toThrow(/FRAME_DEFAULT_ANCESTORS/)
  })

  it('turns the rate-limit variables into options: unset ones keep their defaults, RATE_LIMIT=off none', () => {
    expect(rateLimitOptionsFromEnv(parseServerEnv({}))).toEqual({ oneTimeCodes: {}, relay: {} })
    expect(
      rateLimitOptionsFromEnv(
        parseServerEnv({
          RATE_LIMIT_WINDOW_MS: '1000',
          RATE_LIMIT_PER_IP: '10',
          RATE_LIMIT_PER_PROJECT: '20',
          RATE_LIMIT_OTP_PER_IP: '3',
          RATE_LIMIT_OTP_PER_ADDRESS: '2',
          RATE_LIMIT_OTP_PER_PROJECT: '4',
          RATE_LIMIT_RELAY_CONNECTS_PER_IP: '5',
          RATE_LIMIT_RELAY_PUBLISHES_PER_PROJECT: '6',
        }),
      ),
    ).toEqual({
      windowMs: 1000,
      perIp: 10,
      perProject: 20,
      oneTimeCodes: { perIp: 3, perAddress: 2, perProject: 4 },
      relay: { connectsPerIp: 5, publishesPerProject: 6 },
    })
    expect(rateLimitOptionsFromEnv(parseServerEnv({ RATE_LIMIT: 'off' }))).toBe(false)
    expect(parseServerEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(parseServerEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => parseServerEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be 'true', 'false'/)
    expect(() => parseServerEnv({ RATE_LIMIT_PER_IP: '0' })).toThrow(/RATE_LIMIT_PER_IP/)
  })
})
