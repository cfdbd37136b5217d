import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { codeFor } from './embeddedHelpers.ts'
import { closeAll, screenshot, startBrowser } from './helpers.ts'
import {
  countResources,
  installResourceCounters,
  listenerTypes,
  type ResourceCounts,
  resourceLeftovers,
} from './resourceCounters.ts'

/*
 * A dapp that makes a kit, destroys it and makes another (a route change, a hot reload, a test suite) gets the
 * page back as it was: no WebSocket, iframe, listener or timer outlives destroy(). Fifty kits on one page, some
 * showing a WalletConnect pairing (its relay socket open), one signing in by email (the embedded wallet's
 * frame) and the ones after it restoring that login (each loading the frame again), some following the
 * visitor's colour scheme; after each is destroyed the page holds what it held before the first.
 */

const KITS = 50
/** Every few kits show a pairing; one signs in by email, and the kits after it restore that login. */
const PAIR_EVERY = 5
const EMAIL_KIT = 7
const PAGE_REGISTRY_LISTENER = 'wallet-standard:register-wallet'
const EMAIL = `dispose-${Date.now()}@example.com`

interface Kits {
  create(overrides?: Record<string, unknown>): number
  destroy(index: number): void
  pair(index: number): Promise<string>
  sendCode(index: number, email: string): Promise<void>
  enterCode(index: number, code: string): Promise<string>
}

let browser: Browser
let context: BrowserContext | undefined
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

declare global {
  interface Window {
    /** The ?kits page's kits (apps/demo/src/kits.ts). */
    airlockKits: Kits
  }
}

/** The page's kits, driven from the test (each call evaluated in the page). */
function kits(page: Page) {
  return {
    create: (themeMode: string) =>
      page.evaluate((mode) => window.airlockKits.create({ themeMode: mode }), themeMode),
    pair: (index: number) => page.evaluate((n) => window.airlockKits.pair(n), index),
    sendCode: (index: number, email: string) =>
      page.evaluate(([n, to]) => window.airlockKits.sendCode(n, to), [index, email] as const),
    enterCode: (index: number, code: string) =>
      page.evaluate(([n, otp]) => window.airlockKits.enterCode(n, otp), [index, code] as const),
    destroy: (index: number) => page.evaluate((n) => window.airlockKits.destroy(n), index),
  }
}

async function expectBackTo(page: Page, before: ResourceCounts) {
  try {
    await expect.poll(() => countResources(page), { timeout: 30_000, interval: 250 }).toEqual(before)
  } catch (error) {
    console.error('left open:', JSON.stringify(await resourceLeftovers(page), null, 2))
    console.error('listeners:', JSON.stringify(await listenerTypes(page)))
    throw error
  }
}

describe('destroy() gives the page back', () => {
  it(`${KITS} kits made and destroyed on one page leave no socket, frame, listener or timer`, async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 820 }, colorScheme: 'light' })
    await installResourceCounters(context)
    const page = await context.newPage()
    // With ?multichain the kits carry the EVM, Solana and Bitcoin adapters, each watching for wallets.
    await page.goto(`${inject('demoUrl')}?kits&multichain`)
    await page.waitForFunction(() => 'airlockKits' in window)
    const before = await countResources(page)
    const kit = kits(page)

    let paired = 0
    let frames = 0
    for (let i = 0; i < KITS; i++) {
      const themeMode = i % 3 === 0 ? 'system' : 'light'
      const index = await kit.create(themeMode)
      if (i % PAIR_EVERY === 0) {
        const uri = await kit.pair(index)
        expect(uri).toMatch(/^wc:/)
        expect((await countResources(page)).webSockets).toBeGreaterThan(before.webSockets)
        paired++
      }
      if (i === EMAIL_KIT) {
        const asked = Date.now() - 1000
        await kit.sendCode(index, EMAIL)
        const code = await codeFor(EMAIL, asked)
        const address = await kit.enterCode(index, code)
        expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      }
      // From the email kit on, each kit loads the frame to restore the login: some are destroyed once it is
      // there, the others while it may still be loading.
      if (i > EMAIL_KIT && i % 4 === 0) {
        await page.waitForFunction((n) => document.querySelectorAll('iframe').length > n, before.iframes)
        frames++
      }
      await kit.destroy(index)
    }
    expect(paired).toBe(KITS / PAIR_EVERY)
    expect(frames).toBeGreaterThan(0)

    // The Wallet Standard registry (@wallet-standard/app, which the Solana and Bitcoin adapters ask for wallets)
    // listens on window once for the whole page, whatever the number of kits: the library's module state, not
    // a kit's. Everything else is back to what it was before the first kit.
    const registry = (await listenerTypes(page)).window.filter((type) => type === PAGE_REGISTRY_LISTENER)
    expect(registry).toHaveLength(1)
    await expectBackTo(page, { ...before, windowListeners: before.windowListeners + 1 })
    await page.evaluate(
      (counts) => {
        document.body.textContent = `After ${counts.kits} kits: ${JSON.stringify(counts.now)}`
      },
      { kits: KITS, now: await countResources(page) },
    )
    await screenshot(page, 'dispose-01-after-50-kits')
  }, 600_000)
})
