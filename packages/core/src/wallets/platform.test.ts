import { afterEach, describe, expect, it, vi } from 'vitest'
import { solana } from '../networks/index.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { kit, listing } from '../test/walletRegistry.ts'
import type { WalletListing } from './api.ts'
import { filterWalletsByPlatform, MOBILE_LINK_EXCEPTIONS } from './platform.ts'
import { fetchWalletsPage } from './registry.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('platform rules', () => {
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
