import { createHmac } from 'node:crypto'
import { PayMessages } from '@airlock/core/internal'
import { devnetPayments, devnetTokens } from '@airlock/devnet'
import type { PaymentIntent, PaymentWebhookEvent } from '@airlock/protocol/cloud-api'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  parseUnits,
  type TransactionRequest,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_RECIPIENT } from '../apps/demo/src/server/shop.ts'
import type { ShopOrder } from '../apps/demo/src/shop/shopApi.ts'
import { usdcOf } from './chainReads.ts'
import { a11yCheckpoint, closeAll, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * Pay through the demo's shop, as a visitor: "Pay 5 USDC" with no wallet asks to connect first, then pays from
 * the USDC held; the devnet's balances move by exactly the price and the shop's server marks the order paid
 * only when the cloud's signed webhook reaches it. Paying the same intent again, paying one past its expiry and
 * a webhook signed with the wrong secret are all refused, with nothing sent.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const usdc = devnetTokens.usdc
const PRICE = parseUnits('5', usdc.decimals)

/** A new order from the demo's shop server, asked from the page as the shop's own page would. */
const placeOrder = (page: Page, body: { expiresIn?: number } = {}) =>
  page.evaluate(async (request) => {
    const answer = await fetch('/api/shop/orders', { method: 'POST', body: JSON.stringify(request) })
    return ((await answer.json()) as { order: ShopOrder }).order
  }, body)

/** The order as the shop's server knows it now. */
const readOrder = (page: Page, id: string) =>
  page.evaluate(async (orderId) => {
    const answer = await fetch(`/api/shop/orders/${encodeURIComponent(orderId)}`)
    return ((await answer.json()) as { order: ShopOrder }).order
  }, id)

/** The Pay view's status, with the failure it shows if any: a stalled payment says why in the test's output. */
async function payStatus(page: Page) {
  const pay = page.getByRole('dialog', { name: 'Pay', exact: true })
  const status = await pay.getByTestId('pay-view').getAttribute('data-status', { timeout: 1_000 })
  const error = await pay.getByTestId('pay-error').allTextContents()
  const steps = await pay.getByTestId('pay-status').allTextContents()
  return [status, ...error, ...steps].join(' | ')
}

/** `airlock.pay` with an order's intent, through the demo's controls: the result or the typed refusal. */
const payIntent = (page: Page, intent: ShopOrder['intent']) =>
  page.evaluate(
    ({ id, recipient, amount, asset }) =>
      window.airlockDemo?.pay({ recipient, amount, asset, reference: id }) ??
      Promise.reject(new Error('no window.airlockDemo')),
    intent,
  )

describe('Pay through the demo shop', () => {
  let opened: Awaited<ReturnType<typeof openDemo>>
  /** Made first, paid last: by then its minute has passed. */
  let expiring: ShopOrder
  /** The order the visitor paid in the first walk. */
  let paid: ShopOrder

  beforeAll(async () => {
    opened = await openDemo(browser, { colorScheme: 'light' })
    expiring = await placeOrder(opened.page, { expiresIn: 60 })
    expect(expiring.status).toBe('awaiting payment')
  })
  afterAll(() => opened?.context.close())

  const sent = () => opened.wallet.requests.filter((request) => request.method === 'eth_sendTransaction')

  // The payment waits on the chain and on the cloud's watcher, the order on the webhook: a loaded machine is slow.
  it('pays 5 USDC from the shop: connects first, the balances move by 5 and the webhook marks the order paid', {
    timeout: 150_000,
  }, async () => {
    const { page, violations } = opened
    const payer = opened.address as Address
    const shop = page.getByRole('region', { name: 'Shop' })
    await shop.getByRole('button', { name: 'Pay 5 USDC' }).click()

    // Nothing connected: Pay says what is asked and asks to connect first.
    const pay = page.getByRole('dialog', { name: 'Pay', exact: true })
    await expectText(pay.getByTestId('pay-shop'), 'Airlock Demo asks you to pay')
    await expectText(pay.getByTestId('pay-amount'), /^5 USDC$/)
    await expectText(pay.getByTestId('pay-network'), 'Airlock Devnet')
    await expectText(pay.getByTestId('pay-expires'), /^in \d+ min/)
    await expectText(pay, /Connect a wallet to see how you can pay/)
    await screenshot(page, 'pay-01-connect-first')
    await a11yCheckpoint(page, 'Pay')
    await pay.getByTestId('pay-connect').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()

    // Connected: back on Pay, the same payment, now with its US dollar value and the USDC held to pay with.
    await expectText(page.getByTestId('status'), /^connected$/)
    const confirm = pay.getByTestId('pay-confirm')
    await expectText(confirm, /^Pay 5 USDC$/)
    await expectText(pay.getByTestId('pay-usd'), /^\$5\.00$/)
    await expectText(pay.getByTestId('pay-route').first(), /Pay with USDC.*Straight from your balance/)
    expect(await pay.getByTestId('pay-route').first().getAttribute('data-kind')).toBe('direct')
    expect((await pay.getByTestId('pay-recipient').getAttribute('title'))?.toLowerCase()).toBe(
      SHOP_RECIPIENT.toLowerCase(),
    )
    await screenshot(page, 'pay-02-ready-light')
    await a11yCheckpoint(page, 'Pay')
    await page.evaluate(() => window.airlockDemo?.setThemeMode('dark'))
    await expect.poll(() => page.locator('airlock-modal').getAttribute('data-theme')).toBe('dark')
    await screenshot(page, 'pay-03-ready-dark')
    await page.evaluate(() => window.airlockDemo?.setThemeMode('light'))

    const before = { payer: await usdcOf(payer), shop: await usdcOf(SHOP_RECIPIENT) }
    await confirm.click()
    await expect.poll(() => payStatus(page), { timeout: 60_000 }).toBe('paid')
    await expectText(pay.getByTestId('pay-outcome-detail'), 'You paid 5 USDC to Airlock Demo.')
    await screenshot(page, 'pay-04-paid')
    await a11yCheckpoint(page, 'Pay')
    // The USDC approved for exactly the price to the payments contract, then the payment through it; exactly
    // the price moved from the payer to the shop on chain.
    const [approval, payment, ...more] = sent().map((request) => (request.params as [TransactionRequest])[0])
    expect(more).toEqual([])
    expect(approval?.to?.toLowerCase()).toBe(usdc.address.toLowerCase())
    expect(decodeFunctionData({ abi: erc20Abi, data: approval?.data as Hex })).toEqual({
      functionName: 'approve',
      args: [getAddress(devnetPayments.contract), PRICE],
    })
    expect(payment?.to?.toLowerCase()).toBe(devnetPayments.contract.toLowerCase())
    expect(await usdcOf(SHOP_RECIPIENT)).toBe(before.shop + PRICE)
    expect(await usdcOf(payer)).toBe(before.payer - PRICE)

    // The shop's server says paid once the cloud's signed webhook reached it, with the same transaction.
    await pay.getByTestId('pay-done').click()
    const order = shop.getByTestId('shop-order')
    await expect.poll(() => order.getAttribute('data-status'), { timeout: 30_000 }).toBe('paid')
    const hash = sent()[1]?.result as string
    await expectText(order, `transaction ${hash.slice(0, 10)}`)
    await shop.scrollIntoViewIfNeeded()
    await screenshot(page, 'pay-05-order-paid')
    paid = await readOrder(page, (await order.locator('.mono').textContent()) ?? '')
    expect(paid.status).toBe('paid')
    expect(paid.payment?.transactionHash).toBe(hash)
    expect(getAddress(paid.payment?.payer ?? '')).toBe(getAddress(payer))
    expect(violations).toEqual([])
  })

  it('refuses to pay the paid intent again: PaymentAlreadyPaidError, nothing sent, the order stays paid', async () => {
    const { page } = opened
    const before = sent().length
    const shopBefore = await usdcOf(SHOP_RECIPIENT)
    expect(await payIntent(page, paid.intent)).toEqual({
      paid: false,
      name: 'PaymentAlreadyPaidError',
      message: PayMessages.ALREADY_PAID,
    })
    const pay = page.getByRole('dialog', { name: 'Pay', exact: true })
    await expectText(pay.getByTestId('pay-outcome-title'), 'Already paid')
    await expectText(pay.getByTestId('pay-outcome-detail'), PayMessages.ALREADY_PAID)
    // The earlier payment's transaction, as the cloud knows it.
    await expectText(pay.getByTestId('pay-hash'), /^Transaction 0x/)
    expect(await pay.getByTestId('pay-hash').getAttribute('title')).toBe(paid.payment?.transactionHash)
    await screenshot(page, 'pay-06-already-paid')
    await a11yCheckpoint(page, 'Pay')
    await pay.getByTestId('pay-done').click()
    expect(sent()).toHaveLength(before)
    expect(await usdcOf(SHOP_RECIPIENT)).toBe(shopBefore)
    expect((await readOrder(page, paid.id)).status).toBe('paid')
  })

  it('answers 400 to a webhook signed with the wrong secret, and the order stays awaiting payment', async () => {
    const { page } = opened
    const order = await placeOrder(page)
    // The event the cloud would send for this order's intent once paid: only its signature is wrong.
    const now = new Date().toISOString()
    const intent: PaymentIntent = {
      id: order.intent.id,
      projectId: 'airlock-demo',
      status: 'paid',
      network: 'eip155:31337',
      recipient: order.intent.recipient,
      asset: order.intent.asset,
      symbol: 'USDC',
      decimals: usdc.decimals,
      amount: order.intent.amount,
      amountAtomic: PRICE.toString(),
      reference: order.id,
      createdAt: now,
      expiresAt: order.intent.expiresAt,
      onchain: {
        contract: SHOP_RECIPIENT,
        id: `0x${'00'.repeat(32)}`,
        recipient: order.intent.recipient,
        token: usdc.address,
        amount: PRICE.toString(),
        deadline: String(Math.floor(Date.parse(order.intent.expiresAt) / 1000)),
        signature: `0x${'00'.repeat(65)}`,
      },
      payment: {
        payer: opened.address,
        transactionHash: `0x${'ab'.repeat(32)}`,
        blockNumber: '1',
        tokenIn: usdc.address,
        amountInAtomic: PRICE.toString(),
        paidAt: now,
      },
    }
    const event: PaymentWebhookEvent = {
      id: 'evt_forgedforgedforgedforged',
      type: 'payment.paid',
      createdAt: now,
      data: intent,
    }
    const body = JSON.stringify(event)
    const t = Math.floor(Date.now() / 1000)
    const forged = `t=${t},v1=${createHmac('sha256', 'not-the-shop-secret').update(`${t}.${body}`).digest('hex')}`
    const post = (headers: Record<string, string>) =>
      page.evaluate(
        async ({ body, headers }) =>
          (await fetch('/api/shop/webhooks/airlock', { method: 'POST', headers, body })).status,
        { body, headers: { 'content-type': 'application/json', ...headers } },
      )
    expect(await post({ 'airlock-signature': forged })).toBe(400)
    expect(await post({})).toBe(400)
    expect((await readOrder(page, order.id)).status).toBe('awaiting payment')
  })

  it('refuses an intent past its expiry: PaymentExpiredError, nothing sent', {
    timeout: 150_000,
  }, async () => {
    const { page } = opened
    const before = sent().length
    // Made in the first minute of this file; the devnet's clock is shared, so the test waits for real time.
    await expect
      .poll(() => Date.now() > Date.parse(expiring.intent.expiresAt), { timeout: 90_000, interval: 1_000 })
      .toBe(true)
    expect(await payIntent(page, expiring.intent)).toEqual({
      paid: false,
      name: 'PaymentExpiredError',
      message: PayMessages.EXPIRED,
    })
    const pay = page.getByRole('dialog', { name: 'Pay', exact: true })
    await expectText(pay.getByTestId('pay-outcome-title'), 'Payment request expired')
    await expectText(pay.getByTestId('pay-outcome-detail'), PayMessages.EXPIRED)
    await screenshot(page, 'pay-07-expired')
    await a11yCheckpoint(page, 'Pay')
    expect(sent()).toHaveLength(before)
    expect((await readOrder(page, expiring.id)).status).not.toBe('paid')
  })
})
