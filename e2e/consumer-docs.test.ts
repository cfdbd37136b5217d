import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { docsApp, docsBlocks, installDocsApp, typecheckDocsBlocks } from './consumers/docsApp.ts'
import { checkHookSignatures } from './consumers/hookSignatures.ts'
import { type Served, serveConsumer } from './consumers/serve.ts'
import { closeAll, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

/*
 * What a new dapp developer meets: a fresh Vite + React app (the react-ts template), the docs' install
 * commands run as written against the packed tarballs (offline, through a registry mirror of npm's cache),
 * every TypeScript block of every page of the docs site and the README's "Using the kit" snippet
 * type-checked under the template's strict tsconfig, the hook pages' Returns tables compared with
 * the published .d.ts, and the getting-started code connecting the test wallet in Chromium against the
 * local stack the page names.
 */

/** The local stack the getting-started page points at (`npm start`), replaced by this test run's own. */
const DOCUMENTED_CLOUD_URL = 'http://127.0.0.1:8787'

let browser: Browser | undefined
let context: BrowserContext | undefined
let served: Served | undefined
let installError: unknown

beforeAll(async () => {
  try {
    await installDocsApp()
  } catch (error) {
    // The first test reports it; the others cannot run without the app.
    installError = error
  }
}, 600_000)

afterAll(async () => {
  await closeAll(browser, context)
  await served?.close()
})

const installed = () => {
  if (installError) throw installError
}

describe('a fresh Vite app made from the docs alone', () => {
  it("installs with the docs' own commands, offline, from the tarballs", () => {
    installed()
    const manifest = JSON.parse(readFileSync(join(docsApp, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining([
        '@airlock/core',
        '@airlock/react',
        '@airlock/wagmi',
        '@airlock/solana',
        '@airlock/bitcoin',
        '@airlock/embedded-wallet',
        'viem',
        'wagmi',
        // What the SSR page's Next.js app has (presumedInstalls of docsApp.ts).
        'next',
      ]),
    )
  })

  it('type-checks every TypeScript block of every page under the template tsconfig', async () => {
    installed()
    const blocks = docsBlocks()
    const pages = new Set(blocks.map((block) => block.where.replace(/:\d+$/, '')))
    for (const page of [
      'getting-started',
      'wagmi',
      'hooks/useAirlock',
      'multichain',
      'siwx',
      'names',
      'smart-accounts',
      'ssr-nextjs',
      'theming',
      'options',
      'actions',
      'locales',
      'embedded-mode',
    ])
      expect(pages, 'a page with TypeScript blocks').toContain(`apps/docs/pages/${page}.md`)
    expect(pages).toContain('README.md, Using the kit')
    // Nothing is left out silently: these are the blocks the app cannot check, and why.
    expect(blocks.filter((block) => block.notChecked).map((block) => [block.file, block.notChecked])).toEqual(
      [
        ['src/docs/payments/payments-create.ts', expect.stringContaining("a shop's server code on Node")],
        // Inline blocks are named by their line in the page, which moves as the page grows.
        [
          expect.stringMatching(/^src\/docs\/payments\/block-\d+\.ts$/),
          expect.stringContaining("the kit's pay action"),
        ],
        [
          'src/docs/payments/webhookVerify.snippet.ts',
          expect.stringContaining("a shop's server code on Node"),
        ],
        [
          expect.stringMatching(/^src\/docs\/payments\/block-\d+\.ts$/),
          expect.stringContaining('the server around the check'),
        ],
        [
          'src/docs/self-hosting-providers/cloud-chains.ts',
          expect.stringContaining('@airlock/cloud is a workspace package'),
        ],
        [
          'src/docs/self-hosting-providers/cloud-onramp.ts',
          expect.stringContaining('@airlock/cloud is a workspace package'),
        ],
      ],
    )
    const errors = await typecheckDocsBlocks(blocks)
    expect(errors.map((error) => `${error.where}: ${error.message}`)).toEqual([])
  }, 180_000)

  it("documents each hook's returned fields as the published .d.ts types them", () => {
    installed()
    const mismatches = checkHookSignatures(docsApp)
    expect(
      mismatches.map(
        (m) =>
          `${m.where} ${m.hook}().${m.field}: documented ${m.documented ?? '(no type)'}, published ${m.published}`,
      ),
    ).toEqual([])
  }, 120_000)

  it("connects the test wallet with the getting-started page's code", async () => {
    installed()
    const setup = docsBlocks().find((block) => block.where.startsWith('apps/docs/pages/getting-started.md'))
    expect(setup?.code, 'the first block creates the kit and renders the app').toContain('createRoot')
    expect(setup?.code, 'the page names the local cloud').toContain(DOCUMENTED_CLOUD_URL)
    writeFileSync(
      join(docsApp, 'src', 'main.tsx'),
      setup!.code.replaceAll(DOCUMENTED_CLOUD_URL, inject('cloudUrl')),
    )
    served = await serveConsumer(docsApp, (port) => [
      join(docsApp, 'node_modules', '.bin', 'vite'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ])
    browser = await startBrowser()
    const opened = await openDemo(browser, { url: served.url })
    context = opened.context
    const { page, address } = opened
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
    await page.keyboard.press('Escape')
    // The page's own reading of the account: the address and a balance in ETH.
    await expect.poll(() => page.getByText(address).count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('body').textContent()).toMatch(/\d[\d.,]* ETH/)
    await screenshot(page, 'consumer-docs-01-connected')
  }, 180_000)
})
