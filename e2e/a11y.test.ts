import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeScan, closeAll, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

/*
 * An axe-core scan of the kit's views (DESIGN.md section 5): the Connect view, the Account view on each
 * tab, Send (empty, with its error, Select Token, Review Send, a send the wallet refused) and Receive, in
 * light mode, and the Account view in dark mode; All Wallets, a wallet's WalletConnect view, the QR view, a
 * declined connection and Choose Network in both modes. No serious or critical violation is allowed. The
 * demo page itself is scanned by demo-a11y.test.ts.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** Lets the kit's view transitions (150 ms) finish, so that axe sees the settled view. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const running = (root?.getAnimations() ?? []).filter(
      (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
    )
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
}

async function expectNoViolations(page: Page, view: string) {
  await settle(page)
  const violations = await axeScan(page)
  expect.soft(violations, `${view}:\n${violations.join('\n')}`).toEqual([])
}

/** Connects the injected test wallet and opens the Account view (its Tokens loaded). */
async function openAccount(page: Page, address: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // The wallet row once the wallet has announced itself (EIP-6963), as connect.test.ts waits for it.
  const walletRow = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Airlock Test Wallet/ })
  await expect.poll(() => walletRow.textContent()).toContain('Installed')
  await walletRow.click()
  const status = page.getByTestId('status')
  await status
    .filter({ hasText: /^connected$/ })
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      // Say what the modal showed instead, so a failure here can be diagnosed from the log alone.
      const modal = await page
        .locator('airlock-modal')
        .textContent()
        .catch(() => '')
      await screenshot(page, 'a11y-connect-failed')
      throw new Error(`Not connected (status ${await status.textContent()}); the modal showed: ${modal}`, {
        cause: error,
      })
    })
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByTestId('token-row').filter({ hasText: 'USDC' }).first().waitFor()
  return account
}

describe('accessibility: axe-core finds no serious or critical violation', () => {
  it('in the Connect, Account, Send and Receive views (light)', async () => {
    const { context, page, wallet, address } = await openDemo(browser)
    try {
      // Connect, before connecting.
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .waitFor()
      await expectNoViolations(page, 'Connect')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })

      // Account, on each tab.
      const account = await openAccount(page, address)
      await expectNoViolations(page, 'Account: Tokens')
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.getByTestId('nft-tile').filter({ hasText: 'Airlock Explorers #1' }).waitFor()
      await expectNoViolations(page, 'Account: NFTs')
      await account.getByRole('tab', { name: 'Activity' }).click()
      await account.getByRole('tabpanel').waitFor()
      await expectNoViolations(page, 'Account: Activity')
      await account.getByRole('tab', { name: 'Tokens' }).click()

      // Send: empty, then with the error of an empty preview.
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      const send = page.getByRole('dialog', { name: 'Send' })
      await send.getByLabel('Amount').waitFor()
      await expectNoViolations(page, 'Send')
      await send.getByRole('button', { name: 'Preview send' }).click()
      await send.getByTestId('send-error').waitFor()
      await expectNoViolations(page, 'Send with an error')

      // Select Token.
      await send.getByLabel('Amount').fill('1')
      await send.getByRole('button', { name: 'Select token' }).click()
      const select = page.getByRole('dialog', { name: 'Select Token' })
      await select
        .getByRole('button', { name: /\bUSDC\b/ })
        .first()
        .waitFor()
      await expectNoViolations(page, 'Select Token')

      // Review Send.
      await select
        .getByRole('button', { name: /\bUSDC\b/ })
        .first()
        .click()
      await send.waitFor()
      await send.getByLabel('Receiver address').fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
      await send.getByRole('button', { name: 'Preview send' }).click()
      const review = page.getByRole('dialog', { name: 'Review Send' })
      await review.waitFor()
      await expectNoViolations(page, 'Review Send')

      // Review Send after the wallet refused: the error state with what was typed.
      wallet.setPolicy('eth_sendTransaction', 'reject')
      await review.getByRole('button', { name: 'Send', exact: true }).click()
      await review.getByTestId('send-failed').waitFor()
      await expectNoViolations(page, 'Review Send: not sent')

      // Receive, from a fresh Account view.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      await account.getByRole('button', { name: 'Receive', exact: true }).click()
      const receive = page.getByRole('dialog', { name: 'Receive' })
      await receive.getByRole('img', { name: 'QR code of your address' }).waitFor()
      await expectNoViolations(page, 'Receive')
    } finally {
      await context.close()
    }
  })

  it('in the Account view (dark)', async () => {
    const { context, page, address } = await openDemo(browser, { colorScheme: 'dark', query: '?theme=dark' })
    try {
      const account = await openAccount(page, address)
      await expectNoViolations(page, 'Account: Tokens (dark)')
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.getByTestId('nft-tile').filter({ hasText: 'Airlock Explorers #1' }).waitFor()
      await expectNoViolations(page, 'Account: NFTs (dark)')
      await account.getByRole('tab', { name: 'Activity' }).click()
      await account.getByRole('tabpanel').waitFor()
      await expectNoViolations(page, 'Account: Activity (dark)')
    } finally {
      await context.close()
    }
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`in All Wallets, the WalletConnect views, a declined connection and Choose Network (${mode})`, async () => {
      const { context, page, wallet, address } = await openDemo(
        browser,
        mode === 'dark' ? { colorScheme: 'dark', query: '?theme=dark' } : {},
      )
      try {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
        await connect.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()

        // All Wallets, loaded from the cloud's registry.
        await connect.getByTestId('all-wallets').click()
        const all = page.getByRole('dialog', { name: 'All Wallets' })
        await all.locator('.wallet-grid[data-state="idle"]').waitFor()
        await expectNoViolations(page, `All Wallets (${mode})`)

        // One wallet's WalletConnect view (QR and its apps), then back.
        await all.locator('.wallet-grid .wallet-tile[data-wallet-id]').first().click()
        await page.getByTestId('wc-qr').waitFor()
        await expectNoViolations(page, `A wallet's WalletConnect view (${mode})`)
        await page.getByRole('button', { name: 'Back', exact: true }).click()
        await all.waitFor()
        await page.getByRole('button', { name: 'Back', exact: true }).click()

        // The plain WalletConnect QR view.
        await connect.getByTestId('connector-walletConnect').click()
        await page.getByRole('dialog', { name: 'WalletConnect' }).getByTestId('wc-qr').waitFor()
        await expectNoViolations(page, `WalletConnect QR (${mode})`)
        await page.getByRole('button', { name: 'Back', exact: true }).click()

        // A connection the wallet declines.
        wallet.setPolicy('eth_requestAccounts', 'reject')
        await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
        await page.getByText('Connection declined').waitFor()
        await expectNoViolations(page, `Connection declined (${mode})`)
        wallet.setPolicy('eth_requestAccounts', 'approve')
        await page.getByRole('button', { name: 'Try again' }).click()
        await page
          .getByTestId('status')
          .filter({ hasText: /^connected$/ })
          .waitFor({ timeout: 30_000 })
        await page.getByRole('dialog').waitFor({ state: 'hidden' })

        // Choose Network, from the Account view.
        await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
        await page
          .getByRole('dialog', { name: 'Account' })
          .getByRole('button', { name: /Switch network/ })
          .click()
        await page
          .getByRole('dialog', { name: 'Choose Network' })
          .getByRole('button', { name: /Airlock Devnet/ })
          .waitFor()
        await expectNoViolations(page, `Choose Network (${mode})`)
      } finally {
        await context.close()
      }
    })
  }
})
