import type { Queryable } from '../db/types.ts'
import { transferOrderKeySql } from '../indexer/internalTransfers.ts'
import type { TransferRow } from '../indexer/readBlocks.ts'
import type { HistoryPosition } from './cursor.ts'

export interface HistoryTransactionRow {
  chain_id: string
  hash: string
  block_number: number
  tx_index: number
  from_address: string
  to_address: string | null
  contract_address: string | null
  input_selector: string | null
  status: 'confirmed' | 'failed'
  nonce: number
  mined_at: Date
}

/** A transfer as the indexer stored it, with its token's metadata joined in. */
export interface HistoryTransferRow extends Omit<TransferRow, 'block_number'> {
  chain_id: string
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
}

/**
 * One page of the transactions `account` took part in (sender, recipient, or party to a transfer), newest
 * first, after `after` when given. The order (mined_at, chain_id, block_number, tx_index) is total, so pages
 * neither skip nor repeat, and mined_at keeps several chains in one timeline.
 */
export async function queryTransactions(
  db: Queryable,
  account: string,
  chainIds: readonly string[],
  after: HistoryPosition | undefined,
  limit: number,
): Promise<HistoryTransactionRow[]> {
  const params: unknown[] = [account, JSON.stringify(chainIds), limit]
  let page = ''
  if (after) {
    params.push(after.minedAt.toISOString(), after.chainId, after.blockNumber, after.txIndex)
    page =
      'and (t.mined_at, t.chain_id, t.block_number, t.tx_index) < ($4::timestamptz, $5::text, $6::bigint, $7::integer)'
  }
  return db.query<HistoryTransactionRow>(
    `with chains as (select jsonb_array_elements_text($2::jsonb) as chain_id),
     involved as (
       select chain_id, hash from chain_transactions
        where from_address = $1 and chain_id in (select chain_id from chains)
       union
       select chain_id, hash from chain_transactions
        where to_address = $1 and chain_id in (select chain_id from chains)
       union
       select chain_id, tx_hash from transfers
        where from_address = $1 and chain_id in (select chain_id from chains)
       union
       select chain_id, tx_hash from transfers
        where to_address = $1 and chain_id in (select chain_id from chains)
     )
     select t.chain_id, t.hash, t.block_number, t.tx_index, t.from_address, t.to_address, t.contract_address,
            t.input_selector, t.status, t.nonce, t.mined_at
       from chain_transactions t
       join involved i on i.chain_id = t.chain_id and i.hash = t.hash
      where true ${page}
      order by t.mined_at desc, t.chain_id desc, t.block_number desc, t.tx_index desc
      limit $3`,
    params,
  )
}

/**
 * The transfers of these transactions that `account` is a party to, with their token's metadata, each
 * transaction's in execution order (its own value first; ether sent by contracts where it happened among the
 * logs).
 */
export async function queryTransfers(
  db: Queryable,
  account: string,
  transactions: readonly Pick<HistoryTransactionRow, 'chain_id' | 'hash'>[],
): Promise<HistoryTransferRow[]> {
  if (transactions.length === 0) return []
  const keys = transactions.map(({ chain_id, hash }) => ({ chain_id, hash }))
  return db.query<HistoryTransferRow>(
    `select tr.chain_id, tr.tx_hash, tr.log_index, tr.standard, tr.token_address, tr.from_address,
            tr.to_address, tr.amount::text as amount, tr.token_id::text as token_id,
            tk.name as token_name, tk.symbol as token_symbol, tk.decimals as token_decimals
       from jsonb_to_recordset($2::jsonb) as p(chain_id text, hash text)
       join transfers tr on tr.chain_id = p.chain_id and tr.tx_hash = p.hash
       left join tokens tk on tk.chain_id = tr.chain_id and tk.address = tr.token_address
      where tr.from_address = $1 or tr.to_address = $1
      order by tr.chain_id, tr.tx_hash, ${transferOrderKeySql('tr.log_index')}`,
    [account, JSON.stringify(keys)],
  )
}
