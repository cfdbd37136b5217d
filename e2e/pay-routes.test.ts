import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SHOP_RECIPIENT } from '../apps/demo/src/server/shop.ts'
import { ethOf, feesSince, usdcOf } from './chainReads.ts'
import { closeAll, expectText, pairReferenceWallet, screenshot, startBrowser } from './helpers.ts'
import { blockNumber, checkout, openPayer, orderPaid, shownAmount } from './payHelpers.ts'
import { shot } from './referenceWalletHelpers.ts'

/*
 * The shop's "Pay 5 USDC" by each of Pay's other routes: with ether converted in the same transaction through
 * the devnet's AMM, through a card purchase first when nothing covers it, and from the reference wallet over
 * WalletConnect. Each ends with exactly 5 USDC at the shop's address and the shop's server marking the order
 * paid from the cloud's webhook.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const FIVE_USDC = parseUnits('5', 6)

describe('paying the shop by the routes other than the asset itself', () => {
  const contexts: BrowserContext[] = []
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => {})
  })

  it('holding only ETH: pays with ETH converted within the shown bound, the shop gets exactly 5 USDC', async () => {
    const { context, page, address, violations } = await openPayer(browser, parseEther('1'))
    contexts.push(context)
    const pay = await checkout(page)

    // The only way: ETH, converted in the same step, with what it costs now, the most it may take and the margin.
    const routes = pay.getByTestId('pay-route')
    expect(await routes.count()).toBe(1)
    expect(await routes.first().getAttribute('data-kind')).toBe('swap')
    await expectText(routes.first(), /Pay with ETH.*About [\d.]+ ETH, converted in the same step/)
    await expectText(pay.getByTestId('pay-swap-terms'), /Price margin\s*[\d.]+\s*%/)
    // The tokens drawn with their images, as the account's token list draws them, not their initials.
    await pay.locator('.pay-amount img.token-icon').waitFor()
    await routes.first().locator('img.token-icon').waitFor()
    const costsNow = parseEther(shownAmount(await pay.getByTestId('pay-costs-now').textContent()))
    const atMost = parseEther(shownAmount(await pay.getByTestId('pay-at-most').textContent()))
    expect(atMost).toBeGreaterThan(costsNow)
    // The route's "About" and the cost row say the same amount, written the same way.
    expect(await routes.first().textContent()).toContain(
      `About ${await pay.getByTestId('pay-costs-now').textContent()}`,
    )
    await screenshot(page, 'pay-routes-01-eth')

    const shopBefore = await usdcOf(SHOP_RECIPIENT)
    const ethBefore = await ethOf(address)
    const from = await blockNumber()
    await pay.getByTestId('pay-confirm').click()
    await expectText(pay.getByTestId('pay-outcome-title'), 'Paid')
    await screenshot(page, 'pay-routes-02-eth-paid')

    expect(await usdcOf(SHOP_RECIPIENT)).toBe(shopBefore + FIVE_USDC)
    expect(await usdcOf(address)).toBe(0n)
    const spent = ethBefore - (await ethOf(address)) - (await feesSince(address, from))
    expect(spent).toBeGreaterThan(0n)
    expect(spent).toBeLessThanOrEqual(atMost)
    await pay.getByTestId('pay-done').click()
    await orderPaid(page)
    expect(violations).toEqual([])
  })

  it('holding too little: buys USDC by card inside Pay, comes back to it and pays', async () => {
    // Gas money only: less ether than the payment converts to, no USDC.
    const { context, page, address } = await openPayer(browser, parseEther('0.0005'))
    contexts.push(context)
    const pay = await checkout(page)
    expect(await pay.getByTestId('pay-route').count()).toBe(0)
    await expectText(pay.getByTestId('pay-buy'), /You need 5 USDC more to make this payment/)
    // Its dollar value and image are known though the payer holds no USDC.
    await expectText(pay.getByTestId('pay-usd'), '$5.00')
    await pay.locator('.pay-amount img.token-icon').waitFor()
    await screenshot(page, 'pay-routes-03-buy-offer')

    await pay.getByTestId('pay-buy-button').click()
    const providers = page.getByRole('dialog', { name: 'Buy Crypto' })
    await providers.getByTestId('onramp-provider-coinbase').click()
    const amount = page.getByRole('dialog', { name: 'Buy USDC' })
    await expectText(amount.getByTestId('onramp-token'), 'USDC')
    await screenshot(page, 'pay-routes-04-buy-amount')
    // Preset to cover the 5 USDC with the purchase's fees, raised to the card's minimum of 10 USD.
    await expect.poll(() => amount.getByLabel('Amount to pay in USD').inputValue()).toBe('10')
    await expect.poll(() => amount.getByTestId('onramp-continue').isEnabled(), { timeout: 20_000 }).toBe(true)
    const quoted = parseUnits(
      (await amount.getByTestId('onramp-purchase-amount').getAttribute('data-amount')) ?? '',
      6,
    )
    const popup = await openCheckout(page, context)
    await popupShot(popup, 'pay-routes-05-checkout')
    await payByCard(popup)
    await expectText(popup.locator('#result'), /Payment complete/)
    await popup.close()

    // Back on Pay, with the bought USDC as the way to pay.
    const route = pay.getByTestId('pay-route')
    await route.first().waitFor({ timeout: 30_000 })
    expect(await route.first().getAttribute('data-kind')).toBe('direct')
    await expectText(route.first(), /Pay with USDC/)
    await screenshot(page, 'pay-routes-06-back-to-pay')

    const shopBefore = await usdcOf(SHOP_RECIPIENT)
    await pay.getByTestId('pay-confirm').click()
    await expectText(pay.getByTestId('pay-outcome-title'), 'Paid')
    await screenshot(page, 'pay-routes-07-bought-and-paid')
    expect(await usdcOf(SHOP_RECIPIENT)).toBe(shopBefore + FIVE_USDC)
    expect(await usdcOf(address)).toBe(quoted - FIVE_USDC)
    await pay.getByTestId('pay-done').click()
    await orderPaid(page)
  })

  it('through the reference wallet over WalletConnect: approved in its card, the shop gets 5 USDC', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    contexts.push(context)
    const { demo, wallet } = await pairReferenceWallet(context)
    const pay = await checkout(demo)
    await expectText(pay.getByTestId('pay-route').first(), /Pay with USDC/)
    await screenshot(demo, 'pay-routes-08-walletconnect')

    const shopBefore = await usdcOf(SHOP_RECIPIENT)
    await pay.getByTestId('pay-confirm').click()
    // An approval of exactly 5 USDC when the allowance is short, then the payment: each in the wallet's card.
    const outcome = pay.getByTestId('pay-outcome')
    const sheet = wallet.getByTestId('request-sheet')
    for (let step = 1; step <= 2; step++) {
      // The card and the outcome are on different pages: whichever shows first.
      await expect
        .poll(async () => (await sheet.isVisible()) || (await outcome.isVisible()), { timeout: 30_000 })
        .toBe(true)
      if (await outcome.isVisible()) break
      await wallet.bringToFront()
      await shot(wallet, `pay-routes-09-approval-${step}`)
      await sheet.getByTestId('request-approve').click()
      await sheet.waitFor({ state: 'hidden' })
      await demo.bringToFront()
    }
    await expectText(pay.getByTestId('pay-outcome-title'), 'Paid')
    await screenshot(demo, 'pay-routes-10-walletconnect-paid')
    expect(await usdcOf(SHOP_RECIPIENT)).toBe(shopBefore + FIVE_USDC)
    await pay.getByTestId('pay-done').click()
    await orderPaid(demo)
  })
})

/** Continues from Buy's amount to the provider and returns its checkout window. */
async function openCheckout(page: Page, context: BrowserContext) {
  const opened = context.waitForEvent('page')
  await page.getByRole('dialog', { name: /^Buy/ }).getByTestId('onramp-continue').click()
  const popup = await opened
  await popup.getByRole('button', { name: /^Pay / }).waitFor({ timeout: 20_000 })
  return popup
}

async function payByCard(popup: Page) {
  await popup.getByLabel('Card', { exact: true }).check()
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByLabel('Name on card').fill('Ada Lovelace')
  await popup.getByRole('button', { name: /^Pay / }).click()
}

const popupShot = (popup: Page, name: string) =>
  popup.screenshot({ path: join(inject('screenshotDir'), `${name}.png`) })
