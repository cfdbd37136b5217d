import { testAccounts } from '@airlock/devnet'
import {
  PAYMENT_WEBHOOK_SIGNATURE_HEADER,
  type PaymentIntent,
  type PaymentWebhookEvent,
} from '@airlock/protocol/cloud-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ETH, payer, startWebhookReceiver, USDC, usePaymentsCloud } from './testkit.ts'
import { verifyAirlockWebhook } from './webhookVerify.snippet.ts'

const shop = usePaymentsCloud()
const SECRET = 'whsec_3333333333333333333333333333333'
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  await shop.setWebhook('shop', receiver.url, SECRET)
})
afterAll(() => receiver.close())

/** Reads the intent until `done` holds (the watcher polls every 50 ms). */
async function readUntil(id: string, done: (intent: PaymentIntent) => boolean) {
  for (;;) {
    const { body } = await shop.read(id)
    if (done(body)) return body
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a payment confirmed from the chain', () => {
  it('marks the intent paid from the contract event and sends a signed webhook', {
    timeout: 60_000,
  }, async () => {
    const { body: intent } = await shop.create({
      recipient: testAccounts[8]!.address,
      asset: USDC,
      amount: '3.25',
      reference: 'order-2001',
    })
    const buyer = payer(shop.devnet.rpcUrl, testAccounts[6]!)
    const receipt = await buyer.pay(intent)
    expect(receipt.status).toBe('success')

    const paid = await readUntil(intent.id, (read) => read.status === 'paid')
    const block = await buyer.client.getBlock({ blockNumber: receipt.blockNumber })
    expect(paid.payment).toEqual({
      payer: buyer.address.toLowerCase(),
      transactionHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber.toString(),
      tokenIn: intent.onchain.token,
      amountInAtomic: '3250000',
      paidAt: new Date(Number(block.timestamp) * 1000).toISOString(),
    })
    // The kit reads the same.
    expect((await shop.kit<PaymentIntent>(`/v1/payments/${intent.id}`)).body.status).toBe('paid')

    const [delivery] = await receiver.until(1)
    const header = delivery!.headers[PAYMENT_WEBHOOK_SIGNATURE_HEADER] as string
    expect(verifyAirlockWebhook(header, delivery!.body, SECRET)).toBe(true)
    expect(verifyAirlockWebhook(header, delivery!.body, 'whsec_4444444444444444444444444444444')).toBe(false)
    const event = JSON.parse(delivery!.body) as PaymentWebhookEvent
    expect(event).toMatchObject({ type: 'payment.paid', data: { ...paid, status: 'paid' } })
    expect(event.id).toMatch(/^evt_[1-9A-HJ-NP-Za-km-z]{24}$/)

    // Paying again is refused by the contract; the intent stays paid once, its webhook sent once.
    expect(await buyer.payAgainError(intent)).toMatch(/IntentAlreadyPaid/)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await shop.read(intent.id)).body).toEqual(paid)
    expect(receiver.received).toHaveLength(1)
  })

  it('pays the native coin too', { timeout: 60_000 }, async () => {
    const { body: intent } = await shop.create({
      recipient: testAccounts[8]!.address,
      asset: ETH,
      amount: '0.002',
      reference: 'order-2002',
    })
    const buyer = payer(shop.devnet.rpcUrl, testAccounts[6]!)
    await buyer.pay(intent)
    const paid = await readUntil(intent.id, (read) => read.status === 'paid')
    expect(paid.payment?.amountInAtomic).toBe('2000000000000000')
    expect(paid.payment?.tokenIn).toBe('0x0000000000000000000000000000000000000000')
  })

  it('shows an intent expired once its deadline passed on chain unpaid, and announces it', {
    timeout: 60_000,
  }, async () => {
    const { body: intent } = await shop.create({
      recipient: testAccounts[8]!.address,
      asset: USDC,
      amount: '1',
      reference: 'order-2003',
      expiresIn: 60,
    })
    const before = receiver.received.length
    // The chain's clock moves past the deadline: the contract now refuses the intent.
    const rpc = (method: string, params: unknown[]) =>
      fetch(shop.devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    await rpc('evm_increaseTime', [120])
    await rpc('evm_mine', [])
    const buyer = payer(shop.devnet.rpcUrl, testAccounts[6]!)
    expect(await buyer.payAgainError(intent)).toMatch(/IntentExpired/)
    const [, expired] = await Promise.all([
      receiver.until(before + 1),
      readUntil(intent.id, (read) => read.status === 'expired'),
    ])
    expect(expired.payment).toBeUndefined()
    const event = JSON.parse(receiver.received.at(-1)!.body) as PaymentWebhookEvent
    expect(event).toMatchObject({ type: 'payment.expired', data: { id: intent.id, status: 'expired' } })
  })
})
