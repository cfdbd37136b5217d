import type { OnRampOrderStatus, PaymentMethodId } from '@airlock/protocol/cloud-api'
import type { Address, Hex } from 'viem'
import { orderTable } from '../db/orderTable.ts'
import type { Queryable } from '../db/types.ts'

/** A priced purchase: what a quote promises and an order carries. */
export interface Pricing {
  provider: string
  chainId: string
  asset: 'native' | Address
  symbol: string
  decimals: number
  paymentCurrency: string
  paymentMethod: PaymentMethodId
  totalCents: bigint
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  purchaseAmount: bigint
}

export interface StoredQuote extends Pricing {
  id: string
  projectId: string
  expiresAt: Date
}

export interface StoredOrder extends Omit<Pricing, 'paymentMethod'> {
  id: string
  projectId: string
  status: OnRampOrderStatus
  address: Address
  partnerUserId: string | null
  /** The method paid with (null until paid), else the one the checkout opens with. */
  paymentMethod: PaymentMethodId | null
  quoteId: string | null
  awaitingConfirmation: boolean
  settleAt: Date | null
  failureReason: string | null
  treasury: Address | null
  nonce: number | null
  rawTx: Hex | null
  txHash: Hex | null
  createdAt: Date
  updatedAt: Date
}

interface PricingRow {
  provider: string
  chain_id: string
  asset: string
  symbol: string
  decimals: number
  payment_currency: string
  payment_method: string | null
  total_cents: number | string
  provider_fee_cents: number | string
  network_fee_cents: number | string
  subtotal_cents: number | string
  purchase_amount: string
}

const pricingOf = (row: PricingRow) => ({
  provider: row.provider,
  chainId: row.chain_id,
  asset: row.asset as Pricing['asset'],
  symbol: row.symbol,
  decimals: row.decimals,
  paymentCurrency: row.payment_currency,
  totalCents: BigInt(row.total_cents),
  providerFeeCents: BigInt(row.provider_fee_cents),
  networkFeeCents: BigInt(row.network_fee_cents),
  subtotalCents: BigInt(row.subtotal_cents),
  purchaseAmount: BigInt(row.purchase_amount),
})

const pricingValues = (pricing: Omit<Pricing, 'paymentMethod'>) => [
  pricing.provider,
  pricing.chainId,
  pricing.asset,
  pricing.symbol,
  pricing.decimals,
  pricing.paymentCurrency,
  pricing.totalCents.toString(),
  pricing.providerFeeCents.toString(),
  pricing.networkFeeCents.toString(),
  pricing.subtotalCents.toString(),
  pricing.purchaseAmount.toString(),
]

// numeric comes back as a string from both drivers; ::text keeps it so for purchase_amount.
const ORDER_COLUMNS = `id, project_id, provider, status, chain_id, address, partner_user_id, asset, symbol, decimals,
  payment_currency, payment_method, quote_id, total_cents, provider_fee_cents, network_fee_cents, subtotal_cents,
  purchase_amount::text as purchase_amount, awaiting_confirmation, settle_at, failure_reason, treasury, nonce,
  raw_tx, tx_hash, created_at, updated_at`

export interface OrderRow extends PricingRow {
  id: string
  project_id: string
  status: OnRampOrderStatus
  address: string
  partner_user_id: string | null
  quote_id: string | null
  awaiting_confirmation: boolean
  settle_at: Date | null
  failure_reason: string | null
  treasury: string | null
  nonce: number | string | null
  raw_tx: string | null
  tx_hash: string | null
  created_at: Date
  updated_at: Date
}

