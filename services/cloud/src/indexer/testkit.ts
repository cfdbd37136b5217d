import type { PublicClient } from 'viem'
import type { Db } from '../db/types.ts'

/** The devnet's chain, as the indexer tests configure it. */
export const CHAIN = 'eip155:31337'
/** The indexer tests' polling interval: new blocks are picked up at once. */
export const POLL_MS = 30
/**
 * Indexing the devnet from block 0 traces its setup's liquidity and swap transactions (struct logs, about
 * 3 s on a busy machine; later indexes in the process reuse the traces): waits for a fresh index get longer
 * than waitForIndexed's default.
 */
export const FROM_GENESIS_MS = 45_000

/** `select count(*) from <sql>`. */
export async function count(db: Db, sql: string, params: unknown[] = []) {
  const [row] = await db.query<{ n: number }>(`select count(*) as n from ${sql}`, params)
  return row!.n
}

/** Transactions per block on the node, blocks 0..head. */
export async function chainTransactionCounts(client: PublicClient, head: bigint) {
  const counts: number[] = []
  for (let n = 0n; n <= head; n++) {
    counts.push((await client.getBlock({ blockNumber: n })).transactions.length)
  }
  return counts
}

/** Transactions per block in the index, blocks 0..head: equal to chainTransactionCounts once caught up. */
export async function indexedTransactionCounts(db: Db, head: bigint) {
  const rows = await db.query<{ block_number: number; n: number }>(
    `select block_number, count(*) as n from chain_transactions
      where chain_id = $1 and block_number <= $2 group by block_number`,
    [CHAIN, Number(head)],
  )
  const counts = Array.from({ length: Number(head) + 1 }, () => 0)
  for (const row of rows) counts[row.block_number] = row.n
  return counts
}
