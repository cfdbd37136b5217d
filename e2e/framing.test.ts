import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser, BrowserContext, Frame } from 'playwright-core'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, startBrowser } from './helpers.ts'

/*
 * The attack: a hostile page frames the demo dapp or the reference wallet (clickjacking: it lays its own
 * bait over the framed app's buttons). Both apps, as `npm start` serves them (Vite's dev server) and as the
 * e2e setup does (vite preview, the demo under STRICT_CSP), must refuse to be framed by another origin.
 */

const root = join(import.meta.dirname, '..')
let browser: Browser
let context: BrowserContext | undefined
let hostile: Server
let hostileUrl: string
const devServers: ViteDevServer[] = []
const targets: Record<string, string> = {}

/** The dev server `npm start` runs for an app (scripts/start.ts), on a free loopback port. */
async function startDev(app: string): Promise<string> {
  const server = await createViteServer({
    root: join(root, 'apps', app),
    configFile: join(root, 'apps', app, 'vite.config.ts'),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  devServers.push(server)
  await server.listen()
  const address = server.httpServer?.address() as AddressInfo
  return `http://127.0.0.1:${address.port}/`
}

beforeAll(async () => {
  browser = await startBrowser()
  targets['demo (preview)'] = inject('demoUrl')
  targets['wallet (preview)'] = inject('walletUrl')
  targets['demo (dev server)'] = await startDev('demo')
  targets['wallet (dev server)'] = await startDev('wallet')
  // Another origin (its own port) whose page frames whatever ?src= names.
  hostile = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? ''
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(`<!doctype html><title>Win a prize</title><iframe id="bait" src="${src}"></iframe>`)
  })
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await closeAll(browser, context)
  await Promise.all(devServers.map((server) => server.close()))
  await new Promise((resolve) => hostile?.close(resolve))
})

/** The framed document's URL once its navigation ended (blocked: Chromium's error page). */
async function framedUrl(frame: Frame): Promise<string> {
  await frame.waitForLoadState('load').catch(() => {})
  return frame.url()
}

describe('a hostile page framing the apps', () => {
  it.each(['demo (preview)', 'wallet (preview)', 'demo (dev server)', 'wallet (dev server)'])(
    'cannot frame the %s: Chromium blocks it',
    async (name) => {
      const target = targets[name] as string
      context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${hostileUrl}?src=${encodeURIComponent(target)}`)
      const frame = await (await page.waitForSelector('#bait')).contentFrame()
      expect(frame).not.toBeNull()
      await expect.poll(() => framedUrl(frame as Frame)).toMatch(/^chrome-error:/)
      await context.close()
      context = undefined
      // What Chromium obeyed, on the served answer.
      const headers = (await fetch(target)).headers
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    },
  )

  it("keeps the demo's strict CSP on the preview, beside the framing policy", async () => {
    const response = await fetch(inject('demoUrl'))
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
  })
})
