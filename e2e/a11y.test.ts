import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  a11yCheckpoint,
  closeAll,
  devnetTestClient,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'
import { connectNamespace, openMultichainDemo } from './multichainHelpers.ts'

/*
 * axe-core on the kit's core views (DESIGN.md section 5), every impact, each view in both themes through
 * a11yCheckpoint: Connect, All Wallets, a wallet's WalletConnect view, the QR view, a connection pending and
 * declined, the unsupported-network prompt, the Account view on each tab, Choose Network, Send (empty, with its
 * error, Select Token, Review Send, a send the wallet refused), the toasts (error, pending, success), Receive,
 * the multi-chain wallet's namespace choice, the configuration alerts, Connect and Account with a dapp's light
 * accent, and the inline (embedded) card. The feature tests (swap, buy, names, siwx, embedded wallet, smart
 * account) check their own views the same way; the demo page itself is scanned by demo-a11y.test.ts.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const walletRow = (page: Page) =>
  page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Airlock Test Wallet/ })

/** Opens Connect and waits for the test wallet's row once it has announced itself (EIP-6963). */
async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect.poll(() => walletRow(page).textContent()).toContain('Installed')
}

/** Waits for the demo to show the connection, saying what the modal showed instead when it does not. */
async function waitConnected(page: Page) {
  const status = page.getByTestId('status')
  await status
    .filter({ hasText: /^connected$/ })
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const modal = await page
        .locator('airlock-modal')
        .textContent()
        .catch(() => '')
      await screenshot(page, 'a11y-connect-failed')
      throw new Error(`Not connected (status ${await status.textContent()}); the modal showed: ${modal}`, {
        cause: error,
      })
    })
}

/** Connects the injected test wallet and opens the Account view (its Tokens loaded). */
async function openAccount(page: Page, address: string) {
  await openConnect(page)
  await walletRow(page).click()
  await waitConnected(page)
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByTestId('token-row').filter({ hasText: 'USDC' }).first().waitFor()
  return account
}

