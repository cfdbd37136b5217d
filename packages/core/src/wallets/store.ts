import { createStore, type StoreApi } from 'zustand/vanilla'
import type { WalletListing } from './api.ts'

/** The search of the All Wallets view: the trimmed text, up to 100 results, and whether it is running. */
export interface WalletSearchState {
  query: string
  results: WalletListing[]
  loading: boolean
  /** The search failed: the view says so instead of "No Wallet found". */
  error: boolean
}

/** The wallet registry as the modal shows it: featured, recommended and recent rows, the pages, a search. */
export interface WalletsState {
  /** The dapp's featuredWalletIds, in the dapp's order. */
  featured: WalletListing[]
  /** The registry's top 4, featured and excluded ids left out. */
  recommended: WalletListing[]
  /** The paged list (40 a page), featured and recommended left out; grows with each page. */
  wallets: WalletListing[]
  /** Wallets connected lately, most recent first, at most 2 (from storage). */
  recent: WalletListing[]
  /** The last page loaded; 0 before the first. */
  page: number
  /** How many wallets the paged query matches on the cloud (before the platform rules of wallets/platform.ts). */
  count: number
  /** Listings of loaded pages seen so far, hidden ones included: more pages exist while this is < count. */
  fetched: number
  /** Listings of loaded pages hidden by the platform rules (mobile, universal provider). */
  filteredOut: number
  /** Everything All Wallets can list: featured + recommended + the paged query's count. */
  total: number
  featuredLoaded: boolean
  recommendedLoaded: boolean
  loadingFeatured: boolean
  /** Up while recommended wallets load, so the view shows placeholder tiles rather than an empty row. */
  loadingRecommended: boolean
  loadingPage: boolean
  /** The last registry fetch failed. */
  error: boolean
  search: WalletSearchState
}

export const EMPTY_WALLET_SEARCH: WalletSearchState = Object.freeze({
  query: '',
  results: [],
  loading: false,
  error: false,
}) as WalletSearchState

function initialState(recent: WalletListing[]): WalletsState {
  return {
    featured: [],
    recommended: [],
    wallets: [],
    recent,
    page: 0,
    count: 0,
    fetched: 0,
    filteredOut: 0,
    total: 0,
    featuredLoaded: false,
    recommendedLoaded: false,
    loadingFeatured: false,
    loadingRecommended: false,
    loadingPage: false,
    error: false,
    search: EMPTY_WALLET_SEARCH,
  }
}

/**
 * Holds the registry lists. wallets/registry.ts (the pages) and wallets/search.ts fill it; what is in flight
 * (the running search, the page being loaded) lives here too, per instance, so two kits never share a request.
 */
export function createWalletsStore(recent: WalletListing[] = []): WalletsStore {
  const store = createStore<WalletsState>(() => initialState(recent))
  const inflight: {
    search: AbortController | undefined
    page: Promise<void> | undefined
    lists: Promise<void> | undefined
  } = { search: undefined, page: undefined, lists: undefined }

  /** Icons this kit has loaded (or found broken) once: later lists do not wait for them again. */
  const loadedImages = new Set<string>()

  return Object.assign(store, {
    inflight,
    loadedImages,
    /** More pages exist on the cloud (none loaded yet counts as more). */
    hasMore: () => {
      const s = store.getState()
      return s.page === 0 || s.fetched < s.count
    },
    /** Forgets every list (and aborts a running search); recent wallets stay. */
    reset: () => {
      inflight.search?.abort()
      inflight.search = undefined
      inflight.page = undefined
      inflight.lists = undefined
      store.setState(initialState(store.getState().recent))
    },
    /** Aborts a running search (the kit is being destroyed): its answer is dropped, not written. */
    dispose: () => {
      inflight.search?.abort()
      inflight.search = undefined
    },
  })
}

/** The wallets store: its state, and the calls that change it. */
export type WalletsStore = StoreApi<WalletsState> & {
  inflight: {
    search: AbortController | undefined
    page: Promise<void> | undefined
    lists: Promise<void> | undefined
  }
  loadedImages: Set<string>
  /** More pages exist on the cloud (none loaded yet counts as more). */
  hasMore: () => boolean
  /** Forgets every list (and aborts a running search); recent wallets stay. */
  reset: () => void
  /** Aborts a running search (the kit is being destroyed): its answer is dropped, not written. */
  dispose: () => void
}
