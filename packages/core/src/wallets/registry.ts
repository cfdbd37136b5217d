import type { AirlockContext } from '../context.ts'
import { type GetWalletsParams, WALLETS_PAGE_SIZE } from './api.ts'
import { preloadWalletImages } from './images.ts'
import { requestedChains, uniqueById, walletIds } from './listing.ts'
import { filterWalletsByPlatform, platformRules } from './platform.ts'
import { WALLET_SEARCH_LIMIT } from './search.ts'

/** How many featured wallets are asked for when the featured ids give no count of their own: 4. */
export const FEATURED_WALLETS_DEFAULT = 4
/** How many recommended wallets the registry is asked for: 4, shown before the paged list. */
export const RECOMMENDED_WALLETS_COUNT = 4

/**
 * The dapp's featured wallets, in the order of featuredWalletIds. The request asks for as many entries as
 * there are featured ids (FEATURED_WALLETS_DEFAULT when none); without featured ids nothing is fetched.
 */
export async function fetchFeaturedWallets(ctx: AirlockContext) {
  const { cloud, wallets: store } = ctx
  const featuredIds = walletIds(ctx.options.featuredWalletIds)
  if (!cloud || featuredIds.length === 0) {
    store.setState({ featured: [], featuredLoaded: true })
    return
  }
  store.setState({ loadingFeatured: true })
  try {
    const { data } = await cloud.wallets.getWallets({
      page: 1,
      entries: Math.min(featuredIds.length || FEATURED_WALLETS_DEFAULT, WALLET_SEARCH_LIMIT),
      include: featuredIds,
    })
    const ordered = [...data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
    const featured = filterWalletsByPlatform(ordered, platformRules(ctx))
    await preloadWalletImages(ctx, featured)
    store.setState((s) => ({
      featured,
      featuredLoaded: true,
      loadingFeatured: false,
      total: s.total - s.featured.length + featured.length,
    }))
  } catch {
    store.setState({ loadingFeatured: false, error: true })
  }
}

/**
 * The registry's first 4 for the dapp's networks, within includeWalletIds, leaving out excluded and featured
 * ids. The loading flag is up while they load, so the view shows placeholder tiles rather than an empty row.
 */
export async function fetchRecommendedWallets(ctx: AirlockContext) {
  const { cloud, wallets: store } = ctx
  if (!cloud) return
  store.setState({ loadingRecommended: true })
  try {
    const { data, count } = await cloud.wallets.getWallets({
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      include: walletIds(ctx.options.includeWalletIds),
      exclude: [...walletIds(ctx.options.excludeWalletIds), ...walletIds(ctx.options.featuredWalletIds)],
      chains: requestedChains(ctx),
    })
    const recommended = filterWalletsByPlatform(data, platformRules(ctx))
    await preloadWalletImages(ctx, [...recommended, ...store.getState().recent])
    store.setState((s) => ({
      recommended,
      recommendedLoaded: true,
      loadingRecommended: false,
      total: count + s.featured.length,
    }))
  } catch {
    store.setState({ loadingRecommended: false, error: true })
  }
}

/**
 * The next page (40) of the paged list, for infinite scroll. Featured, recommended and excluded ids are left
 * out (they are listed above the pages, or not at all), the dapp's include list and networks apply, and the
 * platform rules hide what cannot be opened here. Icons of the page are preloaded (for at most 2 s) before
 * the page shows. A call while a page loads joins it; a call with every page loaded does nothing.
 */
export function fetchWalletsPage(ctx: AirlockContext): Promise<void> {
  const store = ctx.wallets
  if (store.inflight.page) return store.inflight.page
  if (!ctx.cloud || !store.hasMore()) return Promise.resolve()
  const run = loadPage(ctx, store.getState().page + 1).finally(() => {
    if (store.inflight.page === run) store.inflight.page = undefined
  })
  store.inflight.page = run
  return run
}

async function loadPage(ctx: AirlockContext, page: number) {
  const { cloud, wallets: store } = ctx
  if (!cloud) return
  const state = store.getState()
  store.setState({ loadingPage: true, error: false })
  const params: GetWalletsParams = {
    page,
    entries: WALLETS_PAGE_SIZE,
    include: walletIds(ctx.options.includeWalletIds),
    exclude: [
      ...walletIds(ctx.options.excludeWalletIds),
      ...walletIds(ctx.options.featuredWalletIds),
      ...state.recommended.map((wallet) => wallet.id),
    ],
    chains: requestedChains(ctx),
  }
  try {
    const { data, count } = await cloud.wallets.getWallets(params)
    const visible = filterWalletsByPlatform(data, platformRules(ctx))
    await preloadWalletImages(ctx, visible)
    store.setState((s) => ({
      wallets: uniqueById([...s.wallets, ...visible]),
      page,
      count,
      fetched: s.fetched + data.length,
      filteredOut: s.filteredOut + data.length - visible.length,
      total: count + s.featured.length + s.recommended.length,
      loadingPage: false,
    }))
  } catch {
    store.setState({ loadingPage: false, error: true })
  }
}

/**
 * What the All Wallets view needs when it opens: featured and recommended wallets (once), then the first
 * page (which leaves the recommended ones out, so it waits for them).
 */
export function loadWallets(ctx: AirlockContext): Promise<void> {
  const store = ctx.wallets
  const state = store.getState()
  if (state.error && !state.loadingPage) store.setState({ error: false })
  if (!store.inflight.lists && !(state.featuredLoaded && state.recommendedLoaded)) {
    const lists = Promise.all([
      state.featuredLoaded ? undefined : fetchFeaturedWallets(ctx),
      state.recommendedLoaded ? undefined : fetchRecommendedWallets(ctx),
    ]).then(() => undefined)
    store.inflight.lists = lists.finally(() => {
      store.inflight.lists = undefined
    })
  }
  return (store.inflight.lists ?? Promise.resolve()).then(() =>
    store.getState().page === 0 ? fetchWalletsPage(ctx) : undefined,
  )
}
