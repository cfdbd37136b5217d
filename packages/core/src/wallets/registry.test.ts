import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CloudClients } from '../cloud/clients.ts'
import type { AirlockContext } from '../context.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet, solana } from '../networks/index.ts'
import type { AirlockOptions } from '../options/options.ts'
import { createMemoryBackend, createStorage, RECENT_WALLETS_LIMIT, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { type GetWalletsParams, WALLETS_PAGE_SIZE, type WalletListing } from './api.ts'
import { rememberRecentWallet } from './recent.ts'
import {
  customWallets,
  FEATURED_WALLETS_DEFAULT,
  fetchFeaturedWallets,
  fetchRecommendedWallets,
  fetchWalletsPage,
  filterWalletsByPlatform,
  IMAGE_PRELOAD_TIMEOUT_MS,
  leadingWallets,
  loadWallets,
  MOBILE_LINK_EXCEPTIONS,
  preloadImages,
  RECOMMENDED_WALLETS_COUNT,
  searchWallets,
  WALLET_SEARCH_LIMIT,
  WALLET_SEARCH_REQUEST_DELAY_MS,
  WALLET_SEARCH_WAIT_MS,
  walletCountLabel,
} from './registry.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function listing(index: number, overrides: Partial<WalletListing> = {}): WalletListing {
  const id = `w${String(index).padStart(4, '0')}`
  return {
    id,
    name: `Wallet ${index}`,
    image_id: `img-${id}`,
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: `wallet${index}://`,
    desktop_link: null,
    webapp_link: null,
    ...overrides,
  }
}

function registry(size: number, overrides: (index: number) => Partial<WalletListing> = () => ({})) {
  return Array.from({ length: size }, (_, i) => listing(i + 1, overrides(i + 1)))
}

/**
 * A getWallets that behaves like the cloud's (include, exclude, chains, search by name, page and entries)
 * over an in-memory registry, recording each call.
 */
function fakeCloud(wallets: WalletListing[], options: { delayMs?: number; fail?: boolean } = {}) {
  const calls: GetWalletsParams[] = []
  let inFlight = 0
  let maxInFlight = 0
  const getWallets = async (params: GetWalletsParams = {}, signal?: AbortSignal) => {
    calls.push(params)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
      if (signal?.aborted) throw new Error('Request was aborted')
      if (options.fail) throw new Error('HTTP 500')
      const search = params.search?.trim().toLowerCase()
      const matching = wallets.filter(
        (w) =>
          (!params.include?.length || params.include.includes(w.id)) &&
          !params.exclude?.includes(w.id) &&
          (!params.chains?.length || w.chains.some((c) => params.chains?.includes(c))) &&
          (!search || w.name.toLowerCase().includes(search)),
      )
      const page = params.page ?? 1
      const entries = params.entries ?? WALLETS_PAGE_SIZE
      return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
    } finally {
      inFlight--
    }
  }
  const cloud = {
    wallets: { getWallets, walletImageUrl: (id: string) => `https://img.test/${id}` },
  } as unknown as CloudClients
  return { cloud, calls, maxInFlight: () => maxInFlight }
}

function kit(
  wallets: WalletListing[],
  options: Partial<AirlockOptions> & { mobile?: boolean; fake?: Parameters<typeof fakeCloud>[1] } = {},
) {
  const { mobile = false, fake: fakeOptions, ...rest } = options
  const fake = fakeCloud(wallets, fakeOptions)
  const airlock = createKit({
    projectId: 'p',
    networks: [mainnet, airlockDevnet],
    adapters: [createFakeAdapter().adapter],
    storage: createMemoryBackend(),
    isMobile: () => mobile,
    ...rest,
  })
  const ctx: AirlockContext = { ...airlock, cloud: fake.cloud }
  return { ctx, airlock, ...fake }
}

