import type { AirlockContext } from '../context.ts'
import type { WalletSelection } from '../modal/router.ts'
import type { CustomWallet } from '../options/options.ts'
import type { ChainNamespace } from '../types.ts'
import { type GetWalletsParams, WALLETS_PAGE_SIZE, type WalletListing } from './api.ts'
import { EMPTY_WALLET_SEARCH } from './store.ts'

/** Spec section 9: featured wallets default 4, recommended fetch 4, 40 per page, search up to 100. */
export const FEATURED_WALLETS_DEFAULT = 4
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLET_SEARCH_LIMIT = 100
/** Spec section 9: a search answers no sooner than 300 ms after the visitor's last keystroke. */
export const WALLET_SEARCH_WAIT_MS = 300
/**
 * The request itself starts after 150 ms without typing, so fast typing does not send one request per key,
 * and it runs during the rest of the 300 ms wait: the answer is usually there when the wait ends.
 */
export const WALLET_SEARCH_REQUEST_DELAY_MS = 150
/** Spec section 9: image preload gives up after 2 s; the page shows anyway. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** Images preloaded before a page shows; the rest load as their tiles scroll into view. */
export const IMAGE_PRELOAD_COUNT = 20

/**
 * Wallets that can be opened on a phone without a registry mobile link (spec section 5: "one exchange
 * wallet and one other wallet on the solana chain"): the exchange wallet always, the other one only while
 * the active chain is solana. Ids of services/cloud/registry/wallets.json.
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
 * Spec section 5: on mobile, wallets without a mobile link are hidden, except one exchange wallet and one
 * other wallet on the solana chain. With a universal provider, wallets with no mobile, desktop or web link
 * are hidden (they exist only as browser extensions, which WalletConnect cannot reach).
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

/** Loads one image; resolves when it loaded or failed (a broken image is no reason to hold a page). */
export type ImageLoader = (url: string) => Promise<void>

/** The browser's loader (an Image element); undefined where there is no DOM (server, Node tests). */
export function domImageLoader(): ImageLoader | undefined {
  const ImageElement = (globalThis as { Image?: new () => HTMLImageElement }).Image
  if (typeof ImageElement !== 'function') return undefined
  return (url) =>
    new Promise<void>((resolve) => {
      const image = new ImageElement()
      image.onload = () => resolve()
      image.onerror = () => resolve()
      image.src = url
    })
}

/** Preloads images so a page shows with its icons; gives up after 2 s (spec section 9) and shows anyway. */
export async function preloadImages(
  urls: readonly string[],
  {
    load = domImageLoader(),
    timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
  }: { load?: ImageLoader; timeoutMs?: number } = {},
): Promise<'loaded' | 'timeout'> {
  if (!load || urls.length === 0) return 'loaded'
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  const loaded = Promise.allSettled(urls.map((url) => load(url))).then(() => 'loaded' as const)
  try {
    return await Promise.race([loaded, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Where a wallet's icon is: a custom wallet's own image, else the cloud's image of the listing. */
export function walletImageUrl(
  ctx: Pick<AirlockContext, 'cloud'>,
  wallet: WalletListing,
): string | undefined {
  if (wallet.image_url) return wallet.image_url
  return wallet.image_id && ctx.cloud ? ctx.cloud.wallets.walletImageUrl(wallet.image_id) : undefined
}

/**
 * Preloads the first icons of a list, skipping those this kit already loaded (a search after scrolling, a
 * list shown again): they come from the browser's cache and there is nothing to wait for.
 */
function preload(ctx: AirlockContext, wallets: readonly WalletListing[]) {
  const load = domImageLoader()
  if (!load) return Promise.resolve('loaded' as const)
  const loaded = ctx.wallets.loadedImages
  const urls = wallets
    .slice(0, IMAGE_PRELOAD_COUNT)
    .map((wallet) => walletImageUrl(ctx, wallet))
    .filter((url): url is string => Boolean(url) && !loaded.has(url as string))
  return preloadImages(urls, { load: (url) => load(url).then(() => void loaded.add(url)) })
}

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

function requestedChains(ctx: AirlockContext) {
  return ctx.chain.getState().requestedCaipNetworks.map((network) => network.caipNetworkId)
}

function ids(list: readonly string[] | undefined) {
  return (list ?? []).filter((id) => id.trim() !== '')
}

export function uniqueById<W extends { id: string }>(wallets: readonly W[]): W[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id)) return false
    seen.add(wallet.id)
    return true
  })
}

/**
 * The dapp's featured wallets, in the order of featuredWalletIds. The request asks for as many entries as
 * there are featured ids, 4 by default (spec section 9); without featured ids nothing is fetched.
 */
