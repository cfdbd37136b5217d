import { join } from 'node:path'
import { devnetTokens } from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  a11yCheckpoint,
  axeScan,
  closeAll,
  connectInjected,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
} from './helpers.ts'

/*
 * Buy from the demo, as a visitor: the providers with their fees, the amount view (limits said before any
 * request, the quote with each fee), the provider's sandbox checkout in a popup paid with a test card, and the
 * modal following the order until the USDC is on chain; a declined card fails with nothing sent.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const usdc = devnetTokens.usdc
const chain = () => createPublicClient({ transport: http(inject('devnetRpcUrl')) })
const ethOf = (address: Address) => chain().getBalance({ address })
const usdcOf = (address: Address) =>
  chain().readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** A screenshot of the settled view, then an axe-core scan of it: no serious or critical violation. */
async function look(page: Page, name: string) {
  await screenshot(page, name)
  const violations = await axeScan(page)
  expect.soft(violations, `${name}:\n${violations.join('\n')}`).toEqual([])
}

/** A screenshot of the provider's window, beside the modal's. */
const popupShot = (popup: Page, name: string) =>
  popup.screenshot({ path: join(inject('screenshotDir'), `${name}.png`) })

/** Continues to the provider and returns its checkout window. */
async function openCheckout(page: Page, context: BrowserContext) {
  const amount = page.getByRole('dialog', { name: /^Buy/ })
  const opened = context.waitForEvent('page')
  await amount.getByTestId('onramp-continue').click()
  const popup = await opened
  await popup.getByRole('button', { name: /^Pay / }).waitFor({ timeout: 20_000 })
  return popup
}

async function payByCard(popup: Page, card: string) {
  await popup.getByLabel('Card', { exact: true }).check()
  await popup.getByLabel('Card number').fill(card)
  await popup.getByLabel('Expiry').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByLabel('Name on card').fill('Ada Lovelace')
  await popup.getByRole('button', { name: /^Pay / }).click()
}