describe('platform rules (spec section 5)', () => {
  const noMobile = (id: string, extra: Partial<WalletListing> = {}) =>
    listing(1, { id, mobile_link: null, ...extra })
  const wallets = [
    listing(1, { id: 'has-mobile' }),
    noMobile('desktop-only', { desktop_link: 'desk://' }),
    noMobile('web-only', { webapp_link: 'https://web.example' }),
    noMobile('extension-only'),
    noMobile(MOBILE_LINK_EXCEPTIONS.exchange),
    noMobile(MOBILE_LINK_EXCEPTIONS.solana),
  ]
  const idsOf = (list: WalletListing[]) => list.map((w) => w.id)

  it('shows everything on desktop', () => {
    expect(
      idsOf(
        filterWalletsByPlatform(wallets, { mobile: false, activeChain: 'eip155', universalProvider: false }),
      ),
    ).toEqual(idsOf(wallets))
  })

  it('on mobile hides wallets without a mobile link, except the exchange wallet', () => {
    expect(
      idsOf(
        filterWalletsByPlatform(wallets, { mobile: true, activeChain: 'eip155', universalProvider: false }),
      ),
    ).toEqual(['has-mobile', MOBILE_LINK_EXCEPTIONS.exchange])
  })

  it('on mobile on the solana chain also keeps the one other (solana) wallet', () => {
    expect(
      idsOf(
        filterWalletsByPlatform(wallets, { mobile: true, activeChain: 'solana', universalProvider: false }),
      ),
    ).toEqual(['has-mobile', MOBILE_LINK_EXCEPTIONS.exchange, MOBILE_LINK_EXCEPTIONS.solana])
  })

  it('with a universal provider hides wallets with no mobile, desktop or web link', () => {
    expect(
      idsOf(
        filterWalletsByPlatform(wallets, { mobile: false, activeChain: 'eip155', universalProvider: true }),
      ),
    ).toEqual(['has-mobile', 'desktop-only', 'web-only'])
  })

  it('both rules together: a linkless exception is still an extension, so it goes', () => {
    expect(
      idsOf(
        filterWalletsByPlatform(wallets, { mobile: true, activeChain: 'solana', universalProvider: true }),
      ),
    ).toEqual(['has-mobile'])
  })

  it('the kit decides: isMobile(), the active chain, and no adapter meaning WalletConnect only', async () => {
    const registryWallets = [listing(1), listing(2, { mobile_link: null }), listing(3, { mobile_link: null })]
    const phone = kit(registryWallets, { mobile: true })
    await fetchWalletsPage(phone.ctx)
    expect(idsOf(phone.ctx.wallets.getState().wallets)).toEqual(['w0001'])
    expect(phone.ctx.wallets.getState()).toMatchObject({ fetched: 3, filteredOut: 2, count: 3 })

    const onSolana = kit(
      [listing(1, { id: MOBILE_LINK_EXCEPTIONS.solana, mobile_link: null, chains: [solana.caipNetworkId] })],
      {
        mobile: true,
        networks: [solana],
        adapters: [createFakeAdapter('solana').adapter],
      },
    )
    await fetchWalletsPage(onSolana.ctx)
    expect(idsOf(onSolana.ctx.wallets.getState().wallets)).toEqual([MOBILE_LINK_EXCEPTIONS.solana])

    const universal = kit([listing(1, { mobile_link: null }), listing(2)], { adapters: [] })
    await fetchWalletsPage(universal.ctx)
    expect(idsOf(universal.ctx.wallets.getState().wallets)).toEqual(['w0002'])
  })
})

describe('image preload (spec section 9: gives up after 2 s)', () => {
  it('waits for the images', async () => {
    const loaded: string[] = []
    const result = await preloadImages(['a', 'b'], {
      load: async (url) => {
        loaded.push(url)
      },
    })
    expect(result).toBe('loaded')
    expect(loaded).toEqual(['a', 'b'])
  })

  it('gives up after 2 s when an image never answers', async () => {
    vi.useFakeTimers()
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
    let settled: string | undefined
    void preloadImages(['slow'], { load: () => new Promise(() => {}) }).then((r) => {
      settled = r
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe('timeout')
  })

  it('a page waits for its icons, then shows anyway after 2 s', async () => {
    vi.useFakeTimers()
    const requested: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        set src(url: string) {
          requested.push(url) // never loads
        }
      },
    )
    const { ctx } = kit(registry(3))
    const page = fetchWalletsPage(ctx)
    await vi.advanceTimersByTimeAsync(0)
    expect(requested).toEqual([
      'https://img.test/img-w0001',
      'https://img.test/img-w0002',
      'https://img.test/img-w0003',
    ])
    expect(ctx.wallets.getState()).toMatchObject({ wallets: [], loadingPage: true })
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS)
    await page
    expect(ctx.wallets.getState().wallets).toHaveLength(3)
    expect(ctx.wallets.getState().loadingPage).toBe(false)
  })
})

describe('image preload cache', () => {
  it('does not wait again for an icon it already loaded', async () => {
    const requested: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        set src(url: string) {
          requested.push(url)
          queueMicrotask(() => this.onload?.())
        }
      },
    )
    const { ctx } = kit(registry(3, () => ({ name: 'Same' })))
    await fetchWalletsPage(ctx)
    expect(requested).toHaveLength(3)
    vi.useFakeTimers()
    const done = searchWallets(ctx, 'same')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS)
    await done
    expect(ctx.wallets.getState().search.results).toHaveLength(3)
    expect(requested).toHaveLength(3)
  })
})

