import { describe, expect, it } from 'vitest'
import { type DiscoveredConnector, safeIcon, watchInjectedWallets } from './discovery.ts'
import { announce, createFakeProvider, createFakeWindow, ICON } from './test/fakeProvider.ts'

function watch(win: ReturnType<typeof createFakeWindow>) {
  let latest: DiscoveredConnector[] = []
  const stop = watchInjectedWallets(win, (list) => {
    latest = list
  })
  return { get: () => latest, stop }
}

describe('injected wallet discovery', () => {
  it('finds wallets announced before and after it starts (EIP-6963), keyed by rdns', () => {
    const win = createFakeWindow()
    const a = createFakeProvider()
    announce(win, { uuid: 'u1', name: 'Alpha', icon: ICON, rdns: 'io.alpha' }, a.provider)
    const seen = watch(win)
    expect(seen.get().map((c) => [c.id, c.name, c.type])).toEqual([['io.alpha', 'Alpha', 'ANNOUNCED']])
    const b = createFakeProvider()
    announce(win, { uuid: 'u2', name: 'Beta', icon: ICON, rdns: 'io.beta' }, b.provider)
    expect(seen.get().map((c) => c.id)).toEqual(['io.alpha', 'io.beta'])
    expect(seen.get()[0]?.imageUrl).toBe(ICON)
  })

  it('ignores malformed announcements', () => {
    const win = createFakeWindow()
    const seen = watch(win)
    win.dispatchEvent(
      Object.assign(new Event('eip6963:announceProvider'), { detail: { info: { name: 'x' } } }),
    )
    win.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: null }))
    expect(seen.get()).toEqual([])
  })

  it('falls back to window.ethereum as a Browser Wallet', () => {
    const win = createFakeWindow()
    win.ethereum = createFakeProvider().provider
    const seen = watch(win)
    expect(seen.get()).toMatchObject([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }])
  })

  it('drops window.ethereum when an announced wallet is the same provider or shares its rdns', () => {
    const same = createFakeWindow()
    const p = createFakeProvider()
    same.ethereum = p.provider
    announce(same, { uuid: 'u', name: 'Alpha', icon: ICON, rdns: 'io.alpha' }, p.provider)
    expect(
      watch(same)
        .get()
        .map((c) => c.id),
    ).toEqual(['io.alpha'])

    const flagged = createFakeWindow()
    flagged.ethereum = Object.assign(createFakeProvider().provider, { isMetaMask: true })
    announce(
      flagged,
      { uuid: 'u', name: 'MetaMask', icon: ICON, rdns: 'io.metamask' },
      createFakeProvider().provider,
    )
    expect(
      watch(flagged)
        .get()
        .map((c) => c.id),
    ).toEqual(['io.metamask'])
  })

  it('stops listening when stopped', () => {
    const win = createFakeWindow()
    const seen = watch(win)
    seen.stop()
    announce(win, { uuid: 'u', name: 'Late', icon: ICON, rdns: 'io.late' }, createFakeProvider().provider)
    expect(seen.get()).toEqual([])
  })
})

describe('safeIcon', () => {
  it('allows image data URIs and https only', () => {
    expect(safeIcon(ICON)).toBe(ICON)
    expect(safeIcon('https://example.org/a.png')).toBe('https://example.org/a.png')
    expect(safeIcon('javascript:alert(1)')).toBeUndefined()
    expect(safeIcon('data:text/html,<script>')).toBeUndefined()
    expect(safeIcon('http://example.org/a.png')).toBeUndefined()
    expect(safeIcon(42)).toBeUndefined()
  })
})
