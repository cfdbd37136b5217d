import type { AirlockContext } from '../context.ts'
import type { CustomWallet } from '../options/options.ts'
import type { WalletListing } from './api.ts'
import { filterWalletsByPlatform, platformRules } from './platform.ts'

/** A custom wallet (options.customWallets) in the shape of a registry listing. */
export function customWalletListing(wallet: CustomWallet): WalletListing {
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: '',
    ...(wallet.image_url ? { image_url: wallet.image_url } : {}),
    rdns: null,
    chains: [],
    mobile_link: wallet.mobile_link ?? null,
    desktop_link: wallet.desktop_link ?? null,
    webapp_link: wallet.webapp_link ?? null,
  }
}

/** The dapp's custom wallets, under the same platform rules as the registry's. */
export function customWallets(ctx: AirlockContext): WalletListing[] {
  return filterWalletsByPlatform(
    (ctx.options.customWallets ?? []).map(customWalletListing),
    platformRules(ctx),
  )
}

/** The dapp's networks as CAIP-2 ids: the registry lists only wallets that support one of them. */
export function requestedChains(ctx: AirlockContext) {
  return ctx.chain.getState().requestedCaipNetworks.map((network) => network.caipNetworkId)
}

/** A dapp's wallet id list (include, exclude, featured) without blank entries, which match no wallet. */
export function walletIds(list: readonly string[] | undefined) {
  return (list ?? []).filter((id) => id.trim() !== '')
}

/** Each wallet once, at its first place: a wallet can be recent, featured and on a page at the same time. */
export function uniqueById<W extends { id: string }>(wallets: readonly W[]): W[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id)) return false
    seen.add(wallet.id)
    return true
  })
}

/**
 * The All Wallets grid before the pages: recent (at most 2), featured, custom, then recommended, each
 * wallet once. `pages` (the registry's pages loaded so far) follow them, less the wallets already shown.
 */
export function leadingWallets(ctx: AirlockContext, pages: readonly WalletListing[] = []): WalletListing[] {
  const { recent, featured, recommended } = ctx.wallets.getState()
  const include = walletIds(ctx.options.includeWalletIds)
  const exclude = new Set(walletIds(ctx.options.excludeWalletIds))
  const allowed = recent.filter(
    (wallet) => !exclude.has(wallet.id) && (include.length === 0 || include.includes(wallet.id)),
  )
  return uniqueById([
    ...filterWalletsByPlatform(allowed, platformRules(ctx)),
    ...featured,
    ...customWallets(ctx),
    ...recommended,
    ...pages,
  ])
}
