import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import axe from 'axe-core'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { combineShares } from './frame/keys/shares.ts'
import type * as Airlock from './index.ts'
import { type AuthDouble, CODE } from './test/authDouble.ts'
import { type FrameStage, frameIn, openFrameClient, startFrameStage } from './test/frameStage.ts'
import { type StaticServer, serveStatic } from './test/staticServer.ts'

/**
 * The client in a dapp page against the built frame on another origin, in Chromium: the READY handshake,
 * email login (against a double of the auth backend), personal_sign approved by a click inside the frame and
 * verified with viem, Reject, and the origin rules both ways; every postMessage either window receives is
 * recorded and checked for key material.
 */

interface Recorded {
  at: string
  origin: string
  data: string
}

interface DappWindow {
  airlock: typeof Airlock
  client: Airlock.FrameClient
  provider: Airlock.EmbeddedProvider
  forged: number
  signing?: Promise<unknown>
}

const email = 'ada@example.com'
const SITE_VERSION = '9.9.9-test'
const screenshots = join(import.meta.dirname, '..', '..', '..', 'test-results', 'embedded-wallet')

let stage: FrameStage
let double: AuthDouble
let site: StaticServer
let other: StaticServer
let context: BrowserContext
let page: Page
const recorded: Recorded[] = []
let address: Hex

const otherRoutes = {
  '/blank.html': { type: 'text/html', body: '<!doctype html><title>blank</title>' },
  '/forge.html': {
    type: 'text/html',
    body: '<!doctype html><title>forge</title><script src="/forge.js"></script>',
  },
  // Pretends to be the frame, towards the page that embeds it.
  '/forge.js': {
    type: 'text/javascript',
    body: `for (const message of [
      { type: '@airlock-frame/SESSION_UPDATE', payload: null },
      { type: '@airlock-frame/APPROVAL_OPEN' },
      { type: '@airlock-frame/READY', payload: { version: 'forged' } },
    ]) parent.postMessage(message, '*')`,
  },
  '/embed.html': {
    type: 'text/html',
    body: '<!doctype html><title>not allowed</title><script src="/embed.js"></script>',
  },
  // A page that is not on the project's list embeds the frame and asks it things.
  '/embed.js': {
    type: 'text/javascript',
    body: `const site = new URLSearchParams(location.search).get('site')
    const frame = document.createElement('iframe')
    frame.src = site + '?projectId=test-project&chainId=31337&version=test'
    frame.addEventListener('load', () => {
      window.frameLoaded = true
      setInterval(() => frame.contentWindow.postMessage(
        { type: '@airlock-app/GET_CHAIN_ID', id: 'ab'.repeat(16), payload: {} }, new URL(site).origin), 200)
    })
    document.addEventListener('DOMContentLoaded', () => document.body.append(frame))`,
  },
}

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true })
  other = await serveStatic({ routes: otherRoutes })
  // The frame's own policy: its check of the parent's origin is under test, so both sites may embed it.
  stage = await startFrameStage({ config: { version: SITE_VERSION }, extraAncestors: [other.origin] })
  ;({ double, site } = stage)
  context = await stage.browser.newContext()
  await context.exposeBinding('recordMessage', (source, entry: { origin: string; data: string }) => {
    recorded.push({ at: source.frame.url(), ...entry })
  })
  // In every window, before its own scripts: whatever it receives is recorded.
  await context.addInitScript(() => {
    window.addEventListener(
      'message',
      (event) => {
        const record = (window as unknown as { recordMessage: (entry: unknown) => void }).recordMessage
        record({ origin: event.origin, data: JSON.stringify(event.data) })
      },
      true,
    )
  })
  page = await context.newPage()
  await page.goto(stage.dapp.url)
  await page.waitForFunction(() => 'airlock' in window)
})

afterAll(async () => {
  await context?.close()
  await Promise.all([stage?.close(), other?.close()])
})

const frame = (): Frame => frameIn(page, site)

/** axe-core's serious and critical findings on the frame's page: every view must have none. */
async function axeViolations(target: Frame) {
  await target.evaluate(axe.source)
  const violations = await target.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }))
  })
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

