import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, openDemo, screenshot, startBrowser } from './helpers.ts'

interface Listing {
  id: string
  name: string
  rank: number
  chains: string[]
  mobile_link: string | null
}

/** The shipped registry, as the demo's networks see it (any of its chains), in rank order. */
const DEMO_CHAINS = new Set([
  'eip155:31337',
  'eip155:1',
  'eip155:10',
  'eip155:42161',
  'eip155:8453',
  'eip155:137',
])
const registry = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../services/cloud/registry/wallets.json'), 'utf8')) as {
    wallets: Listing[]
  }
).wallets
  .filter((w) => w.chains.some((c) => DEMO_CHAINS.has(c)))
  .sort((a, b) => a.rank - b.rank)
const byName = (name: string) => registry.find((w) => w.name === name)!

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** getWallets requests the page made, as their query parameters. */
function recordGetWallets(page: Page) {
  const calls: URLSearchParams[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/getWallets')) calls.push(url.searchParams)
  })
  return calls
}

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByTestId('all-wallets').click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await dialog.waitFor()
  await dialog.locator('.wallet-grid[data-state="idle"]').waitFor()
  return dialog
}

/** The wallets rendered right now (the grid is virtualised: only those near the viewport are). */
function renderedIds(dialog: ReturnType<Page['getByRole']>) {
  return dialog
    .locator('.wallet-grid .wallet-tile[data-wallet-id]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-wallet-id') ?? ''))
}

/** How many wallets the list holds (loaded so far), from aria-setsize. */
function listSize(dialog: ReturnType<Page['getByRole']>) {
  return dialog
    .locator('.wallet-grid li[aria-setsize]')
    .first()
    .evaluate((li) => Number(li.getAttribute('aria-setsize')))
}

