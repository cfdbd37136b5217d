import type { OnRampOrder } from '@airlock/core'
import type { OnRampUrlResponse } from '@airlock/core/internal'
import { type Devnet, startDevnet } from '@airlock/devnet'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { devnetOnrampChain, onrampClient, pageStatus, sandboxBrowser, textOf } from '../testkit.ts'

/*
 * The attack: a hostile page auto-submits a form to the sandbox checkout's POST endpoints (pay, confirm,
 * amount) for an order whose id it learnt. Before, any origin and no token were accepted: the card was
 * charged, the confirmation given. The checkout now takes a form only from its own origin, carrying the
 * token its own page put in the form for that order.
 */

const PROJECT = 'onramp-form-guard-test'
let devnet: Devnet
let cloud: Cloud
const api = onrampClient(() => cloud.url, PROJECT)
const browser = sandboxBrowser(() => cloud.onrampSandboxUrl as string)

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    chains: [devnetOnrampChain(devnet.rpcUrl)],
    indexer: false,
    onramp: { sandbox: { bankTransferDelayMs: 60_000, pollMs: 20 } },
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

/** A fresh Coinbase-type checkout: its order id and its page's path. */
async function openCheckout() {
  const session = await api.post<OnRampUrlResponse>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: privateKeyToAddress(generatePrivateKey()) }],
    defaultNetwork: 'airlock-devnet',
    defaultAsset: 'USDC',
    partnerUserId: 'visitor',
    defaultExperience: 'buy',
  })
  expect(session.status, session.body.error).toBe(200)
  const url = new URL(session.body.url)
  return { id: session.body.sessionId as string, path: `${url.pathname}${url.search}` }
}

const CARD = {
  method: 'card',
  card_number: '4242424242424242',
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Ada Lovelace',
}

/** A form post as a browser sends it, with exactly these headers. */
async function post(path: string, form: Record<string, string>, headers: Record<string, string>) {
  const response = await fetch(new URL(path, cloud.onrampSandboxUrl as string), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
  return { status: response.status, html: await response.text() }
}

const statusOf = async (id: string) => (await api.get<OnRampOrder>(`/v1/onramp/orders/${id}`)).body.status

/** The hidden form token of the checkout page at `path`. */
async function tokenOn(path: string): Promise<string> {
  const page = await browser.open(path)
  const token = /name="csrf" value="([^"]+)"/.exec(page.html)?.[1]
  expect(token, 'the checkout form carries a token').toBeDefined()
  return token as string
}

describe('the sandbox checkout forms', () => {
  it('refuse a form a hostile page posts (foreign Origin, cross-site), and charge nothing', async () => {
    const { id, path } = await openCheckout()
    const own = cloud.onrampSandboxUrl as string
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      // No Origin and no Sec-Fetch-Site: nothing says where it comes from.
      {},
      // A sibling port on the same host is another origin.
      { origin: own.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`) },
    ]
    for (const headers of attempts) {
      for (const [action, form] of [
        ['pay', CARD],
        ['amount', { amount: '80' }],
        ['confirm', { decision: 'confirm' }],
      ] as const) {
        const refused = await post(`/coinbase/${action}`, { order: id, ...form }, headers)
        expect(refused.status, `${action} ${JSON.stringify(headers)}`).toBe(403)
        expect(textOf(refused.html, 'error')).toBe(
          'This form was not sent from this checkout page: open the checkout again from the app.',
        )
      }
    }
    expect(await statusOf(id)).toBe('created')
    expect(textOf((await browser.open(path)).html, 'pay')).toBe('Pay 50.00 USD')
  })

  it('refuse a same-origin form without the token of its own checkout page', async () => {
    const first = await openCheckout()
    const second = await openCheckout()
    const sameOrigin = { origin: cloud.onrampSandboxUrl as string, 'sec-fetch-site': 'same-origin' }
    const otherToken = await tokenOn(second.path)
    for (const csrf of [undefined, '', 'forged', otherToken]) {
      const form = { order: first.id, ...CARD, ...(csrf === undefined ? {} : { csrf }) }
      const refused = await post('/coinbase/pay', form, sameOrigin)
      expect(refused.status, String(csrf)).toBe(403)
      expect(textOf(refused.html, 'error')).toBe(
        'This form has expired or did not come from its checkout page: reload the checkout and try again.',
      )
    }
    expect(await statusOf(first.id)).toBe('created')
  })

  it("take the real form from the page's own origin with its token (Origin, or Sec-Fetch-Site alone)", async () => {
    const { id, path } = await openCheckout()
    const csrf = await tokenOn(path)
    // A page served with a strict referrer policy may send Origin: null; Sec-Fetch-Site still says same-origin.
    const updated = await post(
      '/coinbase/amount',
      { order: id, csrf, amount: '80' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    )
    expect(updated.status).toBe(303)
    const paid = await post(
      '/coinbase/pay',
      { order: id, csrf, ...CARD },
      { origin: cloud.onrampSandboxUrl as string },
    )
    expect(paid.status).toBe(303)
    expect(await statusOf(id)).not.toBe('created')
    expect(pageStatus((await browser.open(path)).html)).not.toBe('checkout')
  })
})