describe('the embedded wallet in Chromium', () => {
  it('builds a frame page with no inline script or style', async () => {
    const html = await readFile(join(stage.work, 'frame', 'index.html'), 'utf8')
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).not.toMatch(/<style/)
  })

  it('loads the frame hidden and gets READY with the site version', async () => {
    await openFrameClient(page, site.url, { top: 0, left: 0, width: 360, height: 520 })
    const ready = recorded.find((entry) => entry.data.includes('@airlock-frame/READY'))
    expect(ready?.origin).toBe(site.origin)
    expect(JSON.parse(ready?.data ?? '{}')).toEqual({
      type: '@airlock-frame/READY',
      payload: { version: SITE_VERSION },
    })
    expect(frame().url()).toContain('projectId=test-project')
    const box = await page.locator('iframe').evaluate((element) => getComputedStyle(element).width)
    expect(box).toBe('0px')
  })

  it('logs in by email code and creates the wallet in the frame', async () => {
    const result = await page.evaluate(
      async ({ email, code }) => {
        const { client } = window as unknown as DappWindow
        const started = await client.request('CONNECT_EMAIL', { email })
        await client.request('CONNECT_OTP', { otp: code })
        const connected = await client.request('IS_CONNECTED', {})
        const user = await client.request('GET_USER', {})
        return { started, connected, user }
      },
      { email, code: CODE },
    )
    expect(result.started).toEqual({ action: 'VERIFY_OTP' })
    expect(result.connected).toEqual({ isConnected: true })
    address = result.user.address
    expect(double.users.get(email)?.address).toBe(address)
    expect(
      await page.evaluate(() =>
        (window as unknown as DappWindow).provider.request({ method: 'eth_accounts' }),
      ),
    ).toEqual([address])
  })

  it('signs a message once Approve is clicked inside the frame', async () => {
    const message = stringToHex('Hello from the dapp')
    await page.evaluate(
      ({ message, address }) => {
        const w = window as unknown as DappWindow
        w.signing = w.provider.request({ method: 'personal_sign', params: [message, address] })
        w.signing.catch(() => {})
      },
      { message, address },
    )
    const approve = frame().getByRole('button', { name: 'Approve' })
    await approve.waitFor()
    expect(await frame().getByText('Hello from the dapp').isVisible()).toBe(true)
    expect(await frame().getByRole('dialog', { name: 'Sign message' }).isVisible()).toBe(true)
    // The card opens with the focus on its title, never on Approve (a key press meant for the page must not
    // approve); Playwright's click below waits for Approve to lose aria-disabled once the card is armed.
    expect(await frame().evaluate(() => document.activeElement?.textContent)).toBe('Sign message')
    expect(await page.locator('iframe').evaluate((element) => getComputedStyle(element).width)).toBe('360px')
    // Checked as the visitor reads it: armed, and its colours settled. Mid-way through Approve's 150 ms colour
    // change from the unarmed look, its text is too faint, which is no state a visitor is asked to read.
    await frame().locator('[data-armed="true"]').waitFor()
    await frame().evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
    expect(await axeViolations(frame())).toEqual([])
    // Kept for a look at the card (test-results/ is ignored by git).
    await page.screenshot({ path: join(screenshots, 'approval-light.png') })
    await approve.click()
    const signature = (await page.evaluate(() => (window as unknown as DappWindow).signing)) as Hex
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
    const types = recorded.map((entry) => JSON.parse(entry.data).type)
    expect(types).toContain('@airlock-frame/APPROVAL_OPEN')
    expect(types).toContain('@airlock-frame/APPROVAL_CLOSED')
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('iframe') as Element).width === '0px',
    )
  })

  it('answers 4001 when the visitor clicks Reject, on a card in the theme of SYNC_THEME', async () => {
    await page.evaluate(async (address) => {
      const w = window as unknown as DappWindow
      await w.client.request('SYNC_THEME', {
        themeMode: 'dark',
        themeVariables: { '--airlock-accent': '#7c3aed' },
      })
      w.signing = w.provider.request({ method: 'personal_sign', params: ['0x6869', address] })
      w.signing.catch(() => {})
    }, address)
    const reject = frame().getByRole('button', { name: 'Reject' })
    await reject.waitFor()
    expect(await frame().evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await frame().locator('[data-armed="true"]').waitFor()
    await frame().evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
    expect(await axeViolations(frame())).toEqual([])
    await page.screenshot({ path: join(screenshots, 'approval-dark.png') })
    await reject.click()
    const error = await page.evaluate(() =>
      (window as unknown as DappWindow).signing?.then(
        () => undefined,
        (error: { code?: number; shortMessage?: string }) => ({
          code: error.code,
          message: error.shortMessage,
        }),
      ),
    )
    expect(error).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('ignores messages from another origin that pretend to be the frame', async () => {
    await page.evaluate((forgeUrl) => {
      const w = window as unknown as DappWindow
      w.forged = 0
      for (const event of ['SESSION_UPDATE', 'APPROVAL_OPEN', 'READY'] as const)
        w.client.on(event, () => {
          w.forged++
        })
      const forge = document.createElement('iframe')
      forge.src = forgeUrl
      document.body.append(forge)
    }, `${other.origin}/forge.html`)
    await expect.poll(() => recorded.filter((entry) => entry.origin === other.origin).length).toBe(3)
    expect(await page.evaluate(() => (window as unknown as DappWindow).forged)).toBe(0)
    expect(
      await page.evaluate(() =>
        (window as unknown as DappWindow).provider.request({ method: 'eth_accounts' }),
      ),
    ).toEqual([address])
  })

  it('says nothing to a page whose origin is not allowed', async () => {
    const stranger = await context.newPage()
    await stranger.goto(`${other.origin}/embed.html?site=${encodeURIComponent(site.url)}`)
    await stranger.waitForFunction(
      () => (window as unknown as { frameLoaded?: boolean }).frameLoaded === true,
    )
    const embedded = () => stranger.frames().find((each) => each.url().startsWith(site.origin))
    // The frame did hear the questions…
    await expect
      .poll(
        () =>
          recorded.filter((entry) => entry.at === embedded()?.url() && entry.origin === other.origin).length,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(3)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    // …and answered none of them, READY included.
    expect(
      recorded.filter((entry) => entry.at.startsWith(other.origin) && entry.origin === site.origin),
    ).toEqual([])
    await stranger.close()
  })

  it('never lets key material cross a postMessage', async () => {
    const stored = double.users.get(email)
    const deviceShare = await frame().evaluate(
      () => Object.entries(localStorage).find(([key]) => key.includes(':share:'))?.[1],
    )
    expect(stored?.authShare && stored.recoveryShare && deviceShare).toBeTruthy()
    const privateKey = await combineShares(stored?.authShare as Hex, stored?.recoveryShare as Hex, address)
    const secrets = [privateKey, stored?.authShare, stored?.recoveryShare, deviceShare].map((secret) =>
      String(secret).slice(2).toLowerCase(),
    )
    expect(recorded.length).toBeGreaterThan(10)
    for (const entry of recorded)
      for (const secret of secrets) expect(entry.data.toLowerCase()).not.toContain(secret)
  })

  it('signs out and drops the key', async () => {
    const result = await page.evaluate(async () => {
      const { client } = window as unknown as DappWindow
      await client.request('SIGN_OUT', {})
      return client.request('IS_CONNECTED', {})
    })
    expect(result).toEqual({ isConnected: false })
    expect(double.calls).toContain('POST /v1/embedded/signout')
  })

  it('times out on a frame that never says READY, and on a request the frame does not answer', async () => {
    const result = await page.evaluate(
      async ({ blankUrl, siteUrl, email }) => {
        const w = window as unknown as DappWindow
        const reasons: string[] = []
        const onTimeout = (reason: string) => void reasons.push(reason)
        const options = { projectId: 'test-project', chainId: 31337, version: 'kit-test', onTimeout }
        const describe = (error: { name: string; shortMessage: string }) =>
          `${error.name}: ${error.shortMessage}`
        const dead = w.airlock.createFrameClient({ ...options, secureSiteUrl: blankUrl, loadTimeoutMs: 300 })
        const load = await dead.ready.then(() => 'ready', describe)
        const afterLoad = await dead.request('GET_USER').then(() => 'answered', describe)
        dead.destroy()
        const slow = w.airlock.createFrameClient({
          ...options,
          secureSiteUrl: siteUrl,
          requestTimeoutMs: 300,
        })
        await slow.ready
        await slow.request('CONNECT_EMAIL', { email })
        // Waits for a device approval link that nobody opens.
        const device = await slow.request('CONNECT_DEVICE', {}).then(() => 'answered', describe)
        const pending = slow.request('CONNECT_DEVICE', {}, { timeoutMs: 0 }).then(() => 'answered', describe)
        slow.destroy()
        return { load, afterLoad, device, closed: await pending, reasons }
      },
      { blankUrl: `${other.origin}/blank.html`, siteUrl: site.url, email },
    )
    expect(result).toEqual({
      load: 'FrameLoadError: Could not load embedded wallet, try again later',
      afterLoad: 'FrameLoadError: Could not load embedded wallet, try again later',
      device: 'FrameRequestTimeoutError: Embedded Wallet Request Timed Out',
      closed: 'FrameClosedError: Connection already closed',
      reasons: ['iframe_load_failed', 'iframe_request_timeout'],
    })
  })
})
