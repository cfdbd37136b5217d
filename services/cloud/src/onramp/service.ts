import type { OnRampProviderInfo } from '@airlock/protocol/cloud-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainService } from '../chains/services.ts'
import type { Db } from '../db/types.ts'
import type { ProjectStore } from '../projects/store.ts'
import { deleteOldAwaited } from './awaited.ts'
import { buildCatalog, type Catalog, type CatalogChain } from './catalog.ts'
import type { OnrampOptions } from './config.ts'
import { createDelivery } from './delivery.ts'
import { createPricer } from './pricing.ts'
import type { OnRampProvider } from './provider.ts'
import { createSandboxOrders } from './sandbox/orders.ts'
import { checkoutPath, createSandboxProvider } from './sandbox/provider.ts'
import { createSandboxServer } from './sandbox/server.ts'
import { deleteExpiredQuotes } from './store.ts'
import { createUpstreamProvider } from './upstream.ts'
import { createDeliveryWorker } from './worker.ts'

/** The sandbox's two checkouts: one of each provider type (session and url), fees within ONRAMP_PROVIDER_FEE_RANGE. */
export const SANDBOX_PROVIDERS = [
  { name: 'coinbase', label: 'Coinbase', type: 'session', feePercent: 1.5 },
  { name: 'meld', label: 'Meld', type: 'url', feePercent: 1 },
] as const

export interface OnRampService {
  catalog: Catalog
  /** Every provider calls can name, by name (the sandbox's included when real ones are listed instead). */
  providers: ReadonlyMap<string, OnRampProvider>
  /** What GET /v1/onramp/options lists: the real providers, or the sandbox's when there are none. */
  listed: readonly OnRampProviderInfo[]
  /** The sandbox origin, http://127.0.0.1:<port>; undefined when the sandbox is off. */
  sandboxUrl: string | undefined
  /** Treasury address per chain (CAIP-2), where the sandbox has one. */
  treasuries: ReadonlyMap<string, LocalAccount>
  close(): Promise<void>
}

/**
 * Starts the onramp: the catalog from the chains' `onramp` entries, the sandbox's own listener and delivery
 * worker (which first finishes whatever a previous run left pending), and the real providers' forwarding.
 */
export async function startOnramp(deps: {
  options: OnrampOptions
  chains: readonly CatalogChain[]
  services: ReadonlyMap<string, ChainService>
  db: Db
  projects: ProjectStore
  log: FastifyBaseLogger
  host: string
  upstreamTimeoutMs: number
}): Promise<OnRampService> {
  const sandbox = deps.options.sandbox === false ? undefined : deps.options.sandbox
  const catalog = buildCatalog(deps.chains, Object.keys(sandbox?.fiatUsdRates ?? {}))
  const treasuries = new Map<string, LocalAccount>()
  for (const chain of deps.chains) {
    const key = chain.onramp?.treasuryKey ?? sandbox?.treasuryKey
    if (chain.onramp && key) treasuries.set(chain.caipNetworkId, privateKeyToAccount(key as Hex))
  }
  const real = deps.options.providers.map((config) => createUpstreamProvider(config, deps.upstreamTimeoutMs))
  const providers = new Map(real.map((provider) => [provider.info.name, provider]))
  await deleteOldAwaited(deps.db)
  if (!sandbox) {
    return {
      catalog,
      providers,
      listed: real.map((provider) => provider.info),
      sandboxUrl: undefined,
      treasuries,
      close: async () => {},
    }
  }

  let stopped = false
  const delivery = createDelivery({
    db: deps.db,
    services: deps.services,
    treasuryOf: (chainId) => treasuries.get(chainId),
    pollMs: sandbox.pollMs,
    stopped: () => stopped,
  })
  const worker = createDeliveryWorker({
    db: deps.db,
    deliver: delivery.deliver,
    log: deps.log,
    retryMs: 1_000,
  })
  const pricer = createPricer({
    services: deps.services,
    fiatUsdRates: sandbox.fiatUsdRates,
    treasuryOf: (chainId) => treasuries.get(chainId)?.address,
  })
  const orders = createSandboxOrders({
    db: deps.db,
    pricer,
    bankTransferDelayMs: sandbox.bankTransferDelayMs,
    kick: () => worker.kick(),
  })
  let origin = ''
  const server = createSandboxServer({
    db: deps.db,
    catalog,
    orders,
    projects: deps.projects,
    providers: new Map(SANDBOX_PROVIDERS.map((provider) => [provider.name, provider])),
    publicKey: sandbox.publicKey,
    bankTransferDelayMs: sandbox.bankTransferDelayMs,
    log: deps.log,
    origin: () => origin,
  })
  await server.listen({ port: sandbox.port, host: deps.host })
  const address = server.server.address()
  if (typeof address !== 'object' || address === null) {
    await server.close()
    throw new Error('The onramp sandbox has no TCP address')
  }
  origin = `http://${deps.host}:${address.port}`
  for (const info of SANDBOX_PROVIDERS) {
    const listedInfo: OnRampProviderInfo = {
      ...info,
      sandbox: true,
      ...(info.type === 'url'
        ? { url: `${origin}${checkoutPath(info.name)}`, publicKey: sandbox.publicKey }
        : {}),
    }
    // A real provider of the same name wins; the sandbox's stays reachable under its own pages.
    if (!providers.has(info.name)) {
      providers.set(
        info.name,
        createSandboxProvider({ info: listedInfo, catalog, db: deps.db, orders, origin }),
      )
    }
  }
  await deleteExpiredQuotes(deps.db)
  // Orders a stopped cloud left pending: bank transfers that settled meanwhile, deliveries to send again.
  worker.kick()

  return {
    catalog,
    providers,
    listed:
      real.length > 0 ? real.map((provider) => provider.info) : [...providers.values()].map((p) => p.info),
    sandboxUrl: origin,
    treasuries,
    async close() {
      stopped = true
      await worker.stop()
      await server.close()
    },
  }
}