export function orderOf(row: OrderRow): StoredOrder {
  return {
    ...pricingOf(row),
    id: row.id,
    projectId: row.project_id,
    status: row.status,
    address: row.address as Address,
    partnerUserId: row.partner_user_id,
    paymentMethod: row.payment_method as PaymentMethodId | null,
    quoteId: row.quote_id,
    awaitingConfirmation: row.awaiting_confirmation,
    settleAt: row.settle_at,
    failureReason: row.failure_reason,
    treasury: row.treasury as Address | null,
    nonce: row.nonce === null ? null : Number(row.nonce),
    rawTx: row.raw_tx as Hex | null,
    txHash: row.tx_hash as Hex | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function insertQuote(db: Queryable, quote: StoredQuote): Promise<void> {
  await db.query(
    `insert into onramp_quotes (provider, chain_id, asset, symbol, decimals, payment_currency, total_cents,
       provider_fee_cents, network_fee_cents, subtotal_cents, purchase_amount, id, project_id, payment_method,
       expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [...pricingValues(quote), quote.id, quote.projectId, quote.paymentMethod, quote.expiresAt.toISOString()],
  )
}

export async function findQuote(db: Queryable, id: string): Promise<StoredQuote | undefined> {
  const [row] = await db.query<PricingRow & { id: string; project_id: string; expires_at: Date }>(
    `select id, project_id, provider, chain_id, asset, symbol, decimals, payment_currency, payment_method,
            total_cents, provider_fee_cents, network_fee_cents, subtotal_cents,
            purchase_amount::text as purchase_amount, expires_at
       from onramp_quotes where id = $1`,
    [id],
  )
  if (!row) return undefined
  return {
    ...pricingOf(row),
    paymentMethod: row.payment_method as PaymentMethodId,
    id: row.id,
    projectId: row.project_id,
    expiresAt: row.expires_at,
  }
}

/** Expired quotes are of no use to anyone: dropped now and then so the table stays small. */
export async function deleteExpiredQuotes(db: Queryable): Promise<void> {
  await db.query(`delete from onramp_quotes where expires_at < now() - interval '1 day'`)
}

export interface NewOrder extends Omit<Pricing, 'paymentMethod'> {
  id: string
  projectId: string
  address: Address
  partnerUserId: string | null
  paymentMethod: PaymentMethodId | null
  quoteId: string | null
}

/** Creates the order unless one with its id exists; answers the one stored either way. */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<StoredOrder> {
  await db.query(
    `insert into onramp_orders (provider, chain_id, asset, symbol, decimals, payment_currency, total_cents,
       provider_fee_cents, network_fee_cents, subtotal_cents, purchase_amount, id, project_id, address,
       partner_user_id, payment_method, quote_id, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'created')
     on conflict (id) do nothing`,
    [
      ...pricingValues(order),
      order.id,
      order.projectId,
      order.address.toLowerCase(),
      order.partnerUserId,
      order.paymentMethod,
      order.quoteId,
    ],
  )
  return (await findOrder(db, order.id)) as StoredOrder
}

const orders = orderTable<OrderRow, StoredOrder>('onramp_orders', ORDER_COLUMNS, orderOf)

/** The order with this id, if there is one. */
export const findOrder = orders.find

/**
 * Moves an order on only from the state the caller saw: `where` names it (status, confirmation step), so of
 * two requests racing, one changes the order and the other changes nothing. Answers the changed order.
 */
export const updateOrder = orders.update

/** A new quote on an order not paid yet (the visitor changed the amount). */
export function repriceOrder(db: Queryable, id: string, pricing: Pricing, quoteId: string) {
  return updateOrder(
    db,
    id,
    `status = 'created' and not awaiting_confirmation`,
    `total_cents = $2, provider_fee_cents = $3, network_fee_cents = $4, subtotal_cents = $5,
     purchase_amount = $6, quote_id = $7`,
    [
      pricing.totalCents.toString(),
      pricing.providerFeeCents.toString(),
      pricing.networkFeeCents.toString(),
      pricing.subtotalCents.toString(),
      pricing.purchaseAmount.toString(),
      quoteId,
    ],
  )
}

/** Pending orders whose payment has settled, oldest first. */
export async function dueOrders(db: Queryable, limit: number): Promise<StoredOrder[]> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from onramp_orders
      where status = 'pending' and settle_at <= now() order by settle_at limit $1`,
    [limit],
  )
  return rows.map(orderOf)
}

/** Milliseconds until the next pending order settles; undefined when none waits. */
export async function nextSettlement(db: Queryable): Promise<number | undefined> {
  const [row] = await db.query<{ wait_ms: number | string | null }>(
    `select extract(epoch from (min(settle_at) - now())) * 1000 as wait_ms
       from onramp_orders where status = 'pending'`,
  )
  return row?.wait_ms === null || row?.wait_ms === undefined ? undefined : Math.max(0, Number(row.wait_ms))
}

/** An account's purchases (paid orders), newest first, after the (createdAt, id) position when given. */
export async function accountOrders(
  db: Queryable,
  filter: { projectId: string; address: string; chainIds: readonly string[]; provider?: string },
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<StoredOrder[]> {
  const params: unknown[] = [filter.projectId, filter.address, JSON.stringify(filter.chainIds), limit]
  let extra = ''
  if (filter.provider !== undefined) {
    params.push(filter.provider)
    extra += ` and provider = $${params.length}`
  }
  if (after) {
    params.push(after.createdAt.toISOString(), after.id)
    extra += ` and (created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::text)`
  }
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from onramp_orders
      where project_id = $1 and address = $2 and status <> 'created'
        and chain_id in (select jsonb_array_elements_text($3::jsonb)) ${extra}
      order by created_at desc, id desc limit $4`,
    params,
  )
  return rows.map(orderOf)
}
