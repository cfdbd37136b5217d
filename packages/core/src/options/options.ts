import type { KeyValueStorage, Relay, WebSocketFactory } from '@airlock/protocol'
import { DEFAULT_REMOTE_FEATURES, type SocialProvider } from '@airlock/protocol/cloud-api'
import type { ChainAdapter } from '../adapter.ts'
import type { EmbeddedWalletModule } from '../embedded/types.ts'
import { ErrorMessages } from '../errors.ts'
import type { LocaleInput } from '../i18n/store.ts'
import type { SIWXConfig } from '../siwx/types.ts'
import { isValidCacheMaxEntries } from '../storage/boundedMap.ts'
import type { ThemeMode, ThemeVariables } from '../theme/store.ts'
import type { CaipNetwork } from '../types.ts'
import { InvalidOptionsError } from './errors.ts'
import type { Metadata } from './metadata.ts'

export type { SocialProvider }
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

export interface Features {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  /** Shows the "UX by Airlock" footer; the flag keeps the name dapps moving from Reown's AppKit already set. */
  reownBranding: boolean
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  /**
   * The Pay view: `airlock.pay(…)` takes a payment to a shop's recipient, with the asset held or swapped into
   * it. Off by default: its code loads only when a dapp turns it on.
   */
  pay: boolean
  /** The Sell view (off-ramp): tokens sold for a payout to a bank account. Off by default, like `pay`. */
  offramp: boolean
  connectMethodsOrder: readonly ConnectMethod[]
  connectorTypeOrder: readonly ConnectorTypeOrder[]
}

/**
 * Everything on but Pay and Sell, socials in this order, connect methods email, social, wallet: a dapp turns
 * off what it does not want. The features a project can also switch on the cloud start from the defaults the cloud answers with.
 */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  ...DEFAULT_REMOTE_FEATURES,
  receive: true,
  send: true,
  allWallets: true,
  pay: false,
  offramp: false,
  connectMethodsOrder: Object.freeze(['email', 'social', 'wallet'] as const),
  connectorTypeOrder: Object.freeze([
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ] as const),
})

export interface CustomWallet {
  id: string
  name: string
  image_url?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
}

/** Sign in with X (CAIP-122): AppKit's SIWXConfig shape; `createCloudSiwx()` is the cloud-backed one. */
export type { SIWXConfig, ThemeMode, ThemeVariables }

export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  key(index: number): string | null
  readonly length: number
}

