import type { Browser, Page } from 'playwright-core'
import { createTestClient, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { approveInFrame, signInByEmail } from './embeddedHelpers.ts'
import { closeAll, devnetClient, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * An email visitor reloads the page and sends at once: the kit shows the restored account as connected before
 * the embedded wallet's frame has loaded again, so the request waits for the frame and then opens the approval
 * card as usual (it used to fail with 'No ConnectionController client found').
 */

/** The frame card's mode and its Approve button's colours, as sRGB, once its transitions ended. */
async function approveColours(page: Page) {
  const origin = new URL(inject('secureSiteUrl')).origin
  const frame = page.frames().find((f) => f.url().startsWith(origin))
  return frame?.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    const rgb = (color: string) => {
      if (!canvas) return color
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data
      return `rgb(${r}, ${g}, ${b})`
    }
    const approve = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Approve')
    const style = approve ? getComputedStyle(approve) : undefined
    return {
      mode: document.documentElement.dataset.theme,
      background: style && rgb(style.backgroundColor),
      text: style && rgb(style.color),
    }
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

describe('embedded wallet after a reload', () => {
  it('a transaction sent right after the reload waits for the frame and opens the approval card', async () => {
    // A dapp in dark mode with a yellow accent: the frame's card takes both on (SYNC_THEME, replayed after
    // the reload).
    const { context, page } = await openDemo(browser, { query: '?theme=dark&accent=%23ffd400' })
    try {
      const address = await signInByEmail(page, `reload+${Date.now()}@example.com`)
      await createTestClient({
        chain: hardhat,
        mode: 'hardhat',
        transport: http(inject('devnetRpcUrl')),
      }).setBalance({ address, value: parseEther('1') })

      await page.reload()
      // The first moment the page offers Send (the restored account shows at once), the visitor presses it.
      const send = page.getByRole('button', { name: 'Send 0.001 ETH to yourself' })
      await send.click()
      await screenshot(page, 'embedded-reload-01-sent-at-once')
      // The approval card opens; the page's error line (what the visitor used to get) must not.
      const approve = page.getByRole('dialog', { name: 'Approve' })
      const failed = page.locator('[data-testid="tx-hash"][data-kind="error"]')
      // Longer than the frame's load timeout (20 s): a request never waits past it without an answer.
      await Promise.race([approve.waitFor({ timeout: 45_000 }), failed.waitFor({ timeout: 45_000 })])
      expect((await failed.count()) ? await failed.textContent() : 'no error').toBe('no error')
      await approve.waitFor()
      const card = page.frameLocator('iframe[title="Airlock embedded wallet"]')
      await expectText(card.locator('body'), /0\.001 ETH/)
      await card.locator('[data-armed="true"]').waitFor()
      expect(await approveColours(page)).toEqual({
        mode: 'dark',
        background: 'rgb(255, 212, 0)',
        text: 'rgb(0, 0, 0)',
      })
      await screenshot(page, 'embedded-reload-02-approval-card')
      await approveInFrame(page)
      const hash = page.getByTestId('tx-hash')
      await expectText(hash, /^0x[0-9a-f]{64}$/)
      const receipt = await devnetClient().waitForTransactionReceipt({
        hash: ((await hash.textContent()) ?? '') as `0x${string}`,
      })
      expect(receipt.status).toBe('success')
      await expectText(page.getByTestId('address'), address)
    } finally {
      await context.close()
    }
  })
})
