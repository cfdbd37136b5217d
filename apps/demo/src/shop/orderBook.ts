import type { PaymentWebhookEvent } from '@airlock/protocol/cloud-api'
import type { ShopIntent, ShopOrder } from './shopApi.ts'

/**
 * The body of a delivery whose signature checked out: it comes from the cloud, so its shape is the
 * PaymentWebhookEvent the cloud declares; only a body that is not even JSON of that kind is dropped.
 */
const isPaymentEvent = (value: unknown): value is PaymentWebhookEvent =>
  typeof (value as PaymentWebhookEvent | null)?.id === 'string' &&
  typeof (value as PaymentWebhookEvent).data?.id === 'string'

/**
 * The demo shop's orders, kept by its server for as long as it runs. An order turns paid only from a payment
 * event whose signature the server checked: the page's word is never enough. Events are applied once by id, since
 * the cloud sends the same event again when an answer was lost.
 */
export function createOrderBook() {
  const orders = new Map<string, ShopOrder>()
  const applied = new Set<string>()
  let next = 1001

  return {
    /** A new order's id; the intent is made for it afterwards, with the id as the intent's reference. */
    nextId: () => `order-${next++}`,
    add(id: string, item: string, intent: ShopIntent): ShopOrder {
      const order: ShopOrder = { id, item, status: 'awaiting payment', intent }
      orders.set(id, order)
      return order
    },
    get: (id: string) => orders.get(id),
    /**
     * Applies a verified event; returns the order it changed, or undefined for an event already applied, of
     * another kind, or for an order this shop does not know (still acknowledged, so the cloud stops sending it).
     */
    apply(body: unknown): ShopOrder | undefined {
      if (!isPaymentEvent(body) || applied.has(body.id)) return undefined
      const order = [...orders.values()].find((candidate) => candidate.intent.id === body.data.id)
      if (order?.status !== 'awaiting payment') return undefined
      const payment = body.data.payment
      if (body.type === 'payment.paid' && payment) {
        order.status = 'paid'
        order.payment = { payer: payment.payer, transactionHash: payment.transactionHash }
      } else if (body.type === 'payment.expired') order.status = 'expired'
      else return undefined
      applied.add(body.id)
      return order
    },
  }
}
