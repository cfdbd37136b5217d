import { join } from 'node:path'
import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { preparedConsumer } from './consumers/install.ts'
import { type Served, serveConsumer } from './consumers/serve.ts'
import { closeAll, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

/*
 * A Next.js app (App Router) outside the repository, installed from the tarballs offline, built with
 * `next build` and served by `next start`: the server renders the provider and ConnectButton from the
 * request's cookies (createCookieStorage), the browser hydrates without a warning, and a reload of a
 * connected session never shows the disconnected state.
 */

let browser: Browser
let context: BrowserContext | undefined
let served: Served | undefined

beforeAll(async () => {
  // Installed and built beside the unit tests under `npm test`: `next start` reads the urls at run time.
  const { app } = await preparedConsumer('next')
  served = await serveConsumer(app, (port) => [
    join(app, 'node_modules', '.bin', 'next'),
    'start',
    '--port',
    String(port),
    '--hostname',
    '127.0.0.1',
  ])
  browser = await startBrowser()
}, 300_000)

afterAll(async () => {
  await closeAll(browser, context)
  await served?.close()
})

/** What React and Next.js say about hydration in the console, and any uncaught page error. */
const isHydrationProblem = (text: string) => /hydrat|did not match|server rendered/i.test(text)

describe('a Next.js app server-rendering Airlock', () => {
  it('renders on the server without a browser: the button host and the disconnected state', async () => {
    const response = await fetch(served!.url)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<airlock-button')
    expect(html).toMatch(/data-testid="status">disconnected</)
    expect(served!.output()).not.toMatch(/window is not defined|document is not defined|ReferenceError|⨯/)
    // The build knows no url: the server read the devnet's and the cloud's as it rendered, for the browser too.
    expect(html).toContain(inject('devnetRpcUrl'))
    expect(html).toContain(inject('cloudUrl'))
  })

  it('hydrates without a warning, connects, and a reload shows the connection from the first paint', async () => {
    const opened = await openDemo(browser, { url: served!.url })
    context = opened.context
    const { page, address } = opened
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (['error', 'warning'].includes(message.type()) && isHydrationProblem(message.text()))
        problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    // Every value the status line takes, from the server's HTML on (installed before any page script runs).
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __statusSeen: string[] }).__statusSeen = seen
      const record = () => {
        const text = document.querySelector('[data-testid="status"]')?.textContent
        if (text && seen.at(-1) !== text) seen.push(text)
      }
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const statusSeen = () =>
      page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen)

    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
    await screenshot(page, 'consumer-next-01-connected')

    // The server now renders the connection from the cookies the browser sends.
    const cookie = (await context.cookies(served!.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    expect(cookie).toMatch(/airlock\.connected_address%3Aeip155=/)
    const html = await (await fetch(served!.url, { headers: { cookie } })).text()
    expect(html).toMatch(/data-testid="status">connected</)
    expect(html).toContain(address)

    await page.reload()
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await screenshot(page, 'consumer-next-02-reloaded')
    expect(await statusSeen()).toEqual(['connected'])
    expect(problems).toEqual([])
  })
})
