import type { OffRampOrderStatus, OffRampQuote } from '@airlock/protocol/cloud-api'
import type { Address, Hex } from 'viem'
import { orderTable } from '../db/orderTable.ts'
import type { Queryable } from '../db/types.ts'

/** A quote as stored: the answer the kit got, and what an order needs of it to watch its deposit. */
export interface StoredQuote {
  id: string
  projectId: string
  provider: string
  chainId: string
  asset: 'native' | Address
  amountAtomic: bigint
  quote: OffRampQuote
  expiresAt: Date
}

export interface StoredOrder {
  id: string
  projectId: string
  provider: string
  status: OffRampOrderStatus
  quote: OffRampQuote
  chainId: string
  asset: 'native' | Address
  amountAtomic: bigint
  fromAddress: Address
  bank: { type: 'iban' | 'us'; holderName: string; masked: string }
  depositAddress: Address | null
  deposit: { txHash: Hex; token: 'native' | Address; from: Address; amount: bigint } | null
  payout: { reference: string; paidAt: Date } | null
  refundReason: string | null
  refundRawTx: Hex | null
  refundTxHash: Hex | null
  createdAt: Date
  updatedAt: Date
  expiresAt: Date
}

interface OrderRow {
  id: string
  project_id: string
  provider: string
  status: OffRampOrderStatus
  quote: OffRampQuote
  chain_id: string
  asset: string
  amount_atomic: string
  from_address: string
  bank_type: 'iban' | 'us'
  bank_holder: string
  bank_masked: string
  deposit_address: string | null
  deposit_tx_hash: string | null
  deposit_token: string | null
  deposit_from: string | null
  deposit_amount: string | null
  payout_reference: string | null
  paid_at: Date | null
  refund_reason: string | null
  refund_raw_tx: string | null
  refund_tx_hash: string | null
  created_at: Date
  updated_at: Date
  expires_at: Date
}

// numeric comes back as a string from both drivers; ::text keeps it so.
const ORDER_COLUMNS = `id, project_id, provider, status, quote, chain_id, asset, amount_atomic::text as amount_atomic,
  from_address, bank_type, bank_holder, bank_masked, deposit_address, deposit_tx_hash, deposit_token, deposit_from,
  deposit_amount::text as deposit_amount, payout_reference, paid_at, refund_reason, refund_raw_tx, refund_tx_hash,
  created_at, updated_at, expires_at`

function orderOf(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    projectId: row.project_id,
    provider: row.provider,
    status: row.status,
    quote: row.quote,
    chainId: row.chain_id,
    asset: row.asset as StoredOrder['asset'],
    amountAtomic: BigInt(row.amount_atomic),
    fromAddress: row.from_address as Address,
    bank: { type: row.bank_type, holderName: row.bank_holder, masked: row.bank_masked },
    depositAddress: row.deposit_address as Address | null,
    deposit: row.deposit_tx_hash
      ? {
          txHash: row.deposit_tx_hash as Hex,
          token: row.deposit_token as 'native' | Address,
          from: row.deposit_from as Address,
          amount: BigInt(row.deposit_amount ?? '0'),
        }
      : null,
    payout:
      row.payout_reference && row.paid_at ? { reference: row.payout_reference, paidAt: row.paid_at } : null,
    refundReason: row.refund_reason,
    refundRawTx: row.refund_raw_tx as Hex | null,
    refundTxHash: row.refund_tx_hash as Hex | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
  }
}

export async function insertQuote(db: Queryable, quote: StoredQuote): Promise<void> {
  await db.query(
    `insert into offramp_quotes (id, project_id, provider, chain_id, asset, amount_atomic, quote, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      quote.id,
      quote.projectId,
      quote.provider,
      quote.chainId,
      quote.asset,
      quote.amountAtomic.toString(),
      JSON.stringify(quote.quote),
      quote.expiresAt.toISOString(),
    ],
  )
}

export async function findQuote(db: Queryable, id: string): Promise<StoredQuote | undefined> {
  const [row] = await db.query<{
    id: string
    project_id: string
    provider: string
    chain_id: string
    asset: string
    amount_atomic: string
    quote: OffRampQuote
    expires_at: Date
  }>(
    `select id, project_id, provider, chain_id, asset, amount_atomic::text as amount_atomic, quote, expires_at
       from offramp_quotes where id = $1`,
    [id],
  )
  if (!row) return undefined
  return {
    id: row.id,
    projectId: row.project_id,
    provider: row.provider,
    chainId: row.chain_id,
    asset: row.asset as StoredQuote['asset'],
    amountAtomic: BigInt(row.amount_atomic),
    quote: row.quote,
    expiresAt: row.expires_at,
  }
}

/** Quotes expired a day ago are of no use to anyone: dropped on start so the table stays small. */
export async function deleteExpiredQuotes(db: Queryable): Promise<void> {
  await db.query(`delete from offramp_quotes where expires_at < now() - interval '1 day'`)
}

export interface NewOrder {
  id: string
  projectId: string
  quote: StoredQuote
  fromAddress: Address
  bank: StoredOrder['bank']
  expiresAt: Date
}

export async function insertOrder(db: Queryable, order: NewOrder): Promise<StoredOrder> {
  const [row] = await db.query<OrderRow>(
    `insert into offramp_orders (id, project_id, provider, status, quote, chain_id, asset, amount_atomic,
       from_address, bank_type, bank_holder, bank_masked, expires_at)
     values ($1, $2, $3, 'created', $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning ${ORDER_COLUMNS}`,
    [
      order.id,
      order.projectId,
      order.quote.provider,
      JSON.stringify(order.quote.quote),
      order.quote.chainId,
      order.quote.asset,
      order.quote.amountAtomic.toString(),
      order.fromAddress.toLowerCase(),
      order.bank.type,
      order.bank.holderName,
      order.bank.masked,
      order.expiresAt.toISOString(),
    ],
  )
  return orderOf(row as OrderRow)
}

const orders = orderTable<OrderRow, StoredOrder>('offramp_orders', ORDER_COLUMNS, orderOf)

/** The order with this id, if there is one. */
export const findOrder = orders.find

/**
 * Moves an order on only from the state the caller saw: `where` names it, so of two passes racing one
 * changes the order and the other changes nothing. Answers the changed order.
 */
export const updateOrder = orders.update

/**
 * Orders whose deposit address is watched: awaiting their deposit, or expired within `lateMs` (a deposit
 * that still comes is refunded), oldest first.
 */
export async function watchedOrders(db: Queryable, lateMs: number): Promise<StoredOrder[]> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from offramp_orders
      where status in ('awaiting_deposit', 'expired') and deposit_address is not null and expires_at > $1
      order by created_at`,
    [new Date(Date.now() - lateMs).toISOString()],
  )
  return rows.map(orderOf)
}

/** Orders in `statuses` on any chain, oldest first. */
export async function ordersIn(
  db: Queryable,
  statuses: readonly OffRampOrderStatus[],
  limit = 100,
): Promise<StoredOrder[]> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from offramp_orders
      where status = any(array(select jsonb_array_elements_text($1::jsonb))) order by created_at limit $2`,
    [JSON.stringify(statuses), limit],
  )
  return rows.map(orderOf)
}
