import { formatBalance } from '@airlock/core'
import { devnetContracts, devnetTokens, testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, formatEther, formatUnits, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  closeAll,
  connectInjected,
  expectText,
  openDemo,
  pairReferenceWallet,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

/*
 * Send from the Account view on the devnet, through the injected test wallet and through the reference
 * wallet over WalletConnect: the chain moves the funds, the kit's balances follow and the cloud's indexer
 * lists the send in Activity.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const chain = () => createPublicClient({ transport: http(inject('devnetRpcUrl')) })
const usdc = devnetTokens.usdc
const ethOf = (address: Address) => chain().getBalance({ address })
const usdcOf = (address: Address) =>
  chain().readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** Fills the send form: the token (by symbol), the amount and the receiver; each is optional. */
async function fillSend(page: Page, draft: { symbol?: string; amount?: string; to?: string }) {
  const dialog = page.getByRole('dialog')
  if (draft.symbol) {
    await dialog.getByRole('button', { name: /Select token|Change token/ }).click()
    const picker = page.getByRole('dialog', { name: 'Select Token' })
    await picker
      .getByRole('button', { name: new RegExp(`\\b${draft.symbol}\\b`) })
      .first()
      .click({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        // Say what the modal showed instead, so a failure here explains itself.
        const shown = await page
          .getByRole('dialog')
          .first()
          .evaluate((el) => `${el.getAttribute('data-view')}: ${el.textContent}`)
          .catch(() => 'no dialog')
        await screenshot(page, `send-failed-pick-${draft.symbol}`)
        throw new Error(`No ${draft.symbol} in the token picker; the modal showed ${shown}`, { cause: error })
      })
    await page.getByRole('dialog', { name: 'Send' }).waitFor()
  }
  if (draft.amount !== undefined) await dialog.getByLabel('Amount').fill(draft.amount)
  if (draft.to !== undefined) await dialog.getByLabel('Receiver address').fill(draft.to)
}

const sendError = (page: Page) => page.getByRole('dialog').getByTestId('send-error')

/** A failed send offers to send again; Cancel goes back to the Send form, which still holds the draft. */
async function expectDraftKept(page: Page, label: string, draft: { amount: string; to: string }) {
  const review = page.getByRole('dialog', { name: 'Review Send' })
  await review.getByRole('button', { name: 'Try again' }).waitFor()
  await review.getByRole('button', { name: 'Cancel' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').waitFor()
  expect(await send.getByLabel('Amount').inputValue()).toBe(draft.amount)
  expect(await send.getByLabel('Receiver address').inputValue()).toBe(draft.to)
  await screenshot(page, `send-kept-after-${label}`)
}

async function preview(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Preview send' }).click()
}

/** The Activity tab of the Account view lists an entry with `text` (polled: the indexer follows the chain). */
async function expectActivity(page: Page, text: string) {
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect
    .poll(
      async () => {
        const rows = await account.getByTestId('activity-row').allTextContents()
        if (!rows.some((row) => row.includes(text))) {
          // Not indexed yet when the tab loaded: read it again.
          await account.getByRole('tab', { name: 'Tokens' }).click()
          await account.getByRole('tab', { name: 'Activity' }).click()
        }
        return rows.some((row) => row.includes(text))
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true)
}

describe('send through the injected test wallet', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())

  it('validates every field with the spec messages, then sends ETH and USDC on the devnet', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    const { page, wallet, violations, address } = opened
    const receiver = testAccounts[2]!.address
    const account = await connectInjected(page, address)
    await screenshot(page, 'send-00-account')

    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByLabel('Amount').waitFor()
    await screenshot(page, 'send-01-empty')

    // Spec section 5, in the order a visitor meets them.
    await preview(page)
    await expectText(sendError(page), 'An amount and receiver address are required')
    await fillSend(page, { amount: '1' })
    await preview(page)
    await expectText(sendError(page), 'An amount and receiver address are required')
    await fillSend(page, { to: receiver })
    // Opened with no token passed: the network's own coin is chosen.
    await send.getByRole('button', { name: 'Token: ETH. Change token' }).waitFor()
    await screenshot(page, 'send-02-native-chosen')

    // The token picker lists the account's devnet balances.
    await send.getByRole('button', { name: /Change token/ }).click()
    const picker = page.getByRole('dialog', { name: 'Select Token' })
    await picker.getByRole('button', { name: /USDC/ }).waitFor()
    await picker.getByRole('searchbox').fill('usd')
    await expect.poll(() => picker.getByRole('button', { name: /ETH/ }).count()).toBe(0)
    await screenshot(page, 'send-03-select-token')
    await picker.getByRole('button', { name: /USDC/ }).first().click()
    await send.waitFor()

    // The draft survived the trip to the picker.
    expect(await send.getByLabel('Amount').inputValue()).toBe('1')
    expect(await send.getByLabel('Receiver address').inputValue()).toBe(receiver)

    await fillSend(page, { amount: '1.1234567' })
    await preview(page)
    await expectText(sendError(page), 'Too many decimals: the token has 6')
    await fillSend(page, { amount: '100000000' })
    await expectText(send.getByTestId('send-balance'), /^Insufficient funds/)
    await preview(page)
    await expectText(sendError(page), 'Insufficient funds')
    await fillSend(page, { amount: '0' })
    await preview(page)
    await expectText(sendError(page), 'The amount must be more than 0')
    await fillSend(page, { amount: '25', to: '0x1234' })
    await preview(page)
    await expectText(sendError(page), /^Invalid address/)
    // A mistyped character in a checksummed address (EIP-55) is caught too.
    await fillSend(page, { to: receiver.replace(/[a-f]/, (c) => c.toUpperCase()) })
    await preview(page)
    await expectText(sendError(page), /^Invalid address/)
    await screenshot(page, 'send-04-invalid-address')

    // 25 USDC to account 2.
    await fillSend(page, { to: receiver })
    await expectText(send.getByTestId('send-usd'), /^\$\d/)
    await screenshot(page, 'send-05-filled')
    await preview(page)
    const review = page.getByRole('dialog', { name: 'Review Send' })
    await expectText(review.getByTestId('preview-amount'), '25 USDC')
    expect(await review.getByTestId('preview-receiver').textContent()).toBe(truncated(receiver))
    await expectText(review.getByTestId('preview-fee'), /^(~|< )[\d.,]+ ETH/)
    await screenshot(page, 'send-06-preview')

    // Refused in the wallet: a readable toast, and the review keeps the draft with the reason.
    wallet.setPolicy('eth_sendTransaction', 'reject')
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'User rejected the request' }).waitFor()
    await expectText(review.getByTestId('send-failed'), 'Not sent. User rejected the request')
    await screenshot(page, 'send-07-rejected')
    expect(await review.getByTestId('preview-amount').textContent()).toBe('25 USDC')
    expect(await review.getByTestId('preview-receiver').textContent()).toBe(truncated(receiver))
    await expectDraftKept(page, 'rejection', { amount: '25', to: receiver })
    wallet.setPolicy('eth_sendTransaction', 'approve')
    await fillSend(page, { symbol: 'USDC', amount: '25', to: receiver })
    await preview(page)
    await expectText(review.getByTestId('preview-amount'), '25 USDC')

    const usdcBefore = await usdcOf(receiver)
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Sent 25 USDC' }).waitFor()
    await screenshot(page, 'send-08-sent')
    expect(await usdcOf(receiver)).toBe(usdcBefore + 25_000_000n)
    // The Tokens tab shows the sender's new USDC balance, read again after the send.
    const usdcLeft = formatBalance(formatUnits(await usdcOf(address), usdc.decimals), 'USDC')
    const accountView = page.getByRole('dialog', { name: 'Account' })
    await accountView.getByRole('tab', { name: 'Tokens' }).click()
    await expect
      .poll(() => accountView.getByTestId('token-row').filter({ hasText: 'USD Coin' }).textContent(), {
        timeout: 20_000,
      })
      .toContain(usdcLeft)
    await expectActivity(page, '25 USDC')
    await screenshot(page, 'send-09-activity')

    // 0.5 ETH to account 2; the account's balance drops by the amount and the fee.
    const ethBefore = await ethOf(receiver)
    const senderBefore = await ethOf(address)
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    // One wei-level digit past what a list shows: the list rounds, the exact amount is a hover or focus away.
    await fillSend(page, { symbol: 'ETH', amount: '0.500001', to: receiver })
    await preview(page)
    await expectText(
      page.getByRole('dialog', { name: 'Review Send' }).getByTestId('preview-amount'),
      '0.500001 ETH',
    )
    await page
      .getByRole('dialog', { name: 'Review Send' })
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    await page.getByRole('status').filter({ hasText: 'Sent 0.5' }).waitFor()
    expect(await ethOf(receiver)).toBe(ethBefore + parseEther('0.500001'))
    const senderAfter = await ethOf(address)
    expect(senderAfter < senderBefore - parseEther('0.500001')).toBe(true)
    const shown = page.getByRole('dialog', { name: 'Account' }).getByTestId('account-balance')
    await expect
      .poll(() => shown.textContent(), { timeout: 20_000 })
      .toBe(formatBalance(formatEther(senderAfter), 'ETH'))
    await expectActivity(page, '-0.5 ETH')
    const exact = page
      .getByRole('dialog', { name: 'Account' })
      .getByTestId('activity-exact')
      .filter({ hasText: /^-0\.5 ETH$/ })
      .first()
    expect(await exact.getAttribute('title')).toBe('-0.500001 ETH')
    await exact.focus()
    expect(await exact.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"-0.500001 ETH"')
    await screenshot(page, 'send-09b-activity-exact-on-focus')

    // A send the chain refuses: ETH to a contract that accepts none. The preview warns; the wallet's send fails.
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    await fillSend(page, { symbol: 'ETH', amount: '0.01', to: devnetContracts.nft })
    await preview(page)
    const risky = page.getByRole('dialog', { name: 'Review Send' })
    await expectText(risky.getByTestId('preview-warning'), /likely to fail: .*revert/i)
    await screenshot(page, 'send-10-revert-warning')
    await risky.getByRole('button', { name: 'Send', exact: true }).click()
    const toast = page.getByTestId('toast')
    await expectText(toast, /revert/i)
    expect(await toast.getAttribute('data-variant')).toBe('error')
    await expectText(risky.getByTestId('send-failed'), /^Not sent\. .*revert/i)
    await screenshot(page, 'send-11-reverted')
    expect(await risky.getByTestId('preview-amount').textContent()).toBe('0.01 ETH')
    await expectDraftKept(page, 'revert', { amount: '0.01', to: devnetContracts.nft })
    expect(violations).toEqual([])
  })
})

