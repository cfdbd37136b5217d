import { type AirlockOptions, createAirlock, mainnet } from '@airlock/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../../../packages/core/src/test/fakeAdapter.ts'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { DEFAULT_WALLETS_FILE, readWalletRegistry } from './registry.ts'
import type { RegistryListing } from './schema.ts'

/**
 * The kit's All Wallets store against this cloud and the shipped registry (420 listings): what the modal
 * lists, pages and finds is what the cloud answers, under the dapp's options and the platform rules.
 */
let cloud: Cloud
let shipped: RegistryListing[]
/** The shipped registry as the kit sees it with mainnet configured: wallets on eip155:1, in rank order. */
let onMainnet: RegistryListing[]

beforeAll(async () => {
  shipped = await readWalletRegistry(DEFAULT_WALLETS_FILE)
  onMainnet = shipped.filter((w) => w.chains.includes('eip155:1')).sort((a, b) => a.rank - b.rank)
  cloud = await startTestCloud()
  await cloud.context.projects.create({ id: 'kit-wallets' })
})
afterAll(() => cloud?.close())

async function kit(options: Partial<AirlockOptions> = {}) {
  const airlock = createAirlock({
    projectId: 'kit-wallets',
    cloudUrl: cloud.url,
    networks: [mainnet],
    adapters: [createFakeAdapter().adapter],
    isMobile: () => false,
    ...options,
  })
  await airlock.ready
  return airlock
}

describe('All Wallets against the cloud registry', () => {
  it('recommended 4, then pages of 40 leaving them out, until the registry is exhausted', async () => {
    const airlock = await kit()
    await airlock.loadWallets()
    const state = airlock.wallets.getState()
    expect(state.recommended.map((w) => w.name)).toEqual(onMainnet.slice(0, 4).map((w) => w.name))
    expect(state.wallets.map((w) => w.id)).toEqual(onMainnet.slice(4, 44).map((w) => w.id))
    expect(state.total).toBe(onMainnet.length)
    while (airlock.wallets.hasMore()) await airlock.loadMoreWallets()
    const { recommended, wallets, page } = airlock.wallets.getState()
    expect([...recommended, ...wallets].map((w) => w.id)).toEqual(onMainnet.map((w) => w.id))
    expect(page).toBe(Math.ceil((onMainnet.length - 4) / 40))
  })

  it('searches trimmed text after at least 300 ms', async () => {
    const airlock = await kit()
    const started = performance.now()
    await airlock.searchWallets('  metamask  ')
    expect(performance.now() - started).toBeGreaterThanOrEqual(299)
    expect(airlock.wallets.getState().search).toMatchObject({ query: 'metamask', loading: false })
    expect(airlock.wallets.getState().search.results.map((w) => w.name)).toEqual(['MetaMask'])
    await airlock.searchWallets('no such wallet here')
    expect(airlock.wallets.getState().search.results).toEqual([])
  })

  it('applies featured, include and exclude ids', async () => {
    const [first, second, third, fourth, fifth, sixth] = onMainnet
    const airlock = await kit({
      featuredWalletIds: [third!.id, first!.id],
      includeWalletIds: [first!.id, second!.id, third!.id, fourth!.id, fifth!.id, sixth!.id],
      excludeWalletIds: [second!.id],
    })
    await airlock.loadWallets()
    const { featured, recommended, wallets } = airlock.wallets.getState()
    expect(featured.map((w) => w.id)).toEqual([third!.id, first!.id])
    expect([...recommended, ...wallets].map((w) => w.id)).toEqual([fourth!.id, fifth!.id, sixth!.id])
    await airlock.searchWallets(second!.name)
    expect(airlock.wallets.getState().search.results).toEqual([])
  })

  it('on a phone lists only wallets it can open', async () => {
    const airlock = await kit({ isMobile: () => true })
    await airlock.loadWallets()
    while (airlock.wallets.hasMore()) await airlock.loadMoreWallets()
    const { recommended, wallets, filteredOut } = airlock.wallets.getState()
    const listed = [...recommended, ...wallets]
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((w) => w.mobile_link)).toBe(true)
    expect(listed.map((w) => w.id)).toEqual(onMainnet.filter((w) => w.mobile_link).map((w) => w.id))
    // A recommended wallet hidden here is not left out of the pages: it comes again there and is hidden again.
    expect(filteredOut).toBe(onMainnet.filter((w) => !w.mobile_link).length)
  })
})
