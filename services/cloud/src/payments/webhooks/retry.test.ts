import { testAccounts } from '@airlock/devnet'
import type { PaymentWebhookEvent } from '@airlock/protocol/cloud-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payer, startWebhookReceiver, USDC, usePaymentsCloud } from '../testkit.ts'

// Two retries, 50 ms then 100 ms apart: three attempts in all.
const shop = usePaymentsCloud({ webhookRetryDelaysMs: [50, 100] })
const SECRET = 'whsec_5555555555555555555555555555555'

interface AttemptRow {
  attempt: number
  status_code: number | null
  error: string | null
}

async function deliveryOf(intentId: string) {
  const [delivery] = await shop.cloud.db.query<{ id: string; status: string; attempts: number }>(
    'select id, status, attempts from payment_webhook_deliveries where intent_id = $1',
    [intentId],
  )
  const attempts = await shop.cloud.db.query<AttemptRow>(
    'select attempt, status_code, error from payment_webhook_attempts where delivery_id = $1 order by attempt',
    [delivery?.id],
  )
  return { delivery, attempts }
}

/** Creates an intent and pays it on chain; resolves with its id. */
async function paidIntent(reference: string) {
  const { body: intent } = await shop.create({
    recipient: testAccounts[8]!.address,
    asset: USDC,
    amount: '1',
    reference,
  })
  await payer(shop.devnet.rpcUrl, testAccounts[7]!).pay(intent)
  return intent.id
}

async function settled(intentId: string) {
  for (;;) {
    const found = await deliveryOf(intentId)
    if (found.delivery && found.delivery.status !== 'pending') return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('payment webhook retries', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  beforeAll(async () => {
    receiver = await startWebhookReceiver([500, 503])
    await shop.setWebhook('shop', receiver.url, SECRET)
  })
  afterAll(() => receiver.close())

  it('sends again after a failure, the same event each time, until a 2xx; every attempt recorded', {
    timeout: 60_000,
  }, async () => {
    const id = await paidIntent('order-3001')
    const { delivery, attempts } = await settled(id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 })
    expect(attempts).toEqual([
      { attempt: 1, status_code: 500, error: null },
      { attempt: 2, status_code: 503, error: null },
      { attempt: 3, status_code: 200, error: null },
    ])
    const events = receiver.received.map((hook) => JSON.parse(hook.body) as PaymentWebhookEvent)
    expect(events).toHaveLength(3)
    expect(new Set(events.map((event) => event.id)).size).toBe(1)
    expect(new Set(receiver.received.map((hook) => hook.body)).size).toBe(1)
  })

  it('gives up after the last attempt when the receiver cannot be reached', { timeout: 60_000 }, async () => {
    // Nothing listens there any more: every attempt fails to connect.
    await receiver.close()
    const id = await paidIntent('order-3002')
    const { delivery, attempts } = await settled(id)
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3 })
    expect(attempts).toHaveLength(3)
    for (const attempt of attempts) {
      expect(attempt.status_code).toBeNull()
      expect(attempt.error).toBeTruthy()
    }
  })
})
