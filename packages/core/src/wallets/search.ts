import type { AirlockContext } from '../context.ts'
import { preloadWalletImages } from './images.ts'
import { customWallets, requestedChains, uniqueById, walletIds } from './listing.ts'
import { filterWalletsByPlatform, platformRules } from './platform.ts'
import { EMPTY_WALLET_SEARCH } from './store.ts'

/** A search shows at most 100 wallets: past that the visitor narrows the text rather than scrolls. */
export const WALLET_SEARCH_LIMIT = 100
/**
 * A search answers no sooner than 300 ms after the visitor's last keystroke, so the results do not flicker
 * through every prefix of a name being typed.
 */
export const WALLET_SEARCH_WAIT_MS = 300
/**
 * The request itself starts after 150 ms without typing, so fast typing does not send one request per key,
 * and it runs during the rest of the 300 ms wait: the answer is usually there when the wait ends.
 */
export const WALLET_SEARCH_REQUEST_DELAY_MS = 150

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
 * Searches the registry by name: the text is trimmed, at most WALLET_SEARCH_LIMIT results come back,
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
            include: walletIds(ctx.options.includeWalletIds),
            exclude: walletIds(ctx.options.excludeWalletIds),
            chains: requestedChains(ctx),
          },
          signal,
        )
        const custom = customWallets(ctx).filter((wallet) => wallet.name.toLowerCase().includes(lower))
        const found = uniqueById([...custom, ...filterWalletsByPlatform(data, platformRules(ctx))]).slice(
          0,
          WALLET_SEARCH_LIMIT,
        )
        await preloadWalletImages(ctx, found)
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
