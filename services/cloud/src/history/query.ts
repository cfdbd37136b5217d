import type { Queryable } from '../db/types.ts'
import { transferOrderKeySql } from '../indexer/internalTransfers/logIndexes.ts'
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

/** A transaction of a history page with what the page shows of it. */
export interface HistoryPageRow extends HistoryTransactionRow {
  /** Its transfers `account` is a party to, with their token's metadata, in execution order. */
  transfers: HistoryTransferRow[]
  /** Whether it is an onramp delivery to `account` (a purchase: an onramp order of `account` names this transaction). */
  bought: boolean
  /** Whether it is a sale: `account` sent tokens or coin in it to an off-ramp order's deposit address. */
  sold: boolean
  /** account_versions' version of `account`, read in the same snapshot as the page (a cache stamp). */
  version: string | null
}

/**
 * One page of the transactions `account` took part in (sender, recipient, or party to a transfer), newest
 * first, after `after` when given, each with its transfers, whether it was a purchase or a sale and the account's
 * version: one statement, one round trip. The order (mined_at, chain_id, block_number, tx_index) is total, so pages neither skip nor
 * repeat, and mined_at keeps several chains in one timeline. The page is one range scan of
 * account_activity_page (migration 014) from the cursor on, its transfers and purchases lookups by key: the
 * cost is the page's, not the account's.
 *
 * @example
 * const rows = await queryHistoryPage(db, '0xab…', ['eip155:31337'], undefined, 21)
 */
export async function queryHistoryPage(
  db: Queryable,
  account: string,
  chainIds: readonly string[],
  after: HistoryPosition | undefined,
  limit: number,
): Promise<HistoryPageRow[]> {
  const params: unknown[] = [account, JSON.stringify(chainIds), limit]
  let from = ''
  if (after) {
    params.push(after.minedAt.toISOString(), after.chainId, after.blockNumber, after.txIndex)
    from =
      'and (a.mined_at, a.chain_id, a.block_number, a.tx_index) < ($4::timestamptz, $5::text, $6::bigint, $7::integer)'
  }
  return db.query<HistoryPageRow>(
    `with page as (
       select t.chain_id, t.hash, t.block_number, t.tx_index, t.from_address, t.to_address, t.contract_address,
              t.input_selector, t.status, t.nonce, t.mined_at
         from account_activity a
         join chain_transactions t on t.chain_id = a.chain_id and t.hash = a.hash
        where a.address = $1
          and a.chain_id = any(array(select jsonb_array_elements_text($2::jsonb)))
          ${from}
        order by a.mined_at desc, a.chain_id desc, a.block_number desc, a.tx_index desc
        limit $3
     )
     select page.*,
            coalesce((
              select json_agg(json_build_object(
                       'chain_id', tr.chain_id, 'tx_hash', tr.tx_hash, 'log_index', tr.log_index,
                       'standard', tr.standard, 'token_address', tr.token_address,
                       'from_address', tr.from_address, 'to_address', tr.to_address,
                       'amount', tr.amount::text, 'token_id', tr.token_id::text, 'token_name', tk.name,
                       'token_symbol', tk.symbol, 'token_decimals', tk.decimals)
                     order by ${transferOrderKeySql('tr.log_index')})
                from transfers tr
                left join tokens tk on tk.chain_id = tr.chain_id and tk.address = tr.token_address
               where tr.chain_id = page.chain_id and tr.tx_hash = page.hash
                 and (tr.from_address = $1 or tr.to_address = $1)
            ), '[]'::json) as transfers,
            exists (
              select 1 from onramp_orders o
               where o.chain_id = page.chain_id and o.tx_hash = page.hash and o.address = $1
            ) as bought,
            exists (
              select 1 from offramp_orders o
               where o.chain_id = page.chain_id and o.deposit_from = $1 and o.deposit_tx_hash = page.hash
            ) as sold,
            (select version::text from account_versions where address = $1) as version
       from page
      order by page.mined_at desc, page.chain_id desc, page.block_number desc, page.tx_index desc`,
    params,
  )
}
