import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import type { PaymentIntent, PaymentWebhookEvent } from '@airlock/protocol/cloud-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { useTestDatabases } from '../test/databases.ts'
import { issueSecretKey } from './secretKeys.ts'
import { devnetPaymentsChain, payer, startWebhookReceiver, USDC } from './testkit.ts'
import { setWebhookEndpoint } from './webhooks/endpoint.ts'

/*
 * Two cloud instances on one PostgreSQL database, as a deployment behind a load balancer runs them: both watch
 * the payments contract, but only the holder of the lease reads it, so each payment is recorded and announced
 * once; when the holder stops, the other takes the lease over and the payments made meanwhile still land.
 */

const LEASE_MS = 1_000
const databases = useTestDatabases()
let devnet: Devnet
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
const instances: Cloud[] = []
let key = ''

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  receiver = await startWebhookReceiver()
  const database = await databases.options('postgres')
  const start = async () =>
    instances.push(
      await startTestCloud({
        ...database,
        chains: [devnetPaymentsChain(devnet.rpcUrl)],
        indexer: false,
        payments: { pollMs: 50, leaseMs: LEASE_MS, webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 2_000 },
      }),
    )
  // The first instance takes the lease before the second starts, so the test knows which one to stop.
  await start()
  while (!(await leaseHolder(instances[0]!))) await new Promise((resolve) => setTimeout(resolve, 20))
  await start()
  const [first] = instances
  await first!.context.projects.create({ id: 'shop' })
  key = await issueSecretKey(first!.db, 'shop')
  await setWebhookEndpoint(first!.db, 'shop', {
    url: receiver.url,
    secret: 'whsec_5555555555555555555555555555555',
  })
}, 120_000)

afterAll(async () => {
  await Promise.allSettled(instances.map((cloud) => cloud.close()))
  await receiver?.close()
  await devnet?.stop()
})

async function leaseHolder(cloud: Cloud) {
  const [row] = await cloud.db.query<{ holder: string }>(
    "select holder from indexer_leases where name = 'payments' and expires_at > now()",
  )
  return row?.holder
}

async function create(cloud: Cloud, reference: string) {
  const { status, body } = await fetchJson<PaymentIntent>(`${cloud.url}/v1/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ recipient: testAccounts[8]!.address, asset: USDC, amount: '1', reference }),
  })
  expect(status).toBe(201)
  return body
}

/** The paid events delivered so far, by intent id: a payment announced twice shows as 2. */
function paidDeliveries() {
  const counts = new Map<string, Set<string>>()
  for (const { body } of receiver.received) {
    const event = JSON.parse(body) as PaymentWebhookEvent
    if (event.type !== 'payment.paid') continue
    counts.set(event.data.id, (counts.get(event.data.id) ?? new Set()).add(event.id))
  }
  return counts
}

async function deliveredFor(intentId: string) {
  await expect.poll(() => paidDeliveries().has(intentId), { timeout: 30_000, interval: 50 }).toBe(true)
}

describe('payments watched by two instances on one database', () => {
  it('records and announces each payment once, and carries on when the lease holder stops', {
    timeout: 120_000,
  }, async () => {
    const buyer = payer(devnet.rpcUrl, testAccounts[6]!)
    const [first, second] = instances as [Cloud, Cloud]

    // One payment, intents made through each instance.
    const one = await create(first, 'order-1')
    const two = await create(second, 'order-2')
    await buyer.pay(one)
    await buyer.pay(two)
    await deliveredFor(one.id)
    await deliveredFor(two.id)
    // A third payment after both, announced: by then every instance has read past the first two.
    const three = await create(first, 'order-3')
    await buyer.pay(three)
    await deliveredFor(three.id)

    // The holder stops; the other instance takes the lease once it runs out and confirms what was paid since.
    const holder = await leaseHolder(first)
    expect(holder).toBeTruthy()
    await first.close()
    instances.splice(0, 1)
    const four = await create(second, 'order-4')
    await buyer.pay(four)
    await deliveredFor(four.id)
    const read = await fetchJson<PaymentIntent>(`${second.url}/v1/payments/${four.id}`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(read.body.status).toBe('paid')
    expect(await leaseHolder(second)).not.toBe(holder)

    // Each payment was announced by exactly one event, whichever instance sent it.
    const deliveries = paidDeliveries()
    for (const intent of [one, two, three, four]) expect(deliveries.get(intent.id)?.size, intent.id).toBe(1)
    const [row] = await second.db.query<{ count: string }>(
      "select count(*) as count from payment_webhook_deliveries where type = 'payment.paid'",
    )
    expect(Number(row?.count)).toBe(4)
  })
})
