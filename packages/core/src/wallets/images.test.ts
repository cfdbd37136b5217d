import { afterEach, describe, expect, it, vi } from 'vitest'
import { kit, registry } from '../test/walletRegistry.ts'
import { IMAGE_PRELOAD_TIMEOUT_MS, preloadImages } from './images.ts'
import { fetchWalletsPage } from './registry.ts'
import { searchWallets, WALLET_SEARCH_WAIT_MS } from './search.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('image preload (gives up after 2 s)', () => {
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
