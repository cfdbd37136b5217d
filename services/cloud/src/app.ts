import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createChainServices } from './chains/services.ts'
import type { CloudContext } from './context.ts'
import { runMigrations } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import type { Db } from './db/types.ts'
import { type EmbeddedWallet, startEmbeddedWallet } from './embedded/start.ts'
import { registerCorsPreflight } from './http/cors.ts'
import { registerErrorHandlers } from './http/errors.ts'
import { type HttpRateLimits, registerRateLimits } from './http/rateLimit.ts'
import { connectRateLimitRedis, dropRedis } from './http/rateLimitRedis.ts'
import {
  type CounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
  type RedisClient,
} from './http/rateLimitStore.ts'
import { withRedaction } from './http/redact.ts'
import { createRelayLimits, NO_RELAY_LIMITS, type RelayLimits } from './http/relayLimits.ts'
import { registerSecurityHeaders } from './http/securityHeaders.ts'
import { registerGracefulShutdown } from './http/shutdown.ts'
import { registerTextInputRule } from './http/textInput.ts'
import { startIndexer } from './indexer/indexer.ts'
import { type OffRampService, startOfframp } from './offramp/service.ts'
import { type OnRampService, startOnramp } from './onramp/service.ts'
import { type CloudOptions, resolveCloudOptions } from './options.ts'
import { startPayments } from './payments/service.ts'
import { DEFAULT_PROJECTS_FILE, syncProjectsFile } from './projects/file.ts'
import { createProjectHook } from './projects/hook.ts'
import { createProjectStore } from './projects/store.ts'
import { createUsageRecorder } from './projects/usage.ts'
import { type Relay, startRelay } from './relay/server.ts'
import { routeModules } from './routes.ts'
import { frameSmartAccounts } from './smartAccounts/config.ts'
import { DEFAULT_WALLETS_FILE, syncWalletRegistry } from './wallets/registry.ts'

export interface RegisteredRoute {
  method: string
  url: string
}

export interface Cloud {
  app: FastifyInstance
  /** http://127.0.0.1:<port> */
  url: string
  db: Db
  context: CloudContext
  /** The WalletConnect-compatible relay on ws://…/relay. */
  relay: Relay
  /** The onramp sandbox's checkout origin (its own port), http://127.0.0.1:<port>; undefined when off. */
  onrampSandboxUrl: string | undefined
  /** The embedded wallet's secure site (the frame's own origin), http://127.0.0.1:<port>. */
  secureSiteUrl: string
  /** The dev mailbox page (`<url>/mailbox`); undefined when SMTP_URL sends real mail. */
  mailboxUrl: string | undefined
  /** The local OpenID provider social login uses in development and tests; undefined with real providers. */
  identityProviderUrl: string | undefined
  /** Every route registered (method and URL pattern), HEAD and the OPTIONS preflights included. */
  routes: readonly RegisteredRoute[]
  /** The relay's upgrade-per-IP and publish-per-project limits (counted where the HTTP limits are). */
  relayLimits: RelayLimits
  /** Stops accepting connections, lets running requests finish, writes buffered usage, closes the db. */
  close(): Promise<void>
}

function defaultLogger(): FastifyServerOptions['logger'] {
  // Test output stays readable; a test that needs the logs passes `logger` itself.
  return process.env.VITEST ? false : { level: 'info' }
}

