import { useAirlockPay } from '@airlock/react'
import { useEffect, useState } from 'react'
import './shop.css'
import { SHOP_ITEM, SHOP_ORDERS_PATH, type ShopOrder } from './shopApi.ts'

/** How often the page asks the shop's server whether the webhook has marked the order paid. */
const ORDER_POLL_MS = 1_000

type Step = 'idle' | 'ordering' | 'paying'

const messageOf = (error: unknown) =>
  (error as { shortMessage?: string } | null)?.shortMessage ??
  (error instanceof Error ? error.message : String(error))

async function readOrder(response: Response): Promise<ShopOrder> {
  const body = (await response.json().catch(() => ({}))) as { order?: ShopOrder; error?: string }
  if (!response.ok || !body.order) throw new Error(body.error ?? `The shop answered ${response.status}`)
  return body.order
}

/**
 * A small shop on the demo page: "Pay 5 USDC" asks the demo's own server for an order (the server creates the
 * payment intent with the project's secret key), hands the intent to the kit's Pay view, then shows the order as
 * the server knows it: paid only once the cloud's signed webhook reached the server, not when the kit said so.
 */
export function Shop() {
  const { enabled, pay } = useAirlockPay()
  const [order, setOrder] = useState<ShopOrder>()
  const [step, setStep] = useState<Step>('idle')
  const [error, setError] = useState<string>()

  // Follows the order while it waits for its webhook; stops once paid or expired.
  useEffect(() => {
    if (order?.status !== 'awaiting payment') return
    const timer = setInterval(() => {
      fetch(`${SHOP_ORDERS_PATH}/${encodeURIComponent(order.id)}`)
        .then(readOrder)
        .then((latest) => {
          if (latest.status !== 'awaiting payment') setOrder(latest)
        })
        .catch(() => {})
    }, ORDER_POLL_MS)
    return () => clearInterval(timer)
  }, [order])

  if (!enabled) return null

  async function placeOrder() {
    setStep('ordering')
    const placed = await fetch(SHOP_ORDERS_PATH, { method: 'POST', body: '{}' }).then(readOrder)
    setOrder(placed)
    return placed
  }

  async function checkout() {
    setError(undefined)
    try {
      // An order still waiting (its payment cancelled) is paid again, not duplicated.
      const current = order?.status === 'awaiting payment' ? order : await placeOrder()
      setStep('paying')
      const { intent } = current
      await pay({
        recipient: intent.recipient,
        amount: intent.amount,
        asset: intent.asset,
        reference: intent.id,
      })
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setStep('idle')
    }
  }

  return (
    <section className="panel shop" aria-label="Shop">
      <h2 className="panel-title">Shop</h2>
      <div className="shop-item">
        <span className="shop-art" aria-hidden="true" />
        <div>
          <p className="shop-name">{SHOP_ITEM.name}</p>
          <p className="muted">
            {SHOP_ITEM.price} {SHOP_ITEM.symbol} · paid through the kit, confirmed by the shop's server
          </p>
        </div>
        <div className="buttons">
          <button type="button" disabled={step !== 'idle'} onClick={() => void checkout()}>
            {step === 'ordering'
              ? 'Placing the order…'
              : step === 'paying'
                ? 'Paying…'
                : `Pay ${SHOP_ITEM.price} ${SHOP_ITEM.symbol}`}
          </button>
        </div>
      </div>
      {order && (
        <p className="output" data-testid="shop-order" data-status={order.status}>
          <span className="muted">Order </span>
          <span className="mono">{order.id}</span>
          <span className="muted">: </span>
          {order.status === 'paid'
            ? `paid, the shop's server got the webhook (transaction ${order.payment?.transactionHash.slice(0, 10)}…)`
            : order.status === 'expired'
              ? 'expired unpaid'
              : 'awaiting payment'}
        </p>
      )}
      {error && (
        <p className="output error" role="alert">
          <span className="mono" data-testid="shop-error">
            {error}
          </span>
        </p>
      )}
    </section>
  )
}
