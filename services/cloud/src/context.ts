import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { ResolvedBitcoinChain } from './bitcoin/config.ts'
import type { Erc4337ChainConfig } from './bundler/config.ts'
import type { NativeCurrency } from './chains/native.ts'
import type { ChainService } from './chains/services.ts'
import type { SwapConfig } from './convert/config.ts'
import type { Db } from './db/types.ts'
import type { EmbeddedWallet } from './embedded/start.ts'
import type { NamesOptions } from './names/options.ts'
import type { ChainOnrampConfig } from './onramp/config.ts'
import type { OnRampService } from './onramp/service.ts'
import type { PricingConfig } from './prices/amm.ts'
import type { ProjectStore } from './projects/store.ts'
import type { UsageRecorder } from './projects/usage.ts'
import type { SmartAccountsChainConfig } from './smartAccounts/config.ts'
import type { SolanaChainConfig } from './solana/config.ts'

/** A chain the cloud serves, e.g. eip155:31337 -> the devnet. */
export interface ChainConfig {
  /** CAIP-2 id, e.g. eip155:31337. */
  caipNetworkId: string
  /** The node's JSON-RPC HTTP endpoint. */
  rpcUrl: string
  /** Default Ether (ETH, 18 decimals). */
  nativeCurrency?: NativeCurrency
  /** The AMM that prices the chain's tokens; without it every price is 0. */
  pricing?: PricingConfig
  /** Token contracts whose NFTs history flags `is_spam`, in any letter case. Default none. */
  spamTokens?: readonly string[]
  /**
   * Where the convert calls (swaps) get their quotes and transactions: the chain's own AMM, or an upstream
   * aggregator speaking the same API. Without it swaps on this chain answer 400, or 503 on a spec network.
   */
  swap?: SwapConfig
  /** Purchases are delivered on this chain (onramp options, quotes and the sandbox checkout). */
  onramp?: ChainOnrampConfig
  /** The cloud bundles ERC-4337 user operations here, and sponsors them with `paymaster` (bundler/config.ts). */
  erc4337?: Erc4337ChainConfig
  /** The smart-account contracts wallets use on the chain; the sessions routes read the validator (smartAccounts/). */
  smartAccounts?: SmartAccountsChainConfig
}

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
  /** The embedded wallet: its auth backend, the dev mailbox (when no SMTP_URL) and the secure site's URL. */
  embedded: EmbeddedWallet
  /** The names registry: its parent name, the CCIP-read gateway's key, the registration message's age limits. */
  names: NamesOptions
}

/** One group of routes; registered in order by app.ts from the list in routes.ts. */
export type RouteModule = (app: FastifyInstance, ctx: CloudContext) => void | Promise<void>