describe('send through the reference wallet over WalletConnect', () => {
  it('sends USDC and ETH, approved in the reference wallet, and the account follows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    try {
      const { demo, wallet, address } = await pairReferenceWallet(context)
      const receiver = testAccounts[3]!.address

      await demo.bringToFront()
      await demo.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      const account = demo.getByRole('dialog', { name: 'Account' })
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      await fillSend(demo, { symbol: 'USDC', amount: '12.5', to: receiver })
      await preview(demo)
      const usdcBefore = await usdcOf(receiver)
      await demo
        .getByRole('dialog', { name: 'Review Send' })
        .getByRole('button', { name: 'Send', exact: true })
        .click()

      // The wallet shows the ERC-20 transfer; approving it sends it on the devnet.
      await wallet.bringToFront()
      const sheet = wallet.getByTestId('request-sheet')
      await sheet.waitFor()
      // The wallet decodes the ERC-20 transfer, reading the token's symbol and decimals from the chain.
      await expectText(
        sheet.getByTestId('tx-token-transfer'),
        new RegExp(`12\\.5 USDC to ${receiver.slice(0, 6)}`),
      )
      await screenshot(wallet, 'send-12-reference-wallet-request')
      await sheet.getByTestId('request-approve').click()
      await demo.bringToFront()
      await demo.getByRole('status').filter({ hasText: 'Sent 12.5 USDC' }).waitFor()
      expect(await usdcOf(receiver)).toBe(usdcBefore + 12_500_000n)
      await expectActivity(demo, '12.5 USDC')

      const ethBefore = await ethOf(receiver)
      await account.getByRole('tab', { name: 'Tokens' }).click()
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      await fillSend(demo, { symbol: 'ETH', amount: '0.25', to: receiver })
      await preview(demo)
      await demo
        .getByRole('dialog', { name: 'Review Send' })
        .getByRole('button', { name: 'Send', exact: true })
        .click()
      await wallet.bringToFront()
      await sheet.waitFor()
      expect(await sheet.getByTestId('tx-value').textContent()).toBe('0.25ETH')
      await sheet.getByTestId('request-approve').click()
      await demo.bringToFront()
      await demo.getByRole('status').filter({ hasText: 'Sent 0.25 ETH' }).waitFor()
      expect(await ethOf(receiver)).toBe(ethBefore + parseEther('0.25'))
      await expectActivity(demo, '0.25 ETH')
      await screenshot(demo, 'send-13-reference-wallet-activity')
    } finally {
      await context.close()
    }
  })
})
