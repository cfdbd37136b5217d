import { afterEach, describe, expect, it, vi } from 'vitest'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { kit, listing, registry } from '../test/walletRegistry.ts'
import {
  searchWallets,
  WALLET_SEARCH_LIMIT,
  WALLET_SEARCH_REQUEST_DELAY_MS,
  WALLET_SEARCH_WAIT_MS,
} from './search.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('search', () => {
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
