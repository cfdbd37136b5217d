import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { ResolvedBitcoinChain } from './bitcoin/config.ts'
import type { ChainConfig } from './chains/config.ts'
import type { ChainService } from './chains/services.ts'
import type { Db } from './db/types.ts'
import type { EmbeddedWallet } from './embedded/start.ts'
import type { NamesOptions } from './names/options.ts'
import type { OffRampService } from './offramp/service.ts'
import type { OnRampService } from './onramp/service.ts'
import type { ProjectStore } from './projects/store.ts'
import type { UsageRecorder } from './projects/usage.ts'
import type { SolanaChainConfig } from './solana/config.ts'

/** Everything a route module needs, created once per cloud instance. */
export interface CloudContext {
  db: Db
  /** Configured chains by CAIP-2 id, in configuration order. */
  chains: ReadonlyMap<string, ChainConfig>
  /** Clients, head tracking and prices of the same chains. */
  chainServices: ReadonlyMap<string, ChainService>
  /** Solana clusters by CAIP-2 id (solana:…): the RPC gateway, balances, activity, SIWX (src/solana). */
  solanaChains: ReadonlyMap<string, SolanaChainConfig>
  /** Bitcoin networks by CAIP-2 id (bip122:…), read through Esplora: balances, activity, SIWX (src/bitcoin). */
  bitcoinChains: ReadonlyMap<string, ResolvedBitcoinChain>
  projects: ProjectStore
  usage: UsageRecorder
  /**
   * preHandler of project-scoped routes: `{ preHandler: ctx.requireProject }`, then projectOf(request).
   * Checks projectId (401) and Origin (403), sets CORS, records st/sv in api_calls.
   */
  requireProject: preHandlerAsyncHookHandler
  /** Upstream JSON-RPC timeout. */
  upstreamTimeoutMs: number
  /** The onramp: what can be bought, the providers, and the sandbox checkout's orders. */
  onramp: OnRampService
  /** The off-ramp: what can be sold, the providers, and the sandbox's orders. */
  offramp: OffRampService
  /** The embedded wallet: its auth backend, the dev mailbox (when no SMTP_URL) and the secure site's URL. */
  embedded: EmbeddedWallet
  /** The names registry: its parent name, the CCIP-read gateway's key, the registration message's age limits. */
  names: NamesOptions
}

/** One group of routes; registered in order by app.ts from the list in routes.ts. */
export type RouteModule = (app: FastifyInstance, ctx: CloudContext) => void | Promise<void>