/** Starts one cloud: database (migrated), projects from the config file, every route, listening. */
export async function createCloud(options: CloudOptions): Promise<Cloud> {
  const config = resolveCloudOptions(options)
  const app = Fastify({
    // Secrets (headers, query tokens, URL passwords, keys, codes) never reach the log.
    logger: withRedaction(options.logger ?? defaultLogger()),
    routerOptions: { ignoreTrailingSlash: true },
    // A hop count as Fastify's function form (its types leave out numbers): trust the nearest n proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  })
  let db: Db | undefined
  let rateLimitRedis: RedisClient | undefined
  let relay: Relay | undefined
  let onramp: OnRampService | undefined
  let offramp: OffRampService | undefined
  let embedded: EmbeddedWallet | undefined
  try {
    let counts: CounterStore | undefined
    if (config.rateLimit !== false) {
      if (config.redisUrl) rateLimitRedis = await connectRateLimitRedis(config.redisUrl, app.log)
      counts = rateLimitRedis ? createRedisCounterStore(rateLimitRedis) : createMemoryCounterStore()
    }
    db = await openDatabase({
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      ...(config.dataDir ? { dataDir: config.dataDir } : {}),
      ...(config.pgliteMemoryDump ? { pgliteMemoryDump: config.pgliteMemoryDump } : {}),
      onIdleError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    })
    const { applied } = await runMigrations(db)
    app.log.info({ db: db.kind, applied }, 'database ready')

    const projects = createProjectStore(db, { cacheMs: config.projectCacheMs })
    if (config.projectsFile !== null) {
      const file = config.projectsFile ?? DEFAULT_PROJECTS_FILE
      const synced = await syncProjectsFile(projects, file, db)
      app.log.info({ file, projects: synced.map((project) => project.id) }, 'projects loaded')
    }
    const walletsFile = config.walletsFile ?? DEFAULT_WALLETS_FILE
    app.log.info(
      { file: walletsFile, ...(await syncWalletRegistry(db, walletsFile)) },
      'wallet registry synced',
    )
    const usage = createUsageRecorder(db, { log: app.log })
    const routes: RegisteredRoute[] = []
    app.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url })
    })
    // Before every route: their hooks then count, and every answer carries the headers.
    registerSecurityHeaders(app)
    registerTextInputRule(app)
    const httpLimits: HttpRateLimits | undefined =
      config.rateLimit === false || !counts
        ? undefined
        : await registerRateLimits(app, config.rateLimit, counts)
    const relayLimits =
      config.rateLimit === false || !counts
        ? NO_RELAY_LIMITS
        : createRelayLimits(counts, config.rateLimit, app.log, config.trustProxy)
    const chainServices = createChainServices(config.chains, config.upstreamTimeoutMs)
    onramp = await startOnramp({
      options: config.onramp,
      chains: config.chains,
      services: chainServices,
      db,
      projects,
      log: app.log,
      host: config.host,
      upstreamTimeoutMs: config.upstreamTimeoutMs,
    })
    offramp = await startOfframp({
      options: config.offramp,
      chains: config.chains,
      services: chainServices,
      onrampTreasuryKey: config.onramp.sandbox === false ? undefined : config.onramp.sandbox.treasuryKey,
      db,
      log: app.log,
      host: config.host,
      upstreamTimeoutMs: config.upstreamTimeoutMs,
    })
    embedded = await startEmbeddedWallet({
      options: config.embeddedWallet,
      db,
      projects,
      log: app.log,
      host: config.host,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      smartAccounts: frameSmartAccounts(config.chains),
    })
    const context: CloudContext = {
      db,
      chains: new Map(config.chains.map((chain) => [chain.caipNetworkId, chain])),
      chainServices,
      solanaChains: new Map(config.solanaChains.map((chain) => [chain.caipNetworkId, chain])),
      bitcoinChains: new Map(config.bitcoinChains.map((chain) => [chain.caipNetworkId, chain])),
      projects,
      usage,
      // The embedded wallet's frame calls project-scoped routes (the RPC gateway) from the secure site.
      requireProject: createProjectHook(projects, usage, [embedded.siteOrigin], httpLimits),
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      onramp,
      offramp,
      embedded,
      names: config.names,
    }

    app.decorateRequest('project', null)
    registerErrorHandlers(app)
    registerGracefulShutdown(app)
    registerCorsPreflight(app, projects, [embedded.siteOrigin])
    for (const register of routeModules) await app.register(async (scope) => register(scope, context))
    // WebSocket relay on the same port (/relay). preClose: its sockets close (1001) and its running
    // requests finish before the server stops and the database closes.
    const openRelay = await startRelay({
      server: app.server,
      db,
      projects,
      log: app.log,
      options: config.relay,
      redisUrl: config.redisUrl,
      limits: relayLimits,
      publicApiUrl: config.embeddedWallet.apiUrl,
    })
    relay = openRelay
    app.addHook('preClose', () => openRelay.close())

    await app.listen({ port: config.port, host: config.host })
    const address = app.server.address()
    if (typeof address !== 'object' || address === null) throw new Error('The server has no TCP address')
    const url = `http://${config.host}:${address.port}`
    embedded.setApiUrl(url)
    const indexer =
      config.indexer === false
        ? undefined
        : startIndexer({
            db,
            chains: config.chains,
            log: app.log,
            pollMs: config.indexer.pollMs,
            leaseMs: config.indexer.leaseMs,
          })
    const payments = startPayments({ options: config.payments, services: chainServices, db, log: app.log })

    const openDb = db
    const openRedis = rateLimitRedis
    const openOnramp = onramp
    const openOfframp = offramp
    const openEmbedded = embedded
    let closing: Promise<void> | undefined
    const close = () => {
      closing ??= (async () => {
        try {
          await app.close()
          // Its deliveries stop waiting; what is still pending is finished by the next start.
          await openOnramp.close()
          await openOfframp.close()
          await openEmbedded.close()
          await usage.close()
        } finally {
          // Before the database closes: a batch being written finishes first.
          await indexer?.stop()
          await payments.close()
          await openDb.close()
          dropRedis(openRedis)
        }
      })()
      return closing
    }
    return {
      app,
      url,
      db,
      context,
      relay: openRelay,
      relayLimits,
      routes,
      onrampSandboxUrl: openOnramp.sandboxUrl,
      secureSiteUrl: openEmbedded.siteUrl,
      mailboxUrl: openEmbedded.mailbox ? `${url}/mailbox` : undefined,
      identityProviderUrl: openEmbedded.identityProviderUrl,
      close,
    }
  } catch (error) {
    await relay?.close().catch(() => {})
    await onramp?.close().catch(() => {})
    await offramp?.close().catch(() => {})
    await embedded?.close().catch(() => {})
    await app.close().catch(() => {})
    await db?.close().catch(() => {})
    dropRedis(rateLimitRedis)
    throw error
  }
}
