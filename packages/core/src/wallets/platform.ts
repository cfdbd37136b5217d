import type { AirlockContext } from '../context.ts'
import type { ChainNamespace } from '../types.ts'
import type { WalletListing } from './api.ts'

/**
 * Wallets that can be opened on a phone without a registry mobile link: one exchange wallet always, and one
 * other wallet only while the active chain is solana (both open through their own universal links). Ids of
 * services/cloud/registry/wallets.json.
 */
export const MOBILE_LINK_EXCEPTIONS = Object.freeze({
  /** Coinbase Wallet: opened through its universal link. */
  exchange: '1f83883a316e0846966e39b6721a6fb54cd07e0bb4994eb425cea5acc8f68d11',
  /** Solflare: opened through its universal link, on solana only. */
  solana: '8ebc37e151b08bcc2fd7d52cf6d8431b905f434a3aaa9da3f7f7249932085c14',
})

export interface PlatformRules {
  /** The page runs on a phone. */
  mobile: boolean
  /** The active chain namespace (the solana exception). */
  activeChain: ChainNamespace | undefined
  /** Only WalletConnect can connect (no adapter): the anchors' "universal provider". */
  universalProvider: boolean
}

/**
 * What a visitor could not open here is not listed. On a phone a wallet needs a mobile link (a phone cannot run
 * a browser extension), except the exchange wallet and, on solana, the one other wallet of
 * MOBILE_LINK_EXCEPTIONS. With a universal provider, wallets with no mobile, desktop or web link are hidden:
 * they exist only as browser extensions, which WalletConnect cannot reach.
 */
export function filterWalletsByPlatform<W extends WalletListing>(
  wallets: readonly W[],
  rules: PlatformRules,
) {
  return wallets.filter((wallet) => {
    if (rules.universalProvider && !wallet.mobile_link && !wallet.desktop_link && !wallet.webapp_link)
      return false
    if (!rules.mobile || wallet.mobile_link) return true
    if (wallet.id === MOBILE_LINK_EXCEPTIONS.exchange) return true
    return rules.activeChain === 'solana' && wallet.id === MOBILE_LINK_EXCEPTIONS.solana
  })
}

export function platformRules(ctx: AirlockContext): PlatformRules {
  return {
    mobile: ctx.isMobile(),
    activeChain: ctx.chain.getState().activeChain,
    universalProvider: ctx.adapters.size === 0,
  }
}