describe('featured and recommended wallets (spec sections 4 and 9)', () => {
  it('featured: the featuredWalletIds in their order, asking as many entries as ids', async () => {
    const { ctx, calls } = kit(registry(10), { featuredWalletIds: ['w0007', 'w0002', 'w0005'] })
    await fetchFeaturedWallets(ctx)
    expect(calls[0]).toMatchObject({ page: 1, entries: 3, include: ['w0007', 'w0002', 'w0005'] })
    expect(ctx.wallets.getState().featured.map((w) => w.id)).toEqual(['w0007', 'w0002', 'w0005'])
  })

  it('featured: nothing is fetched without featured ids (the default size is 4)', async () => {
    expect(FEATURED_WALLETS_DEFAULT).toBe(4)
    const { ctx, calls } = kit(registry(10))
    await fetchFeaturedWallets(ctx)
    expect(calls).toHaveLength(0)
    expect(ctx.wallets.getState()).toMatchObject({ featured: [], featuredLoaded: true })
  })

  it('recommended: 4, within include, leaving out excluded and featured ids, for the dapp networks', async () => {
    expect(RECOMMENDED_WALLETS_COUNT).toBe(4)
    const { ctx, calls } = kit(registry(20), {
      includeWalletIds: ['w0001', 'w0002', 'w0003', 'w0004', 'w0005', 'w0006', 'w0007'],
      excludeWalletIds: ['w0001'],
      featuredWalletIds: ['w0002'],
    })
    await fetchRecommendedWallets(ctx)
    expect(calls[0]).toMatchObject({
      page: 1,
      entries: 4,
      include: ['w0001', 'w0002', 'w0003', 'w0004', 'w0005', 'w0006', 'w0007'],
      exclude: ['w0001', 'w0002'],
      chains: [mainnet.caipNetworkId, airlockDevnet.caipNetworkId],
    })
    expect(ctx.wallets.getState().recommended.map((w) => w.id)).toEqual(['w0003', 'w0004', 'w0005', 'w0006'])
    expect(ctx.wallets.getState().total).toBe(5)
  })

  it('sets the loading flag while recommended wallets load', async () => {
    vi.useFakeTimers()
    const { ctx } = kit(registry(10), { fake: { delayMs: 50 } })
    const pending = fetchRecommendedWallets(ctx)
    expect(ctx.wallets.getState().loadingRecommended).toBe(true)
    await vi.advanceTimersByTimeAsync(50)
    await pending
    expect(ctx.wallets.getState()).toMatchObject({ loadingRecommended: false, recommendedLoaded: true })
  })

  it('a failed fetch clears the flag and marks the error', async () => {
    const { ctx } = kit(registry(10), { fake: { fail: true } })
    await fetchRecommendedWallets(ctx)
    expect(ctx.wallets.getState()).toMatchObject({ loadingRecommended: false, error: true })
  })
})

describe('paged list (spec section 9: 40 per page, infinite scroll)', () => {
  it('asks 40 a page, the next page each time, until every listing was seen', async () => {
    const { ctx, calls } = kit(registry(90))
    await fetchWalletsPage(ctx)
    expect(calls[0]).toMatchObject({ page: 1, entries: 40 })
    expect(ctx.wallets.getState()).toMatchObject({ page: 1, count: 90, fetched: 40 })
    await fetchWalletsPage(ctx)
    await fetchWalletsPage(ctx)
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3])
    expect(ctx.wallets.getState().wallets).toHaveLength(90)
    expect(ctx.wallets.hasMore()).toBe(false)
    await fetchWalletsPage(ctx)
    expect(calls).toHaveLength(3)
  })

  it('a second call while a page loads joins it', async () => {
    const { ctx, calls } = kit(registry(90))
    await Promise.all([fetchWalletsPage(ctx), fetchWalletsPage(ctx)])
    expect(calls).toHaveLength(1)
  })

  it('leaves out featured, recommended and excluded ids and applies include and networks', async () => {
    const wallets = registry(60, (i) =>
      i === 9 ? { chains: ['solana:abc'] as WalletListing['chains'] } : {},
    )
    const { ctx, calls } = kit(wallets, {
      featuredWalletIds: ['w0001'],
      excludeWalletIds: ['w0002'],
    })
    await loadWallets(ctx)
    const pageCall = calls.find((c) => c.entries === 40)!
    expect(pageCall.exclude).toEqual(['w0002', 'w0001', 'w0003', 'w0004', 'w0005', 'w0006'])
    expect(pageCall.chains).toEqual([mainnet.caipNetworkId, airlockDevnet.caipNetworkId])
    const state = ctx.wallets.getState()
    expect(state.featured.map((w) => w.id)).toEqual(['w0001'])
    expect(state.recommended.map((w) => w.id)).toEqual(['w0003', 'w0004', 'w0005', 'w0006'])
    expect(state.wallets[0]!.id).toBe('w0007')
    expect(state.wallets.map((w) => w.id)).not.toContain('w0009')
    // featured 1 + recommended 4 + the 53 the page query matches (60 - excluded - solana-only - those 5)
    expect(state.total).toBe(58)
  })

  it('with includeWalletIds only those wallets are listed', async () => {
    const { ctx } = kit(registry(60), {
      includeWalletIds: ['w0010', 'w0020', 'w0030', 'w0040', 'w0050', 'w0060'],
    })
    await loadWallets(ctx)
    const { recommended, wallets } = ctx.wallets.getState()
    expect([...recommended, ...wallets].map((w) => w.id)).toEqual([
      'w0010',
      'w0020',
      'w0030',
      'w0040',
      'w0050',
      'w0060',
    ])
  })

  it('loads featured and recommended once, then page 1 after the recommended ones', async () => {
    const { ctx, calls } = kit(registry(60), { featuredWalletIds: ['w0030'] })
    await Promise.all([loadWallets(ctx), loadWallets(ctx)])
    await loadWallets(ctx)
    expect(calls.map((c) => [c.page, c.entries])).toEqual([
      [1, 1],
      [1, 4],
      [1, 40],
    ])
  })
})

