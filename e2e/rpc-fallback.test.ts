import { testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

/*
 * The RPC transport of spec sections 7 and 9 in the demo: the kit's chain reads (gas estimate, receipt) go to the
 * cloud's gateway first and fall back to the devnet's own endpoint. The gateway is made unreachable from the page
 * with Playwright's `route` (every request to {cloud}/v1/?chainId= aborts with "connection refused"): the cloud
 * runs in the test run's global setup, in another process, with no clean way to stop only its gateway. The rest
 * of the cloud (balances, activity) stays up.
 */

let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

const chain = () => createPublicClient({ transport: http(inject('devnetRpcUrl')) })
const ethOf = (address: Address) => chain().getBalance({ address })

const isGateway = (url: URL) =>
  url.origin === new URL(inject('cloudUrl')).origin &&
  url.pathname === '/v1/' &&
  url.searchParams.has('chainId')
const isDevnet = (url: URL) => url.origin === new URL(inject('devnetRpcUrl')).origin

/** The chain RPC requests the page makes, to the gateway and to the devnet, and how they ended. */
function recordRpc(page: Page) {
  const seen: { to: 'gateway' | 'devnet'; failed: boolean }[] = []
  const record = (request: Request, failed: boolean) => {
    if (request.method() !== 'POST') return
    const url = new URL(request.url())
    if (isGateway(url)) seen.push({ to: 'gateway', failed })
    else if (isDevnet(url)) seen.push({ to: 'devnet', failed })
  }
  page.on('requestfinished', (request) => record(request, false))
  page.on('requestfailed', (request) => record(request, true))
  return {
    count: (to: 'gateway' | 'devnet', failed: boolean) =>
      seen.filter((each) => each.to === to && each.failed === failed).length,
    clear: () => seen.splice(0),
  }
}

/** Sends `amount` ETH from the Account view and waits for the kit to report it sent (it waits for the receipt). */
async function sendEth(page: Page, amount: string, to: string, shot: string) {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Select token|Change token/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /\bETH\b/ })
    .first()
    .click({ timeout: 20_000 })
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('Receiver address').fill(to)
  await send.getByRole('button', { name: 'Preview send' }).click()
  const review = page.getByRole('dialog', { name: 'Review Send' })
  // The fee is the node's gas estimate, read through the transport.
  await expect
    .poll(() => review.getByTestId('preview-fee').textContent(), { timeout: 30_000 })
    .toMatch(/^(~|< )[\d.,]+ ETH/)
  await screenshot(page, `${shot}-preview`)
  await review.getByRole('button', { name: 'Send', exact: true }).click()
  await page
    .getByRole('status')
    .filter({ hasText: `Sent ${amount} ETH` })
    .waitFor({ timeout: 60_000 })
  await screenshot(page, `${shot}-sent`)
}

describe('RPC fallback in the demo', () => {
  it('sends with the gateway unreachable (reads fall back to the devnet) and uses the gateway again once back', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    const { page, address, violations } = opened
    const receiver = testAccounts[2]!.address
    const rpc = recordRpc(page)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()

    // The gateway goes away.
    const refuse = (route: { abort: (code: string) => Promise<void> }) => route.abort('connectionrefused')
    const gateway = (url: URL) => isGateway(url)
    await context.route(gateway, refuse)
    const before = await ethOf(receiver)
    await sendEth(page, '0.01', receiver, 'rpc-fallback-01-gateway-down')
    expect(await ethOf(receiver)).toBe(before + parseEther('0.01'))
    expect(rpc.count('gateway', true)).toBeGreaterThan(0)
    expect(rpc.count('gateway', false)).toBe(0)
    expect(rpc.count('devnet', false)).toBeGreaterThan(0)
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Account' }).getByTestId('account-balance').textContent())
      .toMatch(/ETH/)

    // The gateway is back: reads go to it again.
    await context.unroute(gateway, refuse)
    rpc.clear()
    const middle = await ethOf(receiver)
    await sendEth(page, '0.02', receiver, 'rpc-fallback-02-gateway-back')
    expect(await ethOf(receiver)).toBe(middle + parseEther('0.02'))
    expect(rpc.count('gateway', false)).toBeGreaterThan(0)
    expect(rpc.count('gateway', true)).toBe(0)
    expect(violations).toEqual([])
  })
})
