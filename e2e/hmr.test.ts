import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { testAccounts } from '@airlock/devnet'
import {
  createMemoryStorage,
  createWalletClient,
  type WalletClient,
  type WebSocketLike,
} from '@airlock/protocol'
import { freeLoopbackPort } from '@airlock/testing'
import react from '@vitejs/plugin-react'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { regionOf } from '../apps/docs/src/pageChecks.ts'
import { closeAll, screenshot, startBrowser } from './helpers.ts'
import {
  countResources,
  installResourceCounters,
  listenerTypes,
  type ResourceCounts,
  resourceLeftovers,
} from './resourceCounters.ts'

/*
 * A developer edits the dapp's kit module while Vite's dev server runs. React's hot reload swaps the component
 * module that imports the kit, and the kit module runs again: a second kit. The small dapp of
 * e2e/fixtures/hmr-dapp (its provider in a component module, as most dapps have it) is connected by
 * WalletConnect, so its kit holds a relay socket; after the edit the page holds what one connected kit holds,
 * not two. Its kit module carries the hot block the Getting started page shows; without it, the old kit stays.
 */

const repo = join(import.meta.dirname, '..')
const fixture = join(import.meta.dirname, 'fixtures', 'hmr-dapp')
const docsKitModule = join(repo, 'apps/docs/src/examples/kit-module.ts')

/** The `if (import.meta.hot) { … }` block of a kit module. */
const hotBlock = (source: string) => /^if \(import\.meta\.hot\) \{\n[\s\S]*?^\}$/m.exec(source)?.[0]

const account = privateKeyToAccount(testAccounts[3]!.privateKey as `0x${string}`)

let browser: Browser
let wallet: WalletClient
const contexts: BrowserContext[] = []
const servers: ViteDevServer[] = []

beforeAll(async () => {
  browser = await startBrowser()
  // A WalletConnect wallet in Node, over the cloud's relay, approving every proposal for the devnet.
  wallet = await createWalletClient({
    relayUrl: `${inject('cloudUrl').replace(/^http/, 'ws')}/relay`,
    projectId: 'airlock-demo',
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    storage: createMemoryStorage(),
    metadata: { name: 'HMR Test Wallet', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
  })
  wallet.events.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${account.address}`],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
})

afterAll(async () => {
  await wallet?.stop()
  await closeAll(browser, ...contexts)
  for (const server of servers) await server.close()
})

/** A copy of the fixture dapp under e2e/.work (the test edits it), served by Vite's dev server. */
async function serveDapp(name: string, keepHotBlock: boolean) {
  const dir = join(repo, 'e2e/.work', name)
  rmSync(dir, { recursive: true, force: true })
  cpSync(fixture, dir, { recursive: true })
  const kitModule = join(dir, 'src', 'airlock.ts')
  if (!keepHotBlock) {
    const source = readFileSync(kitModule, 'utf8')
    writeFileSync(kitModule, source.replace(hotBlock(source) ?? '', ''))
  }
  const port = await freeLoopbackPort()
  const server = await createServer({
    configFile: false,
    root: dir,
    cacheDir: join(repo, 'e2e/.work', `${name}-vite-cache`),
    logLevel: 'warn',
    plugins: [react()],
    // The workspace's packages from source, as the demo has them.
    resolve: { conditions: ['airlock-source', ...defaultClientConditions] },
    define: { 'import.meta.env.VITE_AIRLOCK_CLOUD_URL': JSON.stringify(inject('cloudUrl')) },
    server: { host: '127.0.0.1', port, strictPort: true },
  })
  servers.push(server)
  await server.listen()
  return { url: `http://127.0.0.1:${port}/`, kitModule }
}

const status = (page: Page) => page.getByTestId('status').textContent()
const kitsMade = (page: Page) => page.evaluate(() => window.hmrDappKitsMade ?? 0)

/** Opens the dapp and connects the Node wallet by WalletConnect's QR code: the kit then holds a relay socket. */
async function openConnected(url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
  contexts.push(context)
  await installResourceCounters(context)
  const page = await context.newPage()
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByTestId('connector-walletConnect').click()
  const qr = page.getByTestId('wc-qr')
  await qr.waitFor()
  await wallet.pair({ uri: (await qr.getAttribute('data-uri')) as string })
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe(`connected ${account.address}`)
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  return page
}

/** What stays while nothing happens: the counts without the one-shot timers of the moment. */
const held = async (page: Page) => ({ ...(await countResources(page)), timeouts: 0 })

/** The counts once two readings a moment apart agree. */
async function settled(page: Page): Promise<ResourceCounts> {
  let last = JSON.stringify(await held(page))
  await expect
    .poll(async () => {
      const now = JSON.stringify(await held(page))
      const same = now === last
      last = now
      return same
    })
    .toBe(true)
  return JSON.parse(last) as ResourceCounts
}

/** Edits the kit module as a developer saving it would, and waits for the page to run it again, hot. */
async function editKitModule(page: Page, kitModule: string) {
  // A full reload would forget this: the update must have come in place.
  await page.evaluate(() => Object.assign(window, { beforeEdit: true }))
  const made = await kitsMade(page)
  appendFileSync(kitModule, '\n// edited by e2e/hmr.test.ts\n')
  await expect.poll(() => kitsMade(page), { timeout: 30_000 }).toBe(made + 1)
  expect(await page.evaluate(() => 'beforeEdit' in window)).toBe(true)
  // The new kit restores the session: the page reads the account again.
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe(`connected ${account.address}`)
  return made + 1
}

describe('Vite hot reload of the kit module', () => {
  it('the fixture’s hot block is the one the Getting started page shows', () => {
    const documented = regionOf(readFileSync(docsKitModule, 'utf8'), 'example') ?? ''
    expect(hotBlock(documented)).toBeDefined()
    expect(hotBlock(readFileSync(join(fixture, 'src', 'airlock.ts'), 'utf8'))).toBe(hotBlock(documented))
  })

  it('with the documented hot block, an edit leaves the page holding one connected kit', async () => {
    const { url, kitModule } = await serveDapp('hmr-dapp', true)
    const page = await openConnected(url)
    const oneKit = await settled(page)
    expect(oneKit.webSockets, 'the relay socket and Vite’s own').toBeGreaterThanOrEqual(2)

    const made = await editKitModule(page, kitModule)
    try {
      await expect.poll(() => held(page), { timeout: 30_000 }).toEqual(oneKit)
    } catch (error) {
      console.error('held:', JSON.stringify(await resourceLeftovers(page), null, 2))
      console.error('listeners:', JSON.stringify(await listenerTypes(page)))
      throw error
    }
    // One more run of the kit module, not two: the components that import it took the kit it had made.
    expect(await kitsMade(page)).toBe(made)
    await page.getByRole('button', { name: /^Account / }).waitFor()
    await screenshot(page, 'hmr-01-after-edit')
  }, 180_000)

  it('without it, the old kit keeps its relay socket beside the new one', async () => {
    const { url, kitModule } = await serveDapp('hmr-dapp-without-hot-block', false)
    const page = await openConnected(url)
    const oneKit = await settled(page)

    await editKitModule(page, kitModule)
    await expect
      .poll(async () => (await held(page)).webSockets, { timeout: 30_000 })
      .toBe(oneKit.webSockets + 1)
  }, 180_000)
})
