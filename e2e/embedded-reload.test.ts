import type { Browser } from 'playwright-core'
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

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

describe('embedded wallet after a reload', () => {
  it('a transaction sent right after the reload waits for the frame and opens the approval card', async () => {
    const { context, page } = await openDemo(browser)
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
      await Promise.race([approve.waitFor({ timeout: 30_000 }), failed.waitFor({ timeout: 30_000 })])
      expect((await failed.count()) ? await failed.textContent() : 'no error').toBe('no error')
      await approve.waitFor()
      const card = page.frameLocator('iframe[title="Airlock embedded wallet"]')
      await expectText(card.locator('body'), /0\.001 ETH/)
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
