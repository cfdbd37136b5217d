import type { Db } from '../db/types.ts'
import { holdsLease, type Lease } from './lease.ts'
import type { BlockRange } from './readBlocks.ts'
import type { TokenMetadata } from './tokenMetadata.ts'

export interface IndexerPosition {
  nextBlock: bigint
  /** Hash of block nextBlock - 1; null before the first batch. */
  lastBlockHash: string | null
}

export interface NewToken extends TokenMetadata {
  address: string
  standard: 'erc20' | 'erc721'
  firstBlock: number
}

/** The chain's position, creating it at block 0 on a fresh database. */
export async function loadPosition(db: Db, chainId: string): Promise<IndexerPosition> {
  const read = () =>
    db.query<{ next_block: number; last_block_hash: string | null }>(
      'select next_block, last_block_hash from indexer_state where chain_id = $1',
      [chainId],
    )
  let [row] = await read()
  if (!row) {
    // The row must exist before the first batch: writeRange locks it to keep instances from racing.
    await db.query('insert into indexer_state (chain_id, next_block) values ($1, 0) on conflict do nothing', [
      chainId,
    ])
    ;[row] = await read()
  }
  return { nextBlock: BigInt(row?.next_block ?? 0), lastBlockHash: row?.last_block_hash ?? null }
}

/** Of these token addresses, the ones without a tokens row yet. */
export async function unknownTokens(db: Db, chainId: string, addresses: readonly string[]) {
  if (addresses.length === 0) return []
  const rows = await db.query<{ address: string }>(
    `select address from tokens
      where chain_id = $1 and address in (select jsonb_array_elements_text($2::jsonb))`,
    [chainId, JSON.stringify(addresses)],
  )
  const known = new Set(rows.map((row) => row.address))
  return addresses.filter((address) => !known.has(address))
}

/**
 * Writes a range and moves the position past it, all in one transaction: a crash anywhere leaves either
 * everything or nothing, and the next run rereads exactly the blocks not committed. Returns false without
 * writing when `lease` is no longer the running one (another instance took over: a stalled ex-holder must
 * not write) or the position is no longer `range.from`; rows are `on conflict do nothing` so even a stale
 * writer could not duplicate them.
 */
export async function writeRange(
  db: Db,
  chainId: string,
  range: BlockRange,
  tokens: readonly NewToken[],
  lease: Lease,
) {
  return db.transaction(async (tx) => {
    if (!(await holdsLease(tx, lease))) return false
    const [state] = await tx.query<{ next_block: number }>(
      'select next_block from indexer_state where chain_id = $1 for update',
      [chainId],
    )
    if (!state || BigInt(state.next_block) !== range.from) return false
    if (tokens.length > 0) {
      await tx.query(
        `insert into tokens (chain_id, address, standard, name, symbol, decimals, first_block)
         select $1, r.address, r.standard, r.name, r.symbol, r.decimals, r.first_block
           from jsonb_to_recordset($2::jsonb)
             as r(address text, standard text, name text, symbol text, decimals integer, first_block bigint)
         on conflict do nothing`,
        [
          chainId,
          JSON.stringify(
            tokens.map((token) => ({
              address: token.address,
              standard: token.standard,
              name: token.name,
              symbol: token.symbol,
              decimals: token.decimals,
              first_block: token.firstBlock,
            })),
          ),
        ],
      )
    }
    if (range.transactions.length > 0) {
      await tx.query(
        `insert into chain_transactions (chain_id, hash, block_number, tx_index, from_address, to_address,
           contract_address, value, input_selector, status, nonce, mined_at)
         select $1, r.hash, r.block_number, r.tx_index, r.from_address, r.to_address, r.contract_address,
           r.value, r.input_selector, r.status, r.nonce, r.mined_at
           from jsonb_to_recordset($2::jsonb)
             as r(hash text, block_number bigint, tx_index integer, from_address text, to_address text,
               contract_address text, value numeric, input_selector text, status text, nonce bigint,
               mined_at timestamptz)
         on conflict do nothing`,
        [chainId, JSON.stringify(range.transactions)],
      )
    }
    if (range.transfers.length > 0) {
      await tx.query(
        `insert into transfers (chain_id, tx_hash, log_index, standard, token_address, from_address,
           to_address, amount, token_id, block_number)
         select $1, r.tx_hash, r.log_index, r.standard, r.token_address, r.from_address, r.to_address,
           r.amount, r.token_id, r.block_number
           from jsonb_to_recordset($2::jsonb)
             as r(tx_hash text, log_index integer, standard text, token_address text, from_address text,
               to_address text, amount numeric, token_id numeric, block_number bigint)
         on conflict do nothing`,
        [chainId, JSON.stringify(range.transfers)],
      )
    }
    await tx.query(
      `update indexer_state set next_block = $2, last_block_hash = $3, updated_at = now()
        where chain_id = $1`,
      [chainId, (range.to + 1n).toString(), range.lastHash],
    )
    return true
  })
}

/**
 * Forgets everything indexed of a chain whose blocks changed under us (a devnet restarted from genesis, a
 * reorganisation past the indexed head), so it is read again from block 0 without stale rows. Returns false
 * without deleting anything when `lease` is no longer the running one.
 */
export async function resetChain(db: Db, chainId: string, lease: Lease) {
  return db.transaction(async (tx) => {
    if (!(await holdsLease(tx, lease))) return false
    await tx.query('select next_block from indexer_state where chain_id = $1 for update', [chainId])
    await tx.query('delete from transfers where chain_id = $1', [chainId])
    await tx.query('delete from chain_transactions where chain_id = $1', [chainId])
    await tx.query('delete from tokens where chain_id = $1', [chainId])
    await tx.query(
      `update indexer_state set next_block = 0, last_block_hash = null, updated_at = now()
        where chain_id = $1`,
      [chainId],
    )
    return true
  })
}