export async function fetchFeaturedWallets(ctx: AirlockContext) {
  const { cloud, wallets: store } = ctx
  const featuredIds = ids(ctx.options.featuredWalletIds)
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
    await preload(ctx, featured)
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
 * ids. The loading flag is up while they load (spec section 4).
 */
export async function fetchRecommendedWallets(ctx: AirlockContext) {
  const { cloud, wallets: store } = ctx
  if (!cloud) return
  store.setState({ loadingRecommended: true })
  try {
    const { data, count } = await cloud.wallets.getWallets({
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      include: ids(ctx.options.includeWalletIds),
      exclude: [...ids(ctx.options.excludeWalletIds), ...ids(ctx.options.featuredWalletIds)],
      chains: requestedChains(ctx),
    })
    const recommended = filterWalletsByPlatform(data, platformRules(ctx))
    await preload(ctx, [...recommended, ...store.getState().recent])
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
    include: ids(ctx.options.includeWalletIds),
    exclude: [
      ...ids(ctx.options.excludeWalletIds),
      ...ids(ctx.options.featuredWalletIds),
      ...state.recommended.map((wallet) => wallet.id),
    ],
    chains: requestedChains(ctx),
  }
  try {
    const { data, count } = await cloud.wallets.getWallets(params)
    const visible = filterWalletsByPlatform(data, platformRules(ctx))
    await preload(ctx, visible)
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

/** Resolves after `ms`, or rejects at once when the signal aborts. */
function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/**
 * Searches the registry by name (spec sections 5, 7, 9): the text is trimmed, at most 100 results come back,
 * and they show no sooner than 300 ms after the last call, each call replacing the one before (call it on
 * every keystroke). The dapp's include/exclude lists and networks apply, the platform rules hide what cannot
 * be opened here, and matching custom wallets come first. Blank text clears the search at once.
 */
export async function searchWallets(
  ctx: AirlockContext,
  text: string,
  options: { badge?: 'none' | 'certified' } = {},
): Promise<void> {
  const store = ctx.wallets
  store.inflight.search?.abort()
  const query = text.trim()
  if (!query || !ctx.cloud) {
    store.inflight.search = undefined
    store.setState({ search: query ? { ...EMPTY_WALLET_SEARCH, query } : EMPTY_WALLET_SEARCH })
    return
  }
  const cloud = ctx.cloud
  const controller = new AbortController()
  store.inflight.search = controller
  const { signal } = controller
  store.setState((s) => ({ search: { ...s.search, query, loading: true, error: false } }))
  const lower = query.toLowerCase()
  try {
    const [, results] = await Promise.all([
      wait(WALLET_SEARCH_WAIT_MS, signal),
      wait(WALLET_SEARCH_REQUEST_DELAY_MS, signal).then(async () => {
        const { data } = await cloud.wallets.getWallets(
          {
            page: 1,
            entries: WALLET_SEARCH_LIMIT,
            search: query,
            badge_type: options.badge,
            include: ids(ctx.options.includeWalletIds),
            exclude: ids(ctx.options.excludeWalletIds),
            chains: requestedChains(ctx),
          },
          signal,
        )
        const custom = customWallets(ctx).filter((wallet) => wallet.name.toLowerCase().includes(lower))
        const found = uniqueById([...custom, ...filterWalletsByPlatform(data, platformRules(ctx))]).slice(
          0,
          WALLET_SEARCH_LIMIT,
        )
        await preload(ctx, found)
        return found
      }),
    ])
    if (signal.aborted) return
    store.setState({ search: { query, results, loading: false, error: false } })
  } catch {
    if (signal.aborted) return
    store.setState({ search: { query, results: [], loading: false, error: true } })
  } finally {
    if (store.inflight.search === controller) store.inflight.search = undefined
  }
}

/** Ends the search (leaving the view, clearing the field). */
export function clearWalletSearch(ctx: AirlockContext) {
  ctx.wallets.inflight.search?.abort()
  ctx.wallets.inflight.search = undefined
  ctx.wallets.setState({ search: EMPTY_WALLET_SEARCH })
}

/**
 * The All Wallets grid before the pages: recent (at most 2), featured, custom, then recommended, each
 * wallet once.
 */
export function leadingWallets(ctx: AirlockContext): WalletListing[] {
  const { recent, featured, recommended } = ctx.wallets.getState()
  const include = ids(ctx.options.includeWalletIds)
  const exclude = new Set(ids(ctx.options.excludeWalletIds))
  const allowed = recent.filter(
    (wallet) => !exclude.has(wallet.id) && (include.length === 0 || include.includes(wallet.id)),
  )
  return uniqueById([
    ...filterWalletsByPlatform(allowed, platformRules(ctx)),
    ...featured,
    ...customWallets(ctx),
    ...recommended,
  ])
}

/** The count a link to All Wallets shows: under 10 as is, else rounded down to tens, '+' when rounded. */
export function walletCountLabel(count: number): string {
  if (count < 10) return String(Math.max(0, count))
  const rounded = Math.floor(count / 10) * 10
  return rounded < count ? `${rounded}+` : String(rounded)
}

/** What the connecting views need of a registry listing: links, image and names (spec section 3). */
export function walletSelectionOf(
  ctx: Pick<AirlockContext, 'cloud'>,
  wallet: WalletListing,
): WalletSelection {
  const selection: WalletSelection = {
    id: wallet.id,
    name: wallet.name,
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
  }
  if (wallet.image_id) selection.image_id = wallet.image_id
  const image = walletImageUrl(ctx, wallet)
  if (image) selection.image_url = image
  if (wallet.rdns) selection.rdns = wallet.rdns
  return selection
}