describe('All Wallets: search, paging and filters against the cloud registry', () => {
  it('lists recommended then paged wallets, loads page 2 on scroll, keeps its DOM small, searches', async () => {
    const { context, page, violations } = await openDemo(browser)
    const calls = recordGetWallets(page)
    try {
      const dialog = await openAllWallets(page)
      // Recommended 4 first, then page 1 (40) without them.
      expect((await renderedIds(dialog)).slice(0, 6)).toEqual(registry.slice(0, 6).map((w) => w.id))
      expect(await listSize(dialog)).toBe(44)
      const recommendedCall = calls.find((c) => c.get('entries') === '4')!
      expect(recommendedCall.get('page')).toBe('1')
      expect(recommendedCall.get('chains')?.split(',')).toContain('eip155:1')
      const page1 = calls.find((c) => c.get('entries') === '40')!
      expect(page1.get('page')).toBe('1')
      expect(page1.get('exclude')?.split(',')).toEqual(registry.slice(0, 4).map((w) => w.id))
      await screenshot(page, 'all-wallets-01-grid')

      // Scrolling to the end loads page 2; the DOM keeps the same size.
      const tilesBefore = await dialog.locator('.wallet-grid li').count()
      const scroller = dialog.locator('.grid-scroller')
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await expect.poll(() => listSize(dialog), { timeout: 10_000 }).toBe(84)
      expect(calls.some((c) => c.get('entries') === '40' && c.get('page') === '2')).toBe(true)
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await expect.poll(() => listSize(dialog), { timeout: 10_000 }).toBe(124)
      await dialog.locator('.wallet-grid[data-state="idle"]').waitFor()
      const tilesAfter = await dialog.locator('.wallet-grid li').count()
      // Rows in view plus 2 above and 2 below, 4 a row, however many wallets are loaded.
      expect(tilesBefore).toBeLessThanOrEqual(40)
      expect(tilesAfter).toBeLessThanOrEqual(40)
      expect(await renderedIds(dialog)).toContain(registry[80]!.id)
      await screenshot(page, 'all-wallets-02-scrolled')

      // Search: the text is trimmed, results show 300 ms or more after the last keystroke.
      const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
      await search.click()
      await search.pressSequentially('  metamask', { delay: 20 })
      // The trailing spaces leave the trimmed text as it was: the 300 ms run from the last letter.
      const typedAt = Date.now()
      await search.pressSequentially('  ', { delay: 20 })
      await dialog.locator('.wallet-grid[data-state="results"]').waitFor()
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(250)
      expect(await renderedIds(dialog)).toEqual([byName('MetaMask').id])
      const searchCalls = calls.filter((c) => c.has('search'))
      expect(searchCalls.at(-1)?.get('search')).toBe('metamask')
      expect(searchCalls.at(-1)?.get('entries')).toBe('100')
      expect(await search.inputValue()).toBe('  metamask  ')
      await screenshot(page, 'all-wallets-03-search')

      // Several results.
      await search.fill('wallet')
      // The grid still shows the last search's results (state "results") until the new one answers.
      await expect.poll(async () => (await renderedIds(dialog)).length).toBeGreaterThan(8)

      // Nothing found.
      await search.fill('no such wallet anywhere')
      await dialog.getByText('No Wallet found').waitFor()
      await screenshot(page, 'all-wallets-04-no-results')

      // Clearing the search brings the list back where it was loaded to.
      await search.fill('')
      await dialog.locator('.wallet-grid[data-state="idle"]').waitFor()
      expect(await listSize(dialog)).toBe(124)

      // Nothing of All Wallets was refused by the strict CSP (no style attributes, images from the cloud).
      expect(violations).toEqual([])

      // Picking a wallet opens its WalletConnect view.
      await dialog.locator(`[data-wallet-id="${byName('Rainbow').id}"]`).click()
      await page.getByRole('dialog', { name: 'Rainbow' }).waitFor()
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('dialog', { name: 'All Wallets' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('shows featured wallets first and applies include and exclude ids from the options', async () => {
    const [metamask, trust, coinbase, rainbow, phantom, okx, bitget] = registry
    const include = [metamask, trust, coinbase, rainbow, phantom, okx, bitget].map((w) => w!.id)
    const query = `?featuredWalletIds=${bitget!.id},${rainbow!.id}&includeWalletIds=${include.join(',')}&excludeWalletIds=${trust!.id}&customWallet=Demo%20Wallet`
    const { context, page, violations } = await openDemo(browser, { query })
    try {
      const dialog = await openAllWallets(page)
      // Featured (dapp order), custom, then the rest of the include list, the excluded one left out.
      expect(await renderedIds(dialog)).toEqual([
        bitget!.id,
        rainbow!.id,
        'demo-custom-wallet',
        metamask!.id,
        coinbase!.id,
        phantom!.id,
        okx!.id,
      ])
      await screenshot(page, 'all-wallets-05-filters')
      const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
      await search.fill('trust')
      await dialog.getByText('No Wallet found').waitFor()
      await search.fill('demo')
      await dialog.locator('.wallet-grid[data-state="results"]').waitFor()
      expect(await renderedIds(dialog)).toEqual(['demo-custom-wallet'])
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('on a phone lists only wallets with a mobile link, loading pages until it has them all', async () => {
    const { context, page, violations } = await openDemo(browser, { mobile: true })
    try {
      const dialog = await openAllWallets(page)
      const withLink = registry.filter((w) => w.mobile_link)
      await expect.poll(() => listSize(dialog), { timeout: 20_000 }).toBe(withLink.length)
      const scroller = dialog.locator('.grid-scroller')
      const seen = new Set<string>()
      for (let step = 0; step < 10; step++) {
        for (const id of await renderedIds(dialog)) seen.add(id)
        await scroller.evaluate((el) => el.scrollBy({ top: el.clientHeight }))
        await page.waitForTimeout(50)
      }
      expect([...seen].sort()).toEqual(withLink.map((w) => w.id).sort())
      await scroller.evaluate((el) => el.scrollTo({ top: 0 }))
      await screenshot(page, 'all-wallets-06-mobile')
      const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
      await search.fill(byName('Rabby Wallet').name)
      await dialog.getByText('No Wallet found').waitFor()
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('dark theme', async () => {
    const { context, page } = await openDemo(browser, { query: '?theme=dark' })
    try {
      await openAllWallets(page)
      await screenshot(page, 'all-wallets-07-dark')
    } finally {
      await context.close()
    }
  })
})