export interface AirlockOptions {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  adapters: readonly ChainAdapter[]
  defaultNetwork?: CaipNetwork | undefined
  metadata?: Metadata | undefined
  features?: Partial<Features> | undefined
  /**
   * 'light' (default), 'dark', or 'system' to follow the visitor's operating system; `setThemeMode` changes
   * it.
   */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /**
   * The accent colour (buttons, links, focus). The kit picks white or near-black text on it, whichever reads
   * better (at least 4.5:1), and a tint for selected rows.
   */
  accentColor?: string | undefined
  /**
   * The language of the kit: 'en' (default), a shipped locale ('es', 'fr', 'de', 'pt-BR', 'ja', 'ko',
   * 'zh-CN', 'ar'), 'auto' for the visitor's browser languages, or a catalogue imported from
   * `@airlock/react/locales/<code>` (shown from the first paint). Other locales load as a chunk when chosen;
   * `setLocale` changes it at run time.
   */
  locale?: LocaleInput | undefined
  /** Pass `siwx` or the older `siweConfig`, never both. */
  siwx?: SIWXConfig | undefined
  siweConfig?: unknown | undefined
  includeWalletIds?: string[] | undefined
  excludeWalletIds?: string[] | undefined
  featuredWalletIds?: string[] | undefined
  customWallets?: CustomWallet[] | undefined
  /** Lets the visitor stay on a chain the dapp did not configure. */
  allowUnsupportedChain?: boolean | undefined
  /** Offers network switching in the modal (default true). */
  enableNetworkSwitch?: boolean | undefined
  /** The React provider does not append the modal to the body; the dapp places `<AirlockModal />`. */
  disableAppend?: boolean | undefined
  /** The modal renders inline where `<AirlockModal />` is placed. */
  enableEmbedded?: boolean | undefined
  storage?: StorageBackend | undefined
  /**
   * How many entries each of the kit's caches keeps (native balances, portfolios and identities, one per account
   * and network; resolved names): a whole number of at least 1, default 100. Beyond it the oldest entry is
   * evicted, so a page left open while the visitor looks at many accounts stays small in memory and storage.
   *
   * @example
   * createAirlock({ projectId, networks: [mainnet], adapters, cacheMaxEntries: 20 })
   */
  cacheMaxEntries?: number | undefined
  /**
   * Base URL of the Airlock cloud (e.g. http://127.0.0.1:8787). With it, network RPCs go through the cloud's
   * gateway and the kit loads remote features, analytics and the wallet registry from it.
   */
  cloudUrl?: string | undefined
  /** Swap settings: the slippage tolerance in percent (default 1), which the visitor can change. */
  swap?: { slippage?: number | undefined } | undefined
  /**
   * The embedded wallet (email and social login): `load` brings `@airlock/embedded-wallet` when a login
   * starts (the React package passes it), `secureSiteUrl` overrides the secure site the cloud names.
   */
  embeddedWallet?:
    | {
        load?: (() => Promise<EmbeddedWalletModule>) | undefined
        secureSiteUrl?: string | undefined
      }
    | undefined
  /** Tells whether the page runs on a phone; defaults to a user-agent check. */
  isMobile?: (() => boolean) | undefined
  /**
   * WalletConnect (QR code and deep links). By default it uses the cloud's relay (`<cloudUrl>/relay`) and
   * verify service; set these to use others. `webSocket` is for runtimes without a global WebSocket.
   */
  walletConnect?: {
    /**
     * The relay to use instead of the cloud's: one URL, or several instances of one relay network (sharing
     * a message store) in order of preference. The kit opens the first; when a connection fails or drops it
     * moves on to the next, with a jittered backoff once every URL has failed.
     *
     * @example
     * createAirlock({
     *   networks: [mainnet],
     *   projectId: 'my-project',
     *   walletConnect: { relayUrl: ['wss://relay-a.example/relay', 'wss://relay-b.example/relay'] },
     * })
     */
    relayUrl?: string | readonly string[] | undefined
    verifyUrl?: string | undefined
    webSocket?: WebSocketFactory | undefined
    /** A relay connection to use instead of opening one (a custom transport). */
    relay?: Relay | undefined
    /** Where sessions are kept; default IndexedDB (localStorage as a fallback). */
    storage?: KeyValueStorage | undefined
  }
}

export interface ResolvedOptions extends Omit<AirlockOptions, 'features'> {
  features: Features
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
}

const MAX_SLIPPAGE = 49
const INVALID_SLIPPAGE = `Slippage must be more than 0 and at most ${MAX_SLIPPAGE}%`

/**
 * A slippage tolerance in percent the kit accepts: above 0, at most 49 (beyond it a swap invites
 * front-running).
 */
export function isValidSlippage(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= MAX_SLIPPAGE
}

export function resolveOptions(options: AirlockOptions): ResolvedOptions {
  if (options.siweConfig && options.siwx) throw new InvalidOptionsError(ErrorMessages.SIWE_AND_SIWX_CONFLICT)
  if (!options.networks?.length) throw new InvalidOptionsError('At least one network is required')
  if (options.cacheMaxEntries !== undefined && !isValidCacheMaxEntries(options.cacheMaxEntries))
    throw new InvalidOptionsError('cacheMaxEntries: a whole number of at least 1')
  const slippage = options.swap?.slippage
  if (slippage !== undefined && !isValidSlippage(slippage))
    throw new InvalidOptionsError(`swap.slippage: ${INVALID_SLIPPAGE}`)
  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...options.features },
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
  }
}
