import type { Erc4337ChainConfig } from '../bundler/config.ts'
import type { SwapConfig } from '../convert/config.ts'
import type { ChainOnrampConfig } from '../onramp/config.ts'
import type { ChainPaymentsConfig } from '../payments/config.ts'
import type { PricingConfig } from '../prices/amm.ts'
import type { SmartAccountsChainConfig } from '../smartAccounts/config.ts'
import type { NativeCurrency } from './native.ts'

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
   * aggregator speaking the same API. Without it swaps on this chain answer 400, or 503 on a network the kit
   * offers swaps on by default (convert/networks.ts).
   */
  swap?: SwapConfig
  /** Purchases are delivered on this chain (onramp options, quotes and the sandbox checkout). */
  onramp?: ChainOnrampConfig
  /** The cloud bundles ERC-4337 user operations here, and sponsors them with `paymaster` (bundler/config.ts). */
  erc4337?: Erc4337ChainConfig
  /** The smart-account contracts wallets use on the chain; the sessions routes read the validator (smartAccounts/). */
  smartAccounts?: SmartAccountsChainConfig
  /** Payment intents are taken here: the payments contract and the intent signer's key (payments/config.ts). */
  payments?: ChainPaymentsConfig
}
