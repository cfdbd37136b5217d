import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { preparedConsumer } from './consumers/install.ts'
import { pageLoadGzipBytes } from './consumers/pageLoad.ts'
import { type Served, serveConsumer } from './consumers/serve.ts'
import { closeAll, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

/*
 * A dapp outside the repository: consumers/vite, a fresh Vite + React app whose only dependencies are
 * registry packages and Airlock's packed tarballs, installed offline, built for production and served by
 * `vite preview`, which tells the page where the devnet and the cloud are. The visitor connects the injected
 * test wallet, sees the account and switches network. The app passes `embeddedWallet: { load: () =>
 * import('@airlock/embedded-wallet') }`, whose tarball it installs too: its bundler must keep that package a
 * lazy chunk of its own.
 */

type ViteManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; dynamicImports?: string[] }
>

let browser: Browser
let context: BrowserContext | undefined
let app: string
let typecheck: () => Promise<void>
let served: Served | undefined

beforeAll(async () => {
  // Installed and built beside the unit tests under `npm test` (one build serves both Vite test files).
  const prepared = await preparedConsumer('vite')
  app = prepared.app
  typecheck = prepared.typecheck
  served = await serveConsumer(app, (port) => [
    join(app, 'node_modules', '.bin', 'vite'),
    'preview',
    '--port',
    String(port),
    '--strictPort',
  ])
  browser = await startBrowser()
}, 240_000)

afterAll(async () => {
  await closeAll(browser, context)
  await served?.close()
})

describe('a Vite app installing the tarballs', () => {
  it('type-checks its use of the packages under strict settings', async () => {
    await typecheck()
  })

  it('loads within the page-load budget: at most 15 kB (gzip) over React + viem + wagmi without a kit', () => {
    const airlock = pageLoadGzipBytes(join(app, 'dist'), 'index.html')
    const baseline = pageLoadGzipBytes(join(app, 'dist-baseline'), 'baseline.html')
    console.log(
      `Vite consumer page load: ${(airlock.bytes / 1000).toFixed(1)} kB gzip, baseline ${(baseline.bytes / 1000).toFixed(1)} kB (+${((airlock.bytes - baseline.bytes) / 1000).toFixed(1)} kB)`,
    )
    expect(airlock.bytes - baseline.bytes).toBeLessThanOrEqual(15_000)
    // The modal and its views stay out of the page load: the consumer's bundler split the lazy chunks.
    expect(airlock.files.some((file) => /Overlay|sendViews|ActivityTab|ReceiveView/.test(file))).toBe(false)
  })

  it('builds the embedded wallet as a lazy chunk of its own, outside the page load', () => {
    const dist = join(app, 'dist')
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
    const key = Object.keys(manifest).find((name) =>
      name.endsWith('node_modules/@airlock/embedded-wallet/dist/index.js'),
    )
    expect(key, 'the manifest has a chunk for @airlock/embedded-wallet').toBeDefined()
    const chunk = manifest[key!]!
    expect(chunk.isDynamicEntry).toBe(true)
    expect(chunk.isEntry).toBeFalsy()
    // The page's entry imports it dynamically, and loads none of it up front.
    expect(manifest['index.html']?.dynamicImports).toContain(key)
    const pageLoad = pageLoadGzipBytes(dist, 'index.html').files
    expect(pageLoad).not.toContain(chunk.file)
    // The frame client's messages live in that chunk and in nothing the page loads.
    expect(readFileSync(join(dist, chunk.file), 'utf8')).toContain('@airlock-app/')
    for (const file of pageLoad)
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('@airlock-app/')
  })

  it('connects the injected wallet, shows the account and switches network', async () => {
    const opened = await openDemo(browser, { url: served!.url })
    context = opened.context
    const { page, address, violations } = opened
    // The build knows no url: the page read the devnet's and the cloud's from `vite preview` as it loaded.
    expect(
      await page.evaluate(() => (window as { __AIRLOCK_ENV__?: unknown }).__AIRLOCK_ENV__),
    ).toMatchObject({
      devnetRpcUrl: inject('devnetRpcUrl'),
      cloudUrl: inject('cloudUrl'),
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet')
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
    await screenshot(page, 'consumer-vite-01-connected')

    await page.getByRole('button', { name: 'Switch to Ethereum' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Ethereum')
    expect(opened.wallet.chainId).toBe(1)
    await screenshot(page, 'consumer-vite-02-switched')
    await page.getByRole('button', { name: 'Switch to the devnet' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Airlock Devnet')
    expect(violations).toEqual([])
  })
})
