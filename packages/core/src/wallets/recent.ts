import type { AirlockContext } from '../context.ts'
import type { WalletSelection } from '../modal/router.ts'
import { createRecentWallets } from '../storage/storage.ts'
import type { CaipNetworkId } from '../types.ts'
import type { WalletListing } from './api.ts'

/*
 * The recent wallets, apart from the All Wallets actions (wallets.ts): they are read when the kit starts and
 * followed on every connection, so they are page load, while the registry's pages and search load with the views.
 */

function isStoredListing(value: unknown): value is WalletListing {
  if (typeof value !== 'object' || value === null) return false
  const { id, name } = value as { id?: unknown; name?: unknown }
  return typeof id === 'string' && typeof name === 'string'
}

/**
 * Recent wallets as stored (at most 2: the row above the featured wallets has room for two), with only what a
 * listing needs kept.
 */
export function storedRecentWallets(ctx: Pick<AirlockContext, 'storage'>): WalletListing[] {
  return createRecentWallets<WalletListing>(ctx.storage).get().filter(isStoredListing).map(toListing)
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

function toListing(wallet: WalletSelection | WalletListing): WalletListing {
  const w = wallet as Partial<Record<keyof WalletListing, unknown>>
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: text(w.image_id) ?? '',
    // A registry wallet's image is resolved from its image_id when shown; only a custom one keeps its URL.
    ...(typeof w.image_url === 'string' && !w.image_id ? { image_url: w.image_url } : {}),
    rdns: text(w.rdns),
    chains: Array.isArray(w.chains)
      ? w.chains.filter((chain): chain is CaipNetworkId => typeof chain === 'string' && chain.includes(':'))
      : [],
    mobile_link: text(w.mobile_link),
    desktop_link: text(w.desktop_link),
    webapp_link: text(w.webapp_link),
  }
}

/** Remembers a wallet connected from the registry: first of the recent list, which keeps at most 2. */
export function rememberRecentWallet(ctx: AirlockContext, wallet: WalletSelection | WalletListing) {
  const recent = createRecentWallets<WalletListing>(ctx.storage).add(toListing(wallet))
  ctx.wallets.setState({ recent })
}

/** A wallet picked from All Wallets carries its registry image id and links; a browser connector does not. */
function isRegistrySelection(wallet: WalletSelection) {
  return Boolean(wallet.image_id) || wallet.mobile_link !== undefined || wallet.webapp_link !== undefined
}

/**
 * Keeps the recent list in step with connections: a wallet picked from the registry (as All Wallets passes
 * it) that gets connected becomes the most recent. Browser connectors are not
 * registry wallets and are left to the Connect view. Returns the unsubscribe function.
 */
export function watchRecentWallets(ctx: AirlockContext) {
  return ctx.connection.subscribe((state, previous) => {
    const wallet = state.recentWallet
    if (!wallet || wallet === previous.recentWallet || !isRegistrySelection(wallet)) return
    if (state.status !== 'connected') return
    rememberRecentWallet(ctx, wallet)
  })
}
