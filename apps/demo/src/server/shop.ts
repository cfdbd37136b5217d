import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PaymentIntent } from '@airlock/protocol/cloud-api'
import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { Plugin } from 'vite'
// By path, not by package name: Vite loads its config by bundling it and leaves every package import for Node
// to load, and Node 20 cannot load these packages' TypeScript sources. Imported by path, they are bundled into
// the config, so `vite build`, `vite preview` and the browser tests' server all load it.
import { verifyAirlockWebhook } from '../../../../services/cloud/src/payments/webhookVerify.snippet.ts'
import { DEVNET_CHAIN_ID, devnetTokens } from '../../../../services/devnet/src/contracts.ts'
import { createOrderBook } from '../shop/orderBook.ts'
import { SHOP_ITEM, SHOP_ORDERS_PATH, SHOP_WEBHOOK_PATH, type ShopIntent } from '../shop/shopApi.ts'
import { routePlugin, sendJson as send } from './middleware.ts'

/**
 * The shop's receiving address on the devnet. Its key is keccak256 of this label: public, like every devnet key,
 * so anyone can inspect or spend what the demo shop took in.
 */
export const SHOP_RECIPIENT = privateKeyToAddress(keccak256(stringToBytes('airlock/demo/shop')))

/** The longest body the shop reads: an order request or a payment event is a few kilobytes at most. */
const MAX_BODY_BYTES = 64 * 1024

/** The body exactly as received: the webhook's signature covers these bytes, not a re-serialised object. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY_BYTES) req.destroy(new Error('Body too large'))
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Seconds the page asked the intent to last: the cloud's range, 60 s to 1 h here; 1 h when not given. */
function expiresInOf(body: unknown): number | undefined {
  const value = (body as { expiresIn?: unknown } | undefined)?.expiresIn
  if (value === undefined) return 3600
  return Number.isInteger(value) && (value as number) >= 60 && (value as number) <= 3600
    ? (value as number)
    : undefined
}

/**
 * The demo's shop server, as a shop's own server would be: it creates a payment intent with the project's
 * secret key (which never reaches the page), and marks an order paid only when the cloud's signed webhook says
 * so (apps/docs/pages/payments.md). `npm start` and the browser tests give it the key and the webhook's secret
 * in AIRLOCK_SECRET_KEY and AIRLOCK_WEBHOOK_SECRET (scripts/demoShop.ts); without them the shop says it is
 * closed.
 */
export function shopRoutes(options: { cloudUrl: () => string | undefined }): Plugin {
  const orders = createOrderBook()

  async function createOrder(req: IncomingMessage, res: ServerResponse) {
    const cloudUrl = options.cloudUrl()
    const secretKey = process.env.AIRLOCK_SECRET_KEY
    if (!cloudUrl || !secretKey)
      return send(res, 503, { error: 'The shop is closed: the demo runs without a cloud secret key' })
    const expiresIn = expiresInOf(parseJson((await readBody(req)) || '{}'))
    if (expiresIn === undefined)
      return send(res, 400, { error: 'expiresIn: a whole number of seconds from 60 to 3600' })
    const id = orders.nextId()
    try {
      const answer = await fetch(new URL('/v1/payments', cloudUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          recipient: SHOP_RECIPIENT,
          asset: `eip155:${DEVNET_CHAIN_ID}/erc20:${devnetTokens.usdc.address}`,
          amount: SHOP_ITEM.price,
          reference: id,
          expiresIn,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      const intent = (await answer.json().catch(() => ({}))) as Partial<PaymentIntent> & { error?: string }
      if (!answer.ok || !intent.id)
        return send(res, 502, { error: intent.error ?? `The cloud refused the payment (${answer.status})` })
      const fields: ShopIntent = {
        id: intent.id,
        recipient: intent.recipient ?? SHOP_RECIPIENT,
        asset: intent.asset ?? '',
        amount: intent.amount ?? SHOP_ITEM.price,
        expiresAt: intent.expiresAt ?? '',
      }
      return send(res, 201, { order: orders.add(id, SHOP_ITEM.name, fields) })
    } catch {
      return send(res, 502, { error: 'The cloud could not be reached' })
    }
  }

  async function receiveWebhook(req: IncomingMessage, res: ServerResponse) {
    const secret = process.env.AIRLOCK_WEBHOOK_SECRET
    if (!secret) return send(res, 503, { error: 'No webhook secret configured' })
    const body = await readBody(req)
    const signature = req.headers['airlock-signature']
    if (!verifyAirlockWebhook(typeof signature === 'string' ? signature : undefined, body, secret))
      return send(res, 400, { error: 'Bad signature' })
    orders.apply(parseJson(body))
    return send(res, 200, { received: true })
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = req.url?.split('?')[0] ?? ''
    try {
      if (path === SHOP_ORDERS_PATH) {
        if (req.method !== 'POST') return send(res, 405, { error: 'POST only' })
        return await createOrder(req, res)
      }
      if (path.startsWith(`${SHOP_ORDERS_PATH}/`)) {
        if (req.method !== 'GET') return send(res, 405, { error: 'GET only' })
        const order = orders.get(decodeURIComponent(path.slice(SHOP_ORDERS_PATH.length + 1)))
        return order ? send(res, 200, { order }) : send(res, 404, { error: 'No such order' })
      }
      if (path === SHOP_WEBHOOK_PATH) {
        if (req.method !== 'POST') return send(res, 405, { error: 'POST only' })
        return await receiveWebhook(req, res)
      }
      return next()
    } catch {
      if (!res.headersSent) send(res, 400, { error: 'The request could not be read' })
    }
  }
  return routePlugin('airlock-demo-shop', handle)
}
