import { join } from 'node:path'
import { testAccounts } from '@airlock/devnet'
import { createTestWallet, installTestWallet, launchChromium } from '@airlock/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'

export const DEVNET = { id: 31337, name: 'Airlock Devnet' }

export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

/** A visitor: a fresh browser context with the test wallet injected, on the demo page. */
export async function openDemo(
  browser: Browser,
  options: { query?: string; colorScheme?: 'light' | 'dark'; mobile?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 820 },
    colorScheme: options.colorScheme,
    // A phone: the kit decides from the user agent (core env.ts).
    ...(options.mobile ? { userAgent: MOBILE_USER_AGENT, isMobile: true, hasTouch: true } : {}),
  })
  const url = inject('demoUrl')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin })
  const wallet = createTestWallet({
    privateKeys: [testAccounts[0]!.privateKey, testAccounts[1]!.privateKey],
    chains: [
      { ...DEVNET, rpcUrl: inject('devnetRpcUrl') },
      { id: 1, name: 'Ethereum' },
      { id: 11155111, name: 'Sepolia' },
    ],
  })
  await installTestWallet(context, wallet)
  const page = await context.newPage()
  const violations: string[] = []
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  await page.goto(url + (options.query ?? ''))
  return { context, page, wallet, violations, address: testAccounts[0]!.address }
}

/** A screenshot once the kit's finite animations (150 ms view changes, toasts) have settled. */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    const roots = [...document.querySelectorAll('airlock-modal, airlock-button')].map(
      (host) => host.shadowRoot,
    )
    const running = roots
      .flatMap((root) => root?.getAnimations() ?? [])
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
  return page.screenshot({ path: join(inject('screenshotDir'), `${name}.png`) })
}

export async function startBrowser() {
  return launchChromium()
}

export async function closeAll(browser: Browser | undefined, ...contexts: (BrowserContext | undefined)[]) {
  for (const context of contexts) await context?.close().catch(() => {})
  await browser?.close().catch(() => {})
}

/** The focused element's text, looking through shadow roots. */
export function deepFocusText(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.textContent ?? ''
  })
}

/** Whether focus sits inside the modal's host. */
export function focusInModal(page: Page) {
  return page.evaluate(() => document.activeElement?.tagName.toLowerCase() === 'airlock-modal')
}
