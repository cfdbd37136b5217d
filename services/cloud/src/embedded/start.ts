import { readFile } from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import { DEFAULT_DATA_DIR } from '../db/open.ts'
import { MEMORY_DATA_DIR } from '../db/pglite.ts'
import type { Db } from '../db/types.ts'
import type { ProjectStore } from '../projects/store.ts'
import type { FrameSmartAccountChain } from '../smartAccounts/config.ts'
import { deriveEmbeddedKeys } from './auth/keys.ts'
import { PURGE_INTERVAL_MS, purgeExpired } from './auth/purge.ts'
import { defaultSecretFile, resolveEmbeddedSecret } from './auth/secret.ts'
import { createEmbeddedAuth, type EmbeddedAuth } from './auth/service.ts'
import { DEV_RELAY_PREFIX, type DevRelayDeps } from './farcaster/devRelay.ts'
import { idRegistryConnector } from './farcaster/idRegistry.ts'
import { createFarcasterLogin, type FarcasterLogin } from './farcaster/service.ts'
import { createMailer } from './mailbox/sender.ts'
import { type DevSmtpServer, startDevSmtpServer } from './mailbox/smtpServer.ts'
import { createMailboxStore, type MailboxStore } from './mailbox/store.ts'
import type { EmbeddedWalletOptions } from './options.ts'
import { createSecureSiteServer } from './site/server.ts'
import { type DevIdentityProvider, startDevIdentityProvider } from './social/devProvider.ts'
import { createSocialLogin, type SocialLogin } from './social/service.ts'

export interface EmbeddedWallet {
  auth: EmbeddedAuth
  /** The dev mailbox's mail (development only); undefined when SMTP_URL sends real mail. */
  mailbox: MailboxStore | undefined
  /** smtp://127.0.0.1:<port> of the dev mailbox; undefined with SMTP_URL. */
  mailboxSmtpUrl: string | undefined
  /** The secure site, e.g. http://127.0.0.1:<port> (no trailing slash). */
  siteUrl: string
  siteOrigin: string
  social: SocialLogin
  /** The local OpenID provider standing in for the social providers; undefined when real ones are set. */
  identityProviderUrl: string | undefined
  farcaster: FarcasterLogin
  /** The dev Farcaster relay the routes mount when no FARCASTER_RELAY_URL is set (never in production). */
  farcasterDevRelay: DevRelayDeps | undefined
  /** Called once the cloud listens, with its own URL (unless the options name a public one). */
  setApiUrl(url: string): void
  close(): Promise<void>
}

export interface EmbeddedWalletDeps {
  options: EmbeddedWalletOptions
  db: Db
  projects: ProjectStore
  log: FastifyBaseLogger
  host: '127.0.0.1'
  dataDir: string | undefined
  databaseUrl: string | undefined
  /** The chains the frame offers a smart account on (config.json `smartAccounts`). */
  smartAccounts?: FrameSmartAccountChain[]
}

async function cloudVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'))
  return String(pkg.version)
}

/**
 * Starts the embedded wallet's pieces in the cloud: the share keys (from EMBEDDED_WALLET_SECRET or the
 * development secret), the mailer (SMTP_URL or the dev mailbox's own SMTP server) and the secure site's
 * listener. The auth routes themselves are registered with the other routes (routes.ts).
 */
