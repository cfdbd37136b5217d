import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeScan, closeAll, openDemo, screenshot, settleModal, startBrowser, truncated } from './helpers.ts'

/*
 * The demo is the kit's showcase: the page itself, not only the kit's shadow roots, passes axe-core with no
 * violation of any impact, in light and dark, before connecting and once connected with the results
 * of its actions (a signature and a refused transaction) shown, and with the modal open over it.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

async function expectPageClean(page: Page, state: string) {
  const violations = await axeScan(page, { scope: 'page' })
  expect.soft(violations, `${state}:\n${violations.join('\n')}`).toEqual([])
}

describe('accessibility of the demo page itself', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`has no violation of any impact before and after connecting (${mode})`, async () => {
      const { context, page, wallet, address } = await openDemo(
        browser,
        mode === 'dark' ? { colorScheme: 'dark', query: '?theme=dark' } : {},
      )
      try {
        const connect = page.getByRole('button', { name: 'Connect Wallet' })
        await connect.waitFor()
        await expectPageClean(page, `disconnected (${mode})`)
        await screenshot(page, `demo-page-disconnected-${mode}`)

        // The modal over the page: the page's landmarks and the dialog together.
        await connect.click()
        const walletRow = page
          .getByRole('dialog', { name: 'Connect Wallet' })
          .getByRole('button', { name: /Airlock Test Wallet/ })
        await expect.poll(() => walletRow.textContent()).toContain('Installed')
        await settleModal(page)
        await expectPageClean(page, `Connect open (${mode})`)
        await walletRow.click()
        await expect
          .poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 })
          .toBe('connected')
        await page.getByRole('dialog').waitFor({ state: 'hidden' })
        await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
        await expect
          .poll(() => page.getByTestId('balance').textContent(), { timeout: 20_000 })
          .toMatch(/ETH$/)

        // The results of the page's own actions: a signature, and a transaction the wallet refused.
        await page.getByRole('button', { name: 'Sign a message' }).click()
        await expect.poll(() => page.getByTestId('signature').getAttribute('data-kind')).toBe('ok')
        wallet.setPolicy('eth_sendTransaction', 'reject')
        await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
        await expect.poll(() => page.getByTestId('tx-hash').getAttribute('data-kind')).toBe('error')
        await expectPageClean(page, `connected (${mode})`)
        await screenshot(page, `demo-page-connected-${mode}`)
      } finally {
        await context.close()
      }
    })
  }
})
