/**
 * What the demo's shop page and the demo's own server say to each other (apps/demo/src/server/shop.ts). The
 * server holds the project's secret key and asks the cloud for payment intents; the page only ever sees the
 * intent, which it hands to the kit.
 */

/** POST: a new order (body `{ expiresIn? }`, seconds); answers `{ order }`. */
export const SHOP_ORDERS_PATH = '/api/shop/orders'
/** POST, from the cloud: a signed payment event (airlock-signature header). */
export const SHOP_WEBHOOK_PATH = '/api/shop/webhooks/airlock'

/** The one item the demo shop sells. */
export const SHOP_ITEM = { name: 'Airlock sticker pack', price: '5', symbol: 'USDC' } as const

/**
 * Where an order stands, as the shop's server knows it: `awaiting payment` until the cloud's webhook says the
 * intent was paid (`paid`) or ran out (`expired`). The page never marks an order paid itself.
 */
export type ShopOrderStatus = 'awaiting payment' | 'paid' | 'expired'

/** The intent fields the page hands to `airlock.pay()`. */
export interface ShopIntent {
  id: string
  recipient: string
  asset: string
  amount: string
  expiresAt: string
}

export interface ShopOrder {
  id: string
  item: string
  status: ShopOrderStatus
  intent: ShopIntent
  /** Once paid: the payer and the transaction, from the webhook's event. */
  payment?: { payer: string; transactionHash: string } | undefined
}