describe('buy crypto through a sandbox provider', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())

  it('buys 50 USD of USDC by card: the balance rises by the quoted amount and Activity shows it', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    const { page, violations } = opened
    const address = opened.address as Address
    const account = await connectInjected(page, address)

    await account.getByRole('button', { name: 'Buy', exact: true }).click()
    const providers = page.getByRole('dialog', { name: 'Buy Crypto' })
    await providers.getByTestId('onramp-provider-coinbase').waitFor()
    await expectText(providers.getByTestId('onramp-provider-coinbase'), /Coinbase.*Sandbox.*% fee/)
    await expectText(providers.getByTestId('onramp-provider-meld'), /Meld.*% fee/)
    await look(page, 'buy-01-providers')
    await a11yCheckpoint(page, 'OnRampProviders')

    await providers.getByTestId('onramp-provider-coinbase').click()
    const amount = page.getByRole('dialog', { name: 'Buy USDC' })
    await expectText(amount.getByTestId('onramp-token'), 'USDC')
    await expectText(amount, /You get on Airlock Devnet/)

    // The limits are checked as the visitor types, before any request.
    await amount.getByLabel('Amount to pay in USD').fill('5')
    await expectText(amount.getByTestId('onramp-message'), 'The minimum for card is 10.00 USD')
    expect(await amount.getByTestId('onramp-continue').isDisabled()).toBe(true)
    await look(page, 'buy-02-below-limit')
    await a11yCheckpoint(page, 'OnRampAmount')

    // The token and the network it arrives on, and the currency paid in, each from a list.
    await amount.getByTestId('onramp-token').click()
    const tokens = page.getByRole('dialog', { name: 'Select Token' })
    await tokens.getByRole('button', { name: /ETH.*Airlock Devnet/ }).waitFor()
    await look(page, 'buy-02b-select-token')
    await a11yCheckpoint(page, 'OnRampTokenSelect')
    await tokens.getByRole('button', { name: /USD Coin.*USDC.*Airlock Devnet/ }).click()
    await amount.getByTestId('onramp-fiat').click()
    const fiats = page.getByRole('dialog', { name: 'Select Currency' })
    await fiats.getByRole('button', { name: /Euro/ }).waitFor()
    await look(page, 'buy-02c-select-currency')
    await a11yCheckpoint(page, 'OnRampFiatSelect')
    await fiats.getByRole('button', { name: /US Dollar/ }).click()
    await expectText(amount.getByTestId('onramp-fiat'), 'USD')

    // A preset: the quote with each fee (the provider's 1-2%, the network's from its gas price).
    await amount.getByRole('button', { name: '50 USD', exact: true }).click()
    await expect.poll(() => amount.getByTestId('onramp-continue').isEnabled(), { timeout: 20_000 }).toBe(true)
    await expectText(amount.getByTestId('onramp-total'), '50.00 USD')
    const fee = Number(
      (await amount.getByTestId('onramp-provider-fee').textContent())?.replace(/[^\d.]/g, ''),
    )
    expect(fee).toBeGreaterThanOrEqual(0.5)
    expect(fee).toBeLessThanOrEqual(1)
    await expectText(amount.getByTestId('onramp-network-fee'), /USD$/)
    const quoted = (await amount.getByTestId('onramp-purchase-amount').getAttribute('data-amount')) ?? ''
    expect(Number(quoted)).toBeGreaterThan(45)
    expect(Number(quoted)).toBeLessThan(50)
    await look(page, 'buy-03-quoted')
    await a11yCheckpoint(page, 'OnRampAmount')

    const before = await usdcOf(address)
    const popup = await openCheckout(page, context)
    const progress = page.getByRole('dialog', { name: 'Coinbase' })
    await expectText(progress.getByTestId('buy-title'), 'Finish your purchase in the Coinbase window')
    await look(page, 'buy-04-waiting')
    await a11yCheckpoint(page, 'BuyInProgress')
    await popupShot(popup, 'buy-05-checkout')

    await payByCard(popup, '4242 4242 4242 4242')
    await expectText(popup.locator('#result'), /Payment complete/)
    await popupShot(popup, 'buy-06-checkout-paid')
    await expectText(progress.getByTestId('buy-title'), /^Bought [\d.]+ USDC$/)
    await look(page, 'buy-07-bought')
    await a11yCheckpoint(page, 'BuyInProgress')
    // The view says it: no toast repeats it over the modal.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Bought/ })
        .count(),
    ).toBe(0)
    // Exactly what the amount view quoted arrived, in a real transfer on the devnet.
    expect(await usdcOf(address)).toBe(before + parseUnits(quoted, usdc.decimals))

    await progress.getByTestId('buy-done').click()
    const home = page.getByRole('dialog', { name: 'Account' })
    await home.getByRole('tab', { name: 'Activity' }).click()
    await home
      .getByTestId('activity-row')
      .filter({
        hasText: new RegExp(`Bought.*\\+${quoted.replace(/0+$/, '').replace(/\.$/, '').slice(0, 5)}`),
      })
      .first()
      .waitFor({ timeout: 20_000 })
    await screenshot(page, 'buy-08-activity')
    await popup.close()
    expect(violations).toEqual([])
  })

  it('opens filled from the dapp, and a declined card fails the order with nothing sent', async () => {
    const opened = await openDemo(browser)
    const { page } = opened
    const address = opened.address as Address
    try {
      await connectInjected(page, address)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Buy 50 USD of USDC' }).click()
      const providers = page.getByRole('dialog', { name: 'Buy Crypto' })
      await providers.getByTestId('onramp-provider-meld').click()
      const amount = page.getByRole('dialog', { name: 'Buy USDC' })
      await expect.poll(() => amount.getByLabel('Amount to pay in USD').inputValue()).toBe('50')
      await expect
        .poll(() => amount.getByTestId('onramp-continue').isEnabled(), { timeout: 20_000 })
        .toBe(true)

      const before = await usdcOf(address)
      const popup = await openCheckout(page, opened.context)
      await payByCard(popup, '4000 0000 0000 0002')
      await expectText(popup.locator('#result'), /Payment failed/)
      await popupShot(popup, 'buy-09-checkout-declined')
      const progress = page.getByRole('dialog', { name: 'Meld' })
      await expectText(progress.getByTestId('buy-title'), 'Purchase failed')
      await expectText(progress.getByTestId('buy-detail'), /Your card was declined\. Nothing was charged/)
      await look(page, 'buy-10-declined')
      await a11yCheckpoint(page, 'BuyInProgress')
      expect(await usdcOf(address)).toBe(before)

      // Try again keeps the draft.
      await progress.getByTestId('buy-retry').click()
      await expect.poll(() => amount.getByLabel('Amount to pay in USD').inputValue()).toBe('50')
    } finally {
      await opened.context.close()
    }
  })
  it('buys ETH by bank transfer: the order waits for the transfer to settle, then the ether arrives', async () => {
    const opened = await openDemo(browser)
    const { page } = opened
    const address = opened.address as Address
    try {
      const account = await connectInjected(page, address)
      await account.getByRole('button', { name: 'Buy', exact: true }).click()
      await page.getByRole('dialog', { name: 'Buy Crypto' }).getByTestId('onramp-provider-coinbase').click()
      const amount = page.getByRole('dialog', { name: 'Buy USDC' })
      await amount.getByTestId('onramp-token').click()
      await page
        .getByRole('dialog', { name: 'Select Token' })
        .getByRole('button', { name: /ETH.*Airlock Devnet/ })
        .click()
      const eth = page.getByRole('dialog', { name: 'Buy ETH' })
      await eth.locator('label', { hasText: 'Bank transfer' }).click()
      expect(await eth.getByRole('radio', { name: /Bank transfer/ }).isChecked()).toBe(true)
      await eth.getByLabel('Amount to pay in USD').fill('120')
      await expect.poll(() => eth.getByTestId('onramp-continue').isEnabled(), { timeout: 20_000 }).toBe(true)
      const quoted = (await eth.getByTestId('onramp-purchase-amount').getAttribute('data-amount')) ?? ''
      expect(Number(quoted)).toBeGreaterThan(0)
      await look(page, 'buy-11-eth-bank')
      await a11yCheckpoint(page, 'OnRampAmount')

      const before = await ethOf(address)
      const popup = await openCheckout(page, opened.context)
      await popup.getByLabel('Bank transfer').check()
      await popup.getByLabel('Account holder').fill('Ada Lovelace')
      await popup.getByRole('button', { name: /^Pay / }).click()
      const progress = page.getByRole('dialog', { name: 'Coinbase' })
      // Paid, not settled yet: the modal says the tokens are on their way.
      await expectText(progress.getByTestId('buy-title'), 'Payment received, sending your tokens')
      await look(page, 'buy-12-bank-pending')
      await a11yCheckpoint(page, 'BuyInProgress')
      await expectText(progress.getByTestId('buy-title'), /^Bought [\d.]+ ETH$/)
      expect(await ethOf(address)).toBe(before + parseEther(quoted))
      await popup.close()
    } finally {
      await opened.context.close()
    }
  })
})
