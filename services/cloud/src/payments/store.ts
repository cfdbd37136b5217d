import type { CaipNetworkId, PaymentIntent, PaymentStatus } from '@airlock/protocol/cloud-api'
import type { Queryable } from '../db/types.ts'

/** A payment intent as stored (migrations/017_payments.sql). */
export interface IntentRow {
  id: string
  project_id: string
  status: PaymentStatus
  network: string
  contract: string
  onchain_id: string
  recipient: string
  asset: string
  token: string
  symbol: string
  decimals: number
  amount: string
  amount_atomic: string
  reference: string
  signature: string
  created_at: Date
  expires_at: Date
  payer: string | null
  transaction_hash: string | null
  block_number: number | string | null
  token_in: string | null
  amount_in: string | null
  paid_at: Date | null
}

export type NewIntent = Omit<
  IntentRow,
  | 'status'
  | 'created_at'
  | 'payer'
  | 'transaction_hash'
  | 'block_number'
  | 'token_in'
  | 'amount_in'
  | 'paid_at'
>

const COLUMNS = `id, project_id, status, network, contract, onchain_id, recipient, asset, token, symbol, decimals,
  amount, amount_atomic::text as amount_atomic, reference, signature, created_at, expires_at, payer,
  transaction_hash, block_number, token_in, amount_in::text as amount_in, paid_at`

export async function insertIntent(db: Queryable, intent: NewIntent): Promise<IntentRow> {
  const [row] = await db.query<IntentRow>(
    `insert into payment_intents (id, project_id, status, network, contract, onchain_id, recipient, asset, token,
       symbol, decimals, amount, amount_atomic, reference, signature, expires_at)
     values ($1, $2, 'created', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13, $14, $15)
     returning ${COLUMNS}`,
    [
      intent.id,
      intent.project_id,
      intent.network,
      intent.contract,
      intent.onchain_id,
      intent.recipient,
      intent.asset,
      intent.token,
      intent.symbol,
      intent.decimals,
      intent.amount,
      intent.amount_atomic,
      intent.reference,
      intent.signature,
      intent.expires_at,
    ],
  )
  return row!
}

/** The project's intent with this id; another project's is not found, as an unknown id. */
export async function intentOf(db: Queryable, projectId: string, id: string): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    `select ${COLUMNS} from payment_intents where id = $1 and project_id = $2`,
    [id, projectId],
  )
  return row
}

/** What the contract's PaymentReceived event says happened. */
export interface ReceivedPayment {
  onchainId: string
  payer: string
  recipient: string
  token: string
  amount: bigint
  tokenIn: string
  amountIn: bigint
  transactionHash: string
  blockNumber: bigint
  blockTime: Date
}

/**
 * Marks the intent the event names paid, when the event pays exactly what the intent asked (recipient, token,
 * amount, through the intent's contract). Returns the paid intent, or undefined when no unpaid intent
 * matches: an unknown id, a mismatch, or one already marked (a log read again changes nothing). An intent
 * already marked expired is paid all the same: the contract took the payment before the deadline, so the
 * money was received.
 */
export async function markPaid(
  db: Queryable,
  contract: string,
  network: string,
  payment: ReceivedPayment,
): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    `update payment_intents
        set status = 'paid', payer = $6, transaction_hash = $7, block_number = $8, token_in = $9,
            amount_in = $10::numeric, paid_at = $11
      where onchain_id = $1 and network = $2 and contract = $3 and recipient = $4 and token = $5
        and amount_atomic = $12::numeric and status <> 'paid'
      returning ${COLUMNS}`,
    [
      payment.onchainId.toLowerCase(),
      network,
      contract.toLowerCase(),
      payment.recipient.toLowerCase(),
      payment.token.toLowerCase(),
      payment.payer.toLowerCase(),
      payment.transactionHash,
      payment.blockNumber.toString(),
      payment.tokenIn.toLowerCase(),
      payment.amountIn.toString(),
      payment.blockTime,
      payment.amount.toString(),
    ],
  )
  return row
}

/**
 * Marks expired the unpaid intents of one contract whose deadline is before `chainTime`: the time of a block
 * every payment up to which has been read. Later blocks are later still, so the contract refuses them.
 */
export async function expireIntents(
  db: Queryable,
  network: string,
  contract: string,
  chainTime: Date,
): Promise<IntentRow[]> {
  return db.query<IntentRow>(
    `update payment_intents set status = 'expired'
      where status = 'created' and network = $1 and contract = $2 and expires_at < $3
      returning ${COLUMNS}`,
    [network, contract.toLowerCase(), chainTime],
  )
}

/** The intent as the API shows it. Unpaid past its expiry it reads expired, before the watcher records it. */
export function presentIntent(row: IntentRow, now = new Date()): PaymentIntent {
  const status = row.status === 'created' && row.expires_at < now ? 'expired' : row.status
  return {
    id: row.id,
    projectId: row.project_id,
    status,
    network: row.network as CaipNetworkId,
    recipient: row.recipient,
    asset: row.asset,
    symbol: row.symbol,
    decimals: row.decimals,
    amount: row.amount,
    amountAtomic: row.amount_atomic,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    onchain: {
      contract: row.contract,
      id: row.onchain_id,
      recipient: row.recipient,
      token: row.token,
      amount: row.amount_atomic,
      deadline: String(Math.floor(row.expires_at.getTime() / 1000)),
      signature: row.signature,
    },
    ...(row.status === 'paid'
      ? {
          payment: {
            payer: row.payer!,
            transactionHash: row.transaction_hash!,
            blockNumber: String(row.block_number),
            tokenIn: row.token_in!,
            amountInAtomic: row.amount_in!,
            paidAt: row.paid_at!.toISOString(),
          },
        }
      : {}),
  }
}
