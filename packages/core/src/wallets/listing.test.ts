import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend, createStorage, RECENT_WALLETS_LIMIT, StorageKeys } from '../storage/storage.ts'
import { kit, listing, registry } from '../test/walletRegistry.ts'
import type { WalletListing } from './api.ts'
import { customWallets, leadingWallets } from './listing.ts'
import { rememberRecentWallet } from './recent.ts'
import { loadWallets } from './registry.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('recent and custom wallets', () => {
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

  it('the pages follow the leading wallets, less those already shown', async () => {
    const { ctx } = kit(registry(20), { featuredWalletIds: ['w0010'] })
    rememberRecentWallet(ctx, listing(12))
    await loadWallets(ctx)
    const pages = ctx.wallets.getState().wallets
    expect(pages.map((w) => w.id)).toContain('w0012')
    const all = leadingWallets(ctx, pages).map((w) => w.id)
    expect(all.slice(0, 6)).toEqual(['w0012', 'w0010', 'w0001', 'w0002', 'w0003', 'w0004'])
    expect(all).toHaveLength(20)
    expect(all.filter((id) => id === 'w0012')).toHaveLength(1)
    expect(new Set(all).size).toBe(all.length)
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
