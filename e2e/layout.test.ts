import { join } from 'node:path'
import { launchChromium } from '@airlock/testing'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { codeFor } from './embeddedHelpers.ts'
import { closeAll, connectInjected, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * The modal's layout as the visitor sees it, measured in Chromium: a success toast beside the modal's footer
 * rather than over it, the sandbox checkout's Pay button inside its 460x760 window without scrolling, and the
 * Buy progress view drawn at once (no placeholder) when everything it shows is already known, and the embedded
 * wallet's Approve card centred in the modal with a long address readable to its end.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

async function box(locator: Locator) {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('not laid out')
  return rect
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Records whether a view's loading placeholder (the skeleton a lazily loaded view shows) appears from now on. */
async function watchPlaceholders(page: Page) {
  await page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const seen: string[] = []
    ;(window as unknown as { __placeholders: string[] }).__placeholders = seen
    if (!root) return
    new MutationObserver(() => {
      for (const element of root.querySelectorAll('.send-loading')) {
        const view = element.closest('[data-testid]')?.getAttribute('data-testid') ?? 'modal'
        seen.push(`${element.className} in ${view}`)
      }
    }).observe(root, { childList: true, subtree: true })
  })
}

describe('layout', () => {
  it("shows a success toast clear of the modal's footer, on a desktop and on a phone", async () => {
    for (const mobile of [false, true]) {
      const { context, page, address } = await openDemo(browser, { mobile })
      try {
        await connectInjected(page, address)
        const account = page.getByRole('dialog', { name: 'Account' })
        await account.getByRole('button', { name: 'Copy address' }).first().click()
        const toast = page.getByTestId('toast')
        await expectText(toast, /copied/i)
        await screenshot(page, `layout-toast-${mobile ? 'phone' : 'desktop'}`)
        const footer = await box(page.locator('airlock-modal .footer'))
        const toastBox = await box(toast)
        expect({ mobile, overlap: overlaps(toastBox, footer) }).toEqual({ mobile, overlap: false })
        // Still on screen, and centred on the modal.
        const viewport = page.viewportSize()!
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height)
        expect(toastBox.y).toBeGreaterThanOrEqual(0)
      } finally {
        await context.close()
      }
    }
  })

  it('opens Buy progress with its content at once, and the checkout shows Pay without scrolling', async () => {
    const { context, page, address } = await openDemo(browser)
    try {
      await connectInjected(page, address)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Buy 50 USD of USDC' }).click()
      await page.getByRole('dialog', { name: 'Buy Crypto' }).getByTestId('onramp-provider-meld').click()
      const amount = page.getByRole('dialog', { name: 'Buy USDC' })
      await expect
        .poll(() => amount.getByTestId('onramp-continue').isEnabled(), { timeout: 20_000 })
        .toBe(true)
      await watchPlaceholders(page)
      const popupOpened = context.waitForEvent('page')
      await amount.getByTestId('onramp-continue').click()
      const popup = await popupOpened
      const progress = page.getByRole('dialog', { name: 'Meld' })
      await progress.getByTestId('buy-progress').waitFor()
      expect(
        await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders),
      ).toEqual([])
      await screenshot(page, 'layout-buy-progress')

      // The checkout window the kit opens is 460x760: its Pay button is in it as the page loads.
      await popup.setViewportSize({ width: 460, height: 760 })
      const pay = popup.getByRole('button', { name: /^Pay / })
      await pay.waitFor({ timeout: 20_000 })
      await popup.screenshot({ path: join(inject('screenshotDir'), 'layout-checkout-460x760.png') })
      expect(await popup.evaluate(() => window.scrollY)).toBe(0)
      const payBox = await box(pay)
      expect(payBox.y + payBox.height).toBeLessThanOrEqual(760)
    } finally {
      await context.close()
    }
  })

  it("centres the embedded wallet's Approve card and shows a long address to its end", async () => {
    // A desktop Chromium draws its scrollbars; a headless one hides them unless told not to.
    const withScrollbars = await launchChromium({ ignoreDefaultArgs: ['--hide-scrollbars'] })
    const { context, page } = await openDemo(withScrollbars)
    try {
      const email = `layout+${Date.now()}@example.com`
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await connect.getByTestId('email-input').fill(email)
      const asked = Date.now() - 1000
      await connect.getByTestId('email-continue').click()
      const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
      await confirm.getByTestId('otp-input').waitFor({ timeout: 30_000 })
      await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
      await expectText(page.getByTestId('status'), /^connected$/)
      await watchPlaceholders(page)

      await page.getByRole('button', { name: /^Send .* to yourself$/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Approve' })
      await dialog.waitFor()
      const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]')
      await frame.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 20_000 })
      // The approval view's chunk came with the login: no placeholder stood in for it.
      expect(
        await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders),
      ).toEqual([])
      await page.waitForTimeout(1200) // the frame follows the modal's height animation for up to a second
      await screenshot(page, 'layout-approve-card')

      // The card's content, its sections as much as its buttons, sits as far from the modal's left edge as from
      // its right one (a scrollbar beside the sections included).
      const modal = await box(page.locator('airlock-modal .card'))
      for (const part of ['.card', '.fields', '.actions']) {
        const card = await box(frame.locator(part).first())
        const left = card.x - modal.x
        const right = modal.x + modal.width - (card.x + card.width)
        expect(Math.abs(left - right), `${part}: left ${left} px, right ${right} px`).toBeLessThanOrEqual(1)
      }

      // Every field, the long addresses included, can be scrolled into the card's body whole.
      const body = frame.locator('.card-body')
      await body.evaluate((element) => {
        element.scrollTop = element.scrollHeight
      })
      const bodyBox = await box(body)
      const values = frame.locator('.field-value')
      const last = await box(values.last())
      expect(last.y + last.height).toBeLessThanOrEqual(bodyBox.y + bodyBox.height + 0.5)
      const lastSection = await box(frame.locator('.card-body > section').last())
      expect(lastSection.y + lastSection.height).toBeLessThanOrEqual(bodyBox.y + bodyBox.height + 0.5)
      for (const value of await values.all()) {
        const fits = await value.evaluate((element) => element.scrollWidth <= element.clientWidth + 0.5)
        expect(fits).toBe(true)
      }
      await screenshot(page, 'layout-approve-card-scrolled')
      await frame.getByRole('button', { name: 'Reject' }).click()
    } finally {
      await context.close()
      await withScrollbars.close()
    }
  })
})
