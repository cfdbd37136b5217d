import { createTestWallet, installTestWallet } from '@airlock/testing'
import type { Browser, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, inject } from 'vitest'
import { DEVNET, devnetClient, devnetTestClient, expectText } from './helpers.ts'

// The shop's payments walked in a browser: a payer of the test's own (a fresh key, funded here), the shop's
// checkout on the demo page, and what the chain and the shop's server say afterwards.

export const blockNumber = () => devnetClient().getBlockNumber()

/**
 * A visitor whose wallet holds one fresh key (so no other test's sends move its balances) with `wei` of ether
 * and nothing else, on the demo page, connected through the injected test wallet.
 */
export async function openPayer(browser: Browser, wei: bigint) {
  const key: Hex = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  await devnetTestClient().setBalance({ address, value: wei })
  const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
  const wallet = createTestWallet({
    privateKeys: [key],
    chains: [{ ...DEVNET, rpcUrl: inject('devnetRpcUrl') }],
  })
  await installTestWallet(context, wallet)
  const page = await context.newPage()
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.goto(inject('demoUrl'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expectText(page.getByTestId('status'), /^connected$/)
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  return { context, page, wallet, address, violations }
}

/** Clicks the shop's "Pay 5 USDC" and resolves with the Pay dialog once it shows its ways to pay. */
export async function checkout(page: Page) {
  await page.getByRole('region', { name: 'Shop' }).getByRole('button', { name: 'Pay 5 USDC' }).click()
  const pay = page.getByRole('dialog', { name: 'Pay' })
  await expectText(pay.getByTestId('pay-amount'), '5 USDC')
  await expect
    .poll(() => pay.getByTestId('pay-view').getAttribute('data-status'), { timeout: 30_000 })
    .toBe('ready')
  return pay
}

/** Waits until the shop's server has the order paid (from the cloud's signed webhook), and returns its id. */
export async function orderPaid(page: Page) {
  const order = page.locator('[data-testid="shop-order"][data-status="paid"]')
  await order.waitFor({ timeout: 30_000 })
  return order
}

/** A number shown with its symbol ("0.001671 ETH", "1,234.5 USDC") as a plain decimal string. */
export const shownAmount = (text: string | null) => (text ?? '').replace(/[^\d.]/g, '')
