import { createTestWallet, installTestWallet } from '@airlock/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { codeFor } from './embeddedHelpers.ts'
import {
  closeAll,
  DEVNET,
  devnetClient,
  devnetWallet,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

/*
 * A visitor's account is funded from elsewhere (a plain transfer from another devnet account) while the page
 * is open: the button, the Account view's header and its Tokens tab all follow the new block, for an email
 * (smart) account and for an injected wallet alike. Test account 6 sends; no other test file sends from it.
 */

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, ...contexts))

/** A plain ether transfer to `to` from another account, included before this returns. */
async function fund(to: Address, ether: string) {
  const hash = await devnetWallet(6).sendTransaction({ to, value: parseEther(ether) })
  await devnetClient().waitForTransactionReceipt({ hash })
}

/** Waits until the Connect button (the account chip) reads `ether` ETH. */
async function expectBalance(page: Page, address: string, ether: string) {
  const button = page.getByRole('button', { name: `Account ${truncated(address)} ${ether} ETH` })
  await button.waitFor({ timeout: 20_000 })
  return button
}

async function openAccountView(page: Page, address: string) {
  await page
    .getByRole('button', { name: new RegExp(`^Account ${truncated(address).replace(/\./g, '\\.')}`) })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.waitFor()
  return account
}

describe('the balance follows new blocks', () => {
  it('an email (smart) account funded from another account: the button and the Account view follow', async () => {
    const opened = await openDemo(browser)
    contexts.push(opened.context)
    const { page } = opened
    const email = `balance+${Date.now()}@example.com`
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByTestId('email-input').fill(email)
    const asked = Date.now() - 1000
    await connect.getByTestId('email-continue').click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
    await confirm.getByTestId('otp-input').waitFor({ timeout: 30_000 })
    await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
    const address = ((await page.getByTestId('address').textContent()) ?? '').trim() as Address
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expectBalance(page, address, '0')

    const account = await openAccountView(page, address)
    await expectText(account.getByTestId('account-balance'), /^0 ETH$/)
    await fund(address, '1')

    // The open view follows: its header and its Tokens tab say the same.
    await expectText(account.getByTestId('account-balance'), /^1 ETH$/)
    await account
      .getByTestId('token-row')
      .filter({ hasText: /(?<![\d.,])1 ETH/ })
      .waitFor({ timeout: 20_000 })
    await screenshot(page, 'balance-follows-01-email-account')
    await account.getByRole('button', { name: 'Close' }).click()
    await expectBalance(page, address, '1')

    // With the modal closed, the button follows on its own.
    await fund(address, '0.5')
    await expectBalance(page, address, '1.5')
    await screenshot(page, 'balance-follows-02-email-button')
  })

  it('an injected wallet funded from another account: the button and the Account view follow', async () => {
    // A wallet of its own, empty, so no other test's sends move its balance.
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
    contexts.push(context)
    await installTestWallet(
      context,
      createTestWallet({ privateKeys: [key], chains: [{ ...DEVNET, rpcUrl: inject('devnetRpcUrl') }] }),
    )
    const page = await context.newPage()
    await page.goto(inject('demoUrl'))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expectText(page.getByTestId('status'), /^connected$/)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expectBalance(page, address, '0')

    await fund(address, '2')
    await expectBalance(page, address, '2')
    const account = await openAccountView(page, address)
    await expectText(account.getByTestId('account-balance'), /^2 ETH$/)
    await account
      .getByTestId('token-row')
      .filter({ hasText: /(?<![\d.,])2 ETH/ })
      .waitFor({ timeout: 20_000 })
    await screenshot(page, 'balance-follows-03-injected')
  })
})
