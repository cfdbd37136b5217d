import { join } from 'node:path'
import { type AppClient, createAppClient, createMemoryStorage, type WebSocketLike } from '@airlock/protocol'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import WebSocket from 'ws'

// The dapp side of the reference wallet's browser tests (our protocol's app role in this Node process, on the
// cloud relay of the global setup) and the wallet page they drive.

/** The devnet's CAIP-2 chain id. */
export const DEVNET = 'eip155:31337'

/** The dapp: our app role in Node, named `name`, recording what the wallet sends it. */
export async function dapp(name = 'Airlock Test Dapp') {
  const cloudUrl = inject('cloudUrl')
  const app: AppClient = await createAppClient({
    relayUrl: `${cloudUrl.replace(/^http/, 'ws')}/relay`,
    projectId: 'airlock-demo',
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    storage: createMemoryStorage(),
    metadata: {
      name,
      description: 'A dapp driven by the e2e test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
  const events: { name: string; data: unknown; chainId: string }[] = []
  const updates: string[][] = []
  const deletes: string[] = []
  app.events.on('session_event', ({ params }) =>
    events.push({ name: params.event.name, data: params.event.data, chainId: params.chainId }),
  )
  app.events.on('session_update', ({ params }) => updates.push(params.namespaces.eip155?.accounts ?? []))
  app.events.on('session_delete', ({ topic }) => deletes.push(topic))
  return { app, events, updates, deletes }
}

/** The reference wallet in a new context of `browser`, online; CSP violations and page errors recorded. */
export async function openWallet(
  browser: Browser,
  query = '',
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 480, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  })
  const url = inject('walletUrl')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin })
  const page = await context.newPage()
  const violations: string[] = []
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  await page.goto(url + query)
  await page.getByText('Online').waitFor()
  return { context, page, violations, errors }
}

/** A screenshot once finite animations (sheets sliding in, toasts) have finished. */
export async function shot(page: Page, name: string) {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
  // The whole page, unless a sheet is open: a fixed overlay only covers the viewport.
  const fullPage = (await page.getByRole('dialog').count()) === 0
  await page.screenshot({ path: join(inject('screenshotDir'), `wallet-${name}.png`), fullPage })
}

export const ask = (app: AppClient, topic: string, method: string, params: unknown, chainId = DEVNET) =>
  app.request<unknown>({ topic, chainId, request: { method, params } })

export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error as { code: number; message: string },
  )