describe('search (spec sections 5, 7, 9)', () => {
  const named = [
    listing(1, { name: 'MetaMask' }),
    listing(2, { name: 'Trust Wallet' }),
    listing(3, { name: 'Metaverse Wallet', mobile_link: null }),
    ...registry(150, () => ({})).map((w, i) => ({ ...w, id: `x${i}`, name: `Bulk Wallet ${i}` })),
  ]

  it('trims the text, asks up to 100, and answers no sooner than 300 ms after the call', async () => {
    vi.useFakeTimers()
    expect([WALLET_SEARCH_WAIT_MS, WALLET_SEARCH_LIMIT]).toEqual([300, 100])
    const { ctx, calls } = kit(named, { excludeWalletIds: ['w0002'] })
    const done = searchWallets(ctx, '  meta  ')
    expect(ctx.wallets.getState().search).toMatchObject({ query: 'meta', loading: true })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS - 1)
    expect(calls[0]).toMatchObject({
      page: 1,
      entries: 100,
      search: 'meta',
      exclude: ['w0002'],
      chains: [mainnet.caipNetworkId, airlockDevnet.caipNetworkId],
    })
    expect(ctx.wallets.getState().search.results).toEqual([])
    expect(ctx.wallets.getState().search.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(ctx.wallets.getState().search).toMatchObject({ query: 'meta', loading: false, error: false })
    expect(ctx.wallets.getState().search.results.map((w) => w.name)).toEqual(['MetaMask', 'Metaverse Wallet'])
  })

  it('caps results at 100', async () => {
    vi.useFakeTimers()
    const { ctx } = kit(named)
    const done = searchWallets(ctx, 'bulk')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS)
    await done
    expect(ctx.wallets.getState().search.results).toHaveLength(100)
  })

  it('each keystroke restarts the wait; a fast typist sends one request, for the last text', async () => {
    vi.useFakeTimers()
    const { ctx, calls } = kit(named)
    for (const text of ['m', 'me', 'met', 'meta']) {
      void searchWallets(ctx, text)
      await vi.advanceTimersByTimeAsync(WALLET_SEARCH_REQUEST_DELAY_MS - 50)
    }
    const last = searchWallets(ctx, 'metam')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS - 1)
    expect(ctx.wallets.getState().search.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await last
    expect(calls.map((c) => c.search)).toEqual(['metam'])
    expect(ctx.wallets.getState().search.results.map((w) => w.name)).toEqual(['MetaMask'])
  })

  it('a slower earlier search never overwrites a later one', async () => {
    vi.useFakeTimers()
    const { ctx } = kit(named, { fake: { delayMs: 400 } })
    const first = searchWallets(ctx, 'trust')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_REQUEST_DELAY_MS + 10)
    const second = searchWallets(ctx, 'metamask')
    await vi.advanceTimersByTimeAsync(2000)
    await Promise.all([first, second])
    expect(ctx.wallets.getState().search.results.map((w) => w.name)).toEqual(['MetaMask'])
  })

  it('blank text clears the search at once, without a request', async () => {
    const { ctx, calls } = kit(named)
    await searchWallets(ctx, '   ')
    expect(calls).toHaveLength(0)
    expect(ctx.wallets.getState().search).toMatchObject({ query: '', results: [], loading: false })
  })

  it('no match leaves an empty, settled result', async () => {
    vi.useFakeTimers()
    const { ctx } = kit(named)
    const done = searchWallets(ctx, 'zzz')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS)
    await done
    expect(ctx.wallets.getState().search).toMatchObject({
      query: 'zzz',
      results: [],
      loading: false,
      error: false,
    })
  })

  it('the platform rules apply to results, and matching custom wallets come first', async () => {
    vi.useFakeTimers()
    const { ctx } = kit(named, {
      mobile: true,
      customWallets: [
        {
          id: 'custom-meta',
          name: 'Meta Custom',
          mobile_link: 'custom://',
          image_url: 'https://c.example/i.png',
        },
        { id: 'custom-other', name: 'Other', mobile_link: 'other://' },
      ],
    })
    const done = searchWallets(ctx, 'meta')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS)
    await done
    expect(ctx.wallets.getState().search.results.map((w) => w.id)).toEqual(['custom-meta', 'w0001'])
  })

  it('a failed search settles with the error flag', async () => {
    vi.useFakeTimers()
    const { ctx } = kit(named, { fake: { fail: true } })
    const done = searchWallets(ctx, 'meta')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS)
    await done
    expect(ctx.wallets.getState().search).toMatchObject({ loading: false, error: true, results: [] })
  })
})

