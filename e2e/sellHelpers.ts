import { devnetTokens } from '@airlock/devnet'
import type { OffRampOrder } from '@airlock/protocol/cloud-api'
import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { connectInjected, devnetTestClient, openDemo } from './helpers.ts'

/** The devnet's USD Coin, the token every walk sells. */
export const usdc = devnetTokens.usdc

/** Whether the devnet mines each transaction as it arrives; off, a sent deposit waits in the pool. */
export const automine = (on: boolean) =>
  devnetTestClient().request({ method: 'evm_setAutomine' as never, params: [on] as never })
export const mine = () => devnetTestClient().mine({ blocks: 1 })

const isOrdersPath = (url: string) => new URL(url).pathname.startsWith('/v1/offramp/orders')

/**
 * Every off-ramp order the page received from the cloud (its creation, then each read while the kit follows
 * it), and every order the page asked to create: the walks read the order's deposit address and statuses
 * from what the kit itself saw.
 */
export function recordOrders(page: Page) {
  const orders: OffRampOrder[] = []
  const created: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && isOrdersPath(request.url())) created.push(request.postDataJSON())
  })
  page.on('response', async (response) => {
    if (!isOrdersPath(response.url()) || !response.ok()) return
    orders.push((await response.json().catch(() => undefined)) as OffRampOrder)
  })
  return {
    orders,
    created,
    statuses: () => orders.map((order) => order.status),
    last: () => orders.at(-1) as OffRampOrder,
  }
}

/**
 * The page is told the order's deposit is `amountAtomic` instead of the quoted amount (the cloud's real order
 * is unchanged): what a provider asking for more than it quoted would look like to the kit.
 */
export async function answerOrdersWithDeposit(page: Page, amountAtomic: string) {
  await page.route(
    (url) => url.pathname === '/v1/offramp/orders',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const response = await route.fetch()
      const order = (await response.json()) as OffRampOrder
      await route.fulfill({ response, json: { ...order, deposit: { ...order.deposit, amountAtomic } } })
    },
  )
}

/** A visitor with the injected test wallet connected, on the Sell view. */
export async function openSell(browser: Parameters<typeof openDemo>[0]) {
  const opened = await openDemo(browser)
  const account = await connectInjected(opened.page, opened.address)
  await account.getByRole('button', { name: 'Sell', exact: true }).click()
  // The view, whatever its title: "Sell Crypto" until a token is picked, then "Sell USDC".
  const sell = opened.page.locator('[role="dialog"][data-view="Sell"]')
  await sell.getByTestId('sell-amount').waitFor()
  await expect
    .poll(() => sell.getByTestId('sell-token').locator('option').count(), { timeout: 20_000 })
    .toBeGreaterThan(0)
  return { ...opened, account, sell }
}

/** Picks USDC on the devnet and the payout currency, then types the amount. */
export async function draft(sell: Locator, amount: string, payout: 'USD' | 'EUR' = 'USD') {
  await sell.getByTestId('sell-token').selectOption({ label: 'USDC on Airlock Devnet' })
  await pickPayout(sell, payout)
  await sell.getByTestId('sell-amount').fill(amount)
}

/** Picks the payout currency by its label, as a visitor clicks it (the radio itself is drawn as the label). */
export async function pickPayout(sell: Locator, payout: 'USD' | 'EUR') {
  await sell.locator('label', { hasText: payout }).click()
  await expect.poll(() => sell.getByRole('radio', { name: payout, exact: true }).isChecked()).toBe(true)
}

/** Waits for the quote (Continue enabled) and returns its payout, as a number. */
export async function quoted(sell: Locator) {
  await expect.poll(() => sell.getByTestId('sell-continue').isEnabled(), { timeout: 20_000 }).toBe(true)
  return amountIn(sell.getByTestId('sell-payout'))
}

/** The number in a money text such as "$19.62" or "19.62 USD". */
export async function amountIn(locator: Locator) {
  return Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''))
}

/** Types a bank account into the SellBankAccount view. */
export async function typeBankAccount(
  bank: Locator,
  account: { holderName: string; iban?: string; routingNumber?: string; accountNumber?: string },
) {
  for (const [field, value] of Object.entries(account)) await bank.getByTestId(`sell-${field}`).fill(value)
}

/** The Sell views' progress: each step's state in order ("done", "active", "todo"). */
export const stepStates = (progress: Locator) =>
  progress
    .getByRole('list', { name: 'Progress of the sale' })
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))

/** Switches the demo's theme at run time (the modal follows). */
export const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => window.airlockDemo?.setThemeMode(m), mode)

/** The eth_sendTransaction requests the injected wallet was asked for. */
export const sendRequests = (wallet: { requests: { method: string; result?: unknown }[] }) =>
  wallet.requests.filter((request) => request.method === 'eth_sendTransaction')

/** Reads the order as the kit does (project-scoped, from the page) until `done` holds. */
export async function readOrderUntil(page: Page, id: string, done: (order: OffRampOrder) => boolean) {
  const read = () =>
    page.evaluate(
      async ({ cloudUrl, orderId }) =>
        (await (
          await fetch(`${cloudUrl}/v1/offramp/orders/${orderId}?projectId=airlock-demo&st=appkit&sv=test`)
        ).json()) as OffRampOrder,
      { cloudUrl: inject('cloudUrl'), orderId: id },
    )
  let order = await read()
  await expect
    .poll(
      async () => {
        order = await read()
        return done(order)
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true)
  return order
}
