import { randomBytes } from 'node:crypto'
import type { OffRampProviderInfo } from '@airlock/protocol/cloud-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainService } from '../chains/services.ts'
import type { Db } from '../db/types.ts'
import type { CatalogChain } from '../onramp/catalog.ts'
import { buildOfframpCatalog, type OfframpCatalog } from './catalog.ts'
import type { OfframpOptions } from './config.ts'
import { createOfframpPricer } from './pricing.ts'
import type { OffRampProvider } from './provider.ts'
import { createSandboxOfframpProvider } from './sandbox/provider.ts'
import { createOfframpSandboxServer } from './sandbox/server.ts'
import { createSettlement } from './sandbox/settle.ts'
import { createDepositWatcher } from './sandbox/watcher.ts'
import { deleteExpiredQuotes } from './store.ts'
import { createUpstreamOfframpProvider } from './upstream.ts'

/** The sandbox as the options list it: it pays out to nobody, and records the payout. */
export const SANDBOX_OFFRAMP: OffRampProviderInfo = {
  name: 'sandbox',
  label: 'Airlock Sandbox',
  feePercent: 1,
  sandbox: true,
}

export interface OffRampService {
  catalog: OfframpCatalog
  /** Every provider calls can name, by name (the sandbox's included when real ones are listed instead). */
  providers: ReadonlyMap<string, OffRampProvider>
  /** What GET /v1/offramp/options lists: the real providers, or the sandbox when there are none. */
  listed: readonly OffRampProviderInfo[]
  /** The sandbox origin, http://127.0.0.1:<port>; undefined when the sandbox is off. */
  sandboxUrl: string | undefined
  close(): Promise<void>
}

/**
 * Starts the off-ramp: the catalog from the chains' `onramp` entries, the real providers' forwarding, and
 * the sandbox's own listener and deposit watcher (which first finishes whatever a previous run left open).
 */
export async function startOfframp(deps: {
  options: OfframpOptions
  chains: readonly CatalogChain[]
  services: ReadonlyMap<string, ChainService>
  /** The onramp sandbox's treasury key: the default of the off-ramp sandbox's. */
  onrampTreasuryKey: Hex | undefined
  db: Db
  log: FastifyBaseLogger
  host: string
  upstreamTimeoutMs: number
}): Promise<OffRampService> {
  const sandbox = deps.options.sandbox === false ? undefined : deps.options.sandbox
  const catalog = buildOfframpCatalog(deps.chains, Object.keys(sandbox?.fiatUsdRates ?? {}))
  const real = deps.options.providers.map((config) =>
    createUpstreamOfframpProvider(config, deps.upstreamTimeoutMs),
  )
  const providers = new Map<string, OffRampProvider>(real.map((provider) => [provider.info.name, provider]))
  const listedReal = real.map((provider) => provider.info)
  if (!sandbox) {
    return { catalog, providers, listed: listedReal, sandboxUrl: undefined, close: async () => {} }
  }

  const keys = new Map<string, Hex>()
  for (const chain of deps.chains) {
    const key = sandbox.treasuryKey ?? chain.onramp?.treasuryKey ?? deps.onrampTreasuryKey
    if (chain.onramp && key) keys.set(chain.caipNetworkId, key as Hex)
  }
  const treasuryOf = (chainId: string) => {
    const key = keys.get(chainId)
    return key ? { key, account: privateKeyToAccount(key) } : undefined
  }
  let stopped = false
  const settlement = createSettlement({
    db: deps.db,
    services: deps.services,
    treasuryOf,
    pollMs: sandbox.pollMs,
    stopped: () => stopped,
  })
  const watcher = createDepositWatcher({
    db: deps.db,
    services: deps.services,
    treasuryOf: (chainId) => treasuryOf(chainId)?.account.address,
    settle: settlement.settle,
    log: deps.log,
    pollMs: sandbox.pollMs,
  })
  const apiKey = randomBytes(24).toString('base64url')
  const server = createOfframpSandboxServer({
    db: deps.db,
    services: deps.services,
    treasuryKeyOf: (chainId) => keys.get(chainId),
    apiKey,
    log: deps.log,
  })
  await server.listen({ port: sandbox.port, host: deps.host })
  const address = server.server.address()
  if (typeof address !== 'object' || address === null) {
    await server.close()
    throw new Error('The off-ramp sandbox has no TCP address')
  }
  const origin = `http://${deps.host}:${address.port}`
  // A real provider of the same name wins.
  if (!providers.has(SANDBOX_OFFRAMP.name)) {
    providers.set(
      SANDBOX_OFFRAMP.name,
      createSandboxOfframpProvider({
        info: SANDBOX_OFFRAMP,
        db: deps.db,
        pricer: createOfframpPricer({ catalog, services: deps.services, fiatUsdRates: sandbox.fiatUsdRates }),
        origin,
        apiKey,
        depositWindowMs: sandbox.depositWindowMs,
        timeoutMs: deps.upstreamTimeoutMs,
      }),
    )
  }
  await deleteExpiredQuotes(deps.db)
  watcher.start()
  return {
    catalog,
    providers,
    listed: listedReal.length > 0 ? listedReal : [SANDBOX_OFFRAMP],
    sandboxUrl: origin,
    async close() {
      stopped = true
      await watcher.stop()
      await server.close()
    },
  }
}
