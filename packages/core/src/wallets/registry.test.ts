import { afterEach, describe, expect, it, vi } from 'vitest'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { kit, registry } from '../test/walletRegistry.ts'
import type { WalletListing } from './api.ts'
import {
  FEATURED_WALLETS_DEFAULT,
  fetchFeaturedWallets,
  fetchRecommendedWallets,
  fetchWalletsPage,
  loadWallets,
  RECOMMENDED_WALLETS_COUNT,
} from './registry.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('featured and recommended wallets', () => {
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

describe('paged list (40 per page, infinite scroll)', () => {
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