describe('accessibility: axe-core finds no violation of any impact, in light and dark', () => {
  it('in Connect, All Wallets, the WalletConnect views, a pending and a declined connection and Switch Network', async () => {
    const { context, page, wallet } = await openDemo(browser)
    try {
      // The dim layer (a sibling of the card, so axe can read the card's backgrounds) lets a click outside through.
      await openConnect(page)
      await page.mouse.click(10, 10)
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await openConnect(page)
      await a11yCheckpoint(page, 'Connect')
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })

      // All Wallets, loaded from the cloud's registry.
      await connect.getByTestId('all-wallets').click()
      const all = page.getByRole('dialog', { name: 'All Wallets' })
      await all.locator('.wallet-grid[data-state="idle"]').waitFor()
      await a11yCheckpoint(page, 'AllWallets')

      // One wallet's WalletConnect view (QR and its apps), then back.
      await all.locator('.wallet-grid .wallet-tile[data-wallet-id]').first().click()
      await page.getByTestId('wc-qr').waitFor()
      await a11yCheckpoint(page, 'ConnectingWalletConnect')
      await page.getByRole('button', { name: 'Back', exact: true }).click()
      await all.waitFor()
      await page.getByRole('button', { name: 'Back', exact: true }).click()

      // The plain WalletConnect QR view.
      await connect.getByTestId('connector-walletConnect').click()
      await page.getByRole('dialog', { name: 'WalletConnect' }).getByTestId('wc-qr').waitFor()
      await a11yCheckpoint(page, 'ConnectingWalletConnectBasic')
      await page.getByRole('button', { name: 'Back', exact: true }).click()

      // A connection waiting for the wallet, which the wallet then declines.
      wallet.setPolicy('eth_requestAccounts', 'hang')
      await walletRow(page).click()
      await wallet.waitForRequest({ method: 'eth_requestAccounts' })
      await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'detached' })
      await a11yCheckpoint(page, 'ConnectingExternal')
      await wallet.rejectPending()
      await page.getByText('Connection declined').waitFor()
      await a11yCheckpoint(page, 'ConnectingExternal')
      wallet.setPolicy('eth_requestAccounts', 'approve')
      await page.getByRole('button', { name: 'Try again' }).click()
      await waitConnected(page)
      await page.getByRole('dialog').waitFor({ state: 'hidden' })

      // The wallet moves to a network the dapp does not list.
      await wallet.switchChain(11155111)
      const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
      await unsupported.getByRole('button', { name: /Airlock Devnet/ }).waitFor()
      await a11yCheckpoint(page, 'UnsupportedChain')
      await unsupported.getByRole('button', { name: /Airlock Devnet/ }).click()
      await expect.poll(() => page.getByTestId('network').textContent()).toContain('Airlock Devnet')
    } finally {
      await context.close()
    }
  })

  it("in the Account tabs, Choose Network, Send, Select Token, Review Send, the send's error, pending and success toasts, and Receive", async () => {
    const { context, page, wallet, address } = await openDemo(browser)
    try {
      const account = await openAccount(page, address)
      await a11yCheckpoint(page, 'Account')
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.getByTestId('nft-tile').filter({ hasText: 'Airlock Explorers #1' }).waitFor()
      await a11yCheckpoint(page, 'Account')
      await account.getByRole('tab', { name: 'Activity' }).click()
      await account.getByRole('tabpanel').waitFor()
      await a11yCheckpoint(page, 'Account')
      await account.getByRole('tab', { name: 'Tokens' }).click()

      // Choose Network, then back.
      await account.getByRole('button', { name: /Switch network/ }).click()
      const networks = page.getByRole('dialog', { name: 'Choose Network' })
      await networks.getByRole('button', { name: /Airlock Devnet/ }).waitFor()
      await a11yCheckpoint(page, 'Networks')
      await page.getByRole('button', { name: 'Back', exact: true }).click()

      // Send: empty, then with the error of an empty preview.
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      const send = page.getByRole('dialog', { name: 'Send' })
      await send.getByLabel('Amount').waitFor()
      await a11yCheckpoint(page, 'Send')
      await send.getByRole('button', { name: 'Preview send' }).click()
      await send.getByTestId('send-error').waitFor()
      await a11yCheckpoint(page, 'Send')

      // Select Token.
      await send.getByLabel('Amount').fill('1')
      await send.getByRole('button', { name: /Select token|Change token/ }).click()
      const select = page.getByRole('dialog', { name: 'Select Token' })
      const usdc = select.getByRole('button', { name: /\bUSDC\b/ }).first()
      await usdc.waitFor()
      await a11yCheckpoint(page, 'SendSelectToken')

      // Review Send.
      await usdc.click()
      await send.waitFor()
      await send.getByLabel('Receiver address').fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
      await send.getByRole('button', { name: 'Preview send' }).click()
      const review = page.getByRole('dialog', { name: 'Review Send' })
      await review.waitFor()
      await a11yCheckpoint(page, 'SendPreview')

      // Review Send after the wallet refused: the error state with what was typed, under the error toast.
      wallet.setPolicy('eth_sendTransaction', 'reject')
      await review.getByRole('button', { name: 'Send', exact: true }).click()
      await review.getByTestId('send-failed').waitFor()
      await page.getByRole('alert').filter({ hasText: 'User rejected the request' }).waitFor()
      await a11yCheckpoint(page, 'SendPreview')
      wallet.setPolicy('eth_sendTransaction', 'approve')

      // A send waiting for its block (the devnet holds it): the loading toast, then the success toast.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      // The refused send's draft is kept: its token is already chosen.
      await send.getByRole('button', { name: /Select token|Change token/ }).click()
      await select
        .getByRole('button', { name: /\bETH\b/ })
        .first()
        .click()
      await send.getByLabel('Amount').fill('0.0001')
      // To itself: no other account's balance moves for the test files that check theirs.
      await send.getByLabel('Receiver address').fill(address)
      await send.getByRole('button', { name: 'Preview send' }).click()
      const node = devnetTestClient()
      await node.setAutomine(false)
      try {
        await review.getByRole('button', { name: 'Send', exact: true }).click()
        await expectText(page.getByTestId('toast'), 'Transaction pending')
        await a11yCheckpoint(page, 'Account')
        await node.mine({ blocks: 1 })
      } finally {
        await node.setAutomine(true)
      }
      await expectText(page.getByTestId('toast'), /sent|Sent/)
      await a11yCheckpoint(page, 'Account')

      // Receive, from a fresh Account view, then its copy toast.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      await account.getByRole('button', { name: 'Receive', exact: true }).click()
      const receive = page.getByRole('dialog', { name: 'Receive' })
      await receive.getByRole('img', { name: 'QR code of your address' }).waitFor()
      await a11yCheckpoint(page, 'Receive')
      await receive.getByTestId('receive-copy').click()
      await expectText(page.getByTestId('toast'), /copied/i)
      await a11yCheckpoint(page, 'Receive')
    } finally {
      await context.close()
    }
  })

  it("in a multi-chain wallet's namespace choice and the Networks view's namespace sections", async () => {
    const { context, page } = await openMultichainDemo(browser)
    try {
      await connectNamespace(page, 'eip155', {
        beforeChoosing: () => a11yCheckpoint(page, 'ConnectingMultiChain'),
      })
      // The demo's own Switch network button opens Choose Network, one section per namespace.
      await page.getByRole('button', { name: 'Switch network' }).click()
      const networks = page.getByRole('dialog', { name: 'Choose Network' })
      await networks.getByRole('list', { name: 'Solana networks' }).getByRole('button').first().waitFor()
      await a11yCheckpoint(page, 'Networks')
    } finally {
      await context.close()
    }
  })

  it("with the configuration alerts over Connect, a dapp's light accent, and in the inline (embedded) card", async () => {
    for (const [query, alert] of [
      ['?projectId=', 'Project ID Not Configured'],
      ['?projectId=no-such-project', 'Invalid App Configuration'],
    ] as const) {
      const { context, page } = await openDemo(browser, { query })
      try {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await page.getByRole('alert').filter({ hasText: alert }).waitFor()
        await a11yCheckpoint(page, 'Connect')
      } finally {
        await context.close()
      }
    }
    // A dapp's light accent (gold): the kit's accent text and tags move toward readable colours in both themes.
    const accented = await openDemo(browser, { query: '?accent=%23ffd400' })
    try {
      await openConnect(accented.page)
      await a11yCheckpoint(accented.page, 'Connect')
      await accented.page.keyboard.press('Escape')
      await openAccount(accented.page, accented.address)
      await a11yCheckpoint(accented.page, 'Account')
    } finally {
      await accented.context.close()
    }
    const { context, page } = await openDemo(browser, { query: '?embedded' })
    try {
      await page
        .getByRole('region', { name: 'Connect Wallet' })
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .waitFor()
      await a11yCheckpoint(page, 'Connect')
    } finally {
      await context.close()
    }
  })
})