describe('recent and custom wallets (spec sections 3 and 9)', () => {
  it('keeps at most 2 recent wallets, most recent first, in storage', () => {
    expect(RECENT_WALLETS_LIMIT).toBe(2)
    const { ctx } = kit(registry(5))
    for (const wallet of registry(3)) rememberRecentWallet(ctx, wallet)
    expect(ctx.wallets.getState().recent.map((w) => w.id)).toEqual(['w0003', 'w0002'])
    expect(
      createStorage(ctx.options.storage)
        .getItem<WalletListing[]>(StorageKeys.RECENT_WALLETS)
        ?.map((w) => w.id),
    ).toEqual(['w0003', 'w0002'])
  })

  it('reads recent wallets from storage at start, ignoring malformed entries', () => {
    const backend = createMemoryBackend()
    backend.setItem(
      StorageKeys.RECENT_WALLETS,
      JSON.stringify([{ id: 'bad' }, listing(4), listing(5), listing(6)]),
    )
    const { ctx } = kit(registry(5), { storage: backend })
    expect(ctx.wallets.getState().recent.map((w) => w.id)).toEqual(['w0004'])
  })

  it('a registry wallet that gets connected becomes the most recent', () => {
    const { ctx } = kit(registry(5))
    const { rdns: _rdns, ...wallet } = listing(2)
    ctx.connection.setStatus('connected')
    ctx.connection.setRecentWallet(wallet)
    expect(ctx.wallets.getState().recent.map((w) => w.id)).toEqual(['w0002'])
    // A browser connector (no registry image) is not a registry wallet.
    ctx.connection.setRecentWallet({ id: 'io.metamask', name: 'MetaMask' })
    expect(ctx.wallets.getState().recent.map((w) => w.id)).toEqual(['w0002'])
  })

  it('lists recent, featured, custom, then recommended first, each once, under include/exclude', async () => {
    const { ctx } = kit(registry(20), {
      featuredWalletIds: ['w0010'],
      excludeWalletIds: ['w0011'],
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mine://' }],
    })
    rememberRecentWallet(ctx, listing(11))
    rememberRecentWallet(ctx, listing(1))
    await loadWallets(ctx)
    expect(leadingWallets(ctx).map((w) => w.id)).toEqual([
      'w0001',
      'w0010',
      'mine',
      'w0002',
      'w0003',
      'w0004',
    ])
  })

  it('custom wallets follow the platform rules too', () => {
    const { ctx } = kit([], {
      mobile: true,
      customWallets: [
        { id: 'phone', name: 'Phone', mobile_link: 'phone://' },
        { id: 'desk', name: 'Desk', desktop_link: 'desk://' },
      ],
    })
    expect(customWallets(ctx).map((w) => w.id)).toEqual(['phone'])
  })
})

describe('wallet count label', () => {
  it('shows small counts as they are and larger ones rounded down to tens with a +', () => {
    expect([0, 7, 10, 375, 420, 999].map(walletCountLabel)).toEqual(['0', '7', '10', '370+', '420', '990+'])
  })
})