export async function startEmbeddedWallet(deps: EmbeddedWalletDeps): Promise<EmbeddedWallet> {
  const { options, log } = deps
  const pgliteDir = deps.dataDir ?? DEFAULT_DATA_DIR
  const secret = await resolveEmbeddedSecret({
    secret: options.secret,
    secretFile: options.secretFile ?? defaultSecretFile(deps.databaseUrl ? DEFAULT_DATA_DIR : pgliteDir),
    production: options.requireSecret,
    ephemeral: !deps.databaseUrl && pgliteDir === MEMORY_DATA_DIR,
  })
  log.info({ source: secret.source }, 'embedded wallet secret ready')
  const keys = await deriveEmbeddedKeys(secret.secret)

  let apiUrl = options.apiUrl
  const currentApiUrl = () => {
    if (!apiUrl) throw new Error('The cloud API URL is not known before the cloud listens')
    return apiUrl
  }

  let smtp: DevSmtpServer | undefined
  let identityProvider: DevIdentityProvider | undefined
  // Never beside SMTP_URL; never in production either (the options refuse that: options.ts devMailbox).
  const devMailbox = options.smtpUrl ? false : options.devMailbox
  const mailbox = devMailbox ? createMailboxStore() : undefined
  const site = createSecureSiteServer({
    frameDir: options.frameDir,
    projects: deps.projects,
    apiUrl: currentApiUrl,
    version: await cloudVersion(),
    smartAccounts: deps.smartAccounts ?? [],
    defaultAncestors: options.frameDefaultAncestors,
    log,
  })
  try {
    if (mailbox && devMailbox) {
      smtp = await startDevSmtpServer({
        store: mailbox,
        port: devMailbox.port,
        host: deps.host,
        onError: (error) => log.warn({ err: error }, 'dev mailbox SMTP error'),
      })
    }
    const mailer = createMailer(options.smtpUrl ?? (smtp as DevSmtpServer).url, options.mailFrom)
    await site.listen({ port: options.sitePort, host: deps.host })
    const address = site.server.address()
    if (typeof address !== 'object' || address === null) throw new Error('The secure site has no TCP address')
    const siteUrl = options.siteUrl ?? `http://${deps.host}:${address.port}`
    const auth = createEmbeddedAuth({
      db: deps.db,
      keys,
      mailer,
      apiUrl: currentApiUrl,
      codeCooldownSeconds: options.codeCooldownSeconds,
    })
    const realProviders = Object.keys(options.socialProviders).length > 0
    if (!realProviders && options.devIdentityProvider) {
      identityProvider = await startDevIdentityProvider({
        port: options.devIdentityProvider.port,
        host: deps.host,
        redirectUri: (provider) => social.redirectUri(provider),
      })
      log.info({ url: identityProvider.url }, 'local identity provider for social login')
    }
    const social = createSocialLogin({
      db: deps.db,
      keys,
      providers: identityProvider?.configs ?? options.socialProviders,
      apiUrl: currentApiUrl,
      siteUrl,
    })
    const { farcaster: farcasterOptions } = options
    const ethereum = farcasterOptions.idRegistry
      ? idRegistryConnector(farcasterOptions.idRegistry)
      : undefined
    const devRelayUrl = () => `${currentApiUrl()}${DEV_RELAY_PREFIX}`
    const farcaster = createFarcasterLogin({
      db: deps.db,
      relayUrl: () => farcasterOptions.relayUrl ?? devRelayUrl(),
      ethereum,
    })
    const farcasterDevRelay =
      ethereum && !farcasterOptions.relayUrl && !options.requireSecret
        ? { relayUrl: devRelayUrl, accounts: farcasterOptions.devAccounts, ethereum }
        : undefined
    const openIdentityProvider = identityProvider
    const openSmtp = smtp
    const purge = () =>
      purgeExpired(deps.db).catch((error) => log.warn({ err: error }, 'embedded wallet purge failed'))
    // Not awaited: the first run must not delay the start. unref: it never keeps the process alive.
    let purging = purge()
    const purgeTimer = setInterval(() => {
      purging = purge()
    }, PURGE_INTERVAL_MS)
    purgeTimer.unref()
    return {
      auth,
      mailbox,
      mailboxSmtpUrl: openSmtp?.url,
      siteUrl,
      siteOrigin: new URL(siteUrl).origin,
      social,
      identityProviderUrl: openIdentityProvider?.url,
      farcaster,
      farcasterDevRelay,
      setApiUrl(url) {
        apiUrl ??= url
      },
      async close() {
        clearInterval(purgeTimer)
        // Before the database closes.
        await purging
        await site.close()
        mailer.close()
        await openSmtp?.close()
        await openIdentityProvider?.close()
      },
    }
  } catch (error) {
    await site.close().catch(() => {})
    await smtp?.close().catch(() => {})
    await identityProvider?.close().catch(() => {})
    throw error
  }
}
