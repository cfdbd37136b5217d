import type { Queryable } from '../db/types.ts'

export interface HistoryVolume {
  /** CAIP-2 chain the rows are written for. */
  chainId: string
  /** How many transactions, of one transfer each. */
  transactions: number
  /** Lower-case address that sends 1 in 50 of them and receives the token in 1 in 53. */
  account: string
  /** Lower-case ERC-20 the token transfers move (a `tokens` row is not written). */
  token: string
  /** Accounts the rest spread over: 0x00…01 to 0x00…(accounts), default 5,000. */
  accounts?: number
}

/** Seeded account number `n` (1-based) as a lower-case address: 0x000…0n in hex. */
export function seededAccount(n: number): string {
  return `0x${n.toString(16).padStart(40, '0')}`
}

/**
 * Writes a volume of history straight into the indexer's tables, as it would have written them: blocks of
 * 10 transactions, ten seconds apart, 400 days ago (far below a devnet's real blocks and times); half native
 * sends between seeded accounts, half `token` transfers. For the plan tests (plans.test.ts) and
 * bench/cloud-load.ts: volume is what makes PostgreSQL's planner choose as it would in production.
 *
 * @example
 * await seedHistoryVolume(db, { chainId: 'eip155:31337', transactions: 100_000, account, token })
 * await db.query('analyze')
 */
export async function seedHistoryVolume(db: Pick<Queryable, 'query'>, volume: HistoryVolume) {
  const accounts = volume.accounts ?? 5_000
  const count = Math.trunc(volume.transactions)
  const seeded = (expression: string) => `'0x' || lpad(to_hex(${expression}), 40, '0')`
  const sender = `case when i % 50 = 0 then $2 else ${seeded(`i % ${accounts} + 1`)} end`
  const recipient = `case when i % 53 = 0 then $2 else ${seeded(`(i * 7) % ${accounts} + 1`)} end`
  const hash = `'0xfeed' || lpad(to_hex(i), 60, '0')`
  const params = [volume.chainId, volume.account, volume.token]
  await db.query(
    `insert into chain_transactions (chain_id, hash, block_number, tx_index, from_address, to_address,
       contract_address, value, input_selector, status, nonce, mined_at)
     select $1, ${hash}, 10000000 + i / 10, i % 10, ${sender},
       case when i % 2 = 0 then ${recipient} else $3 end, null,
       case when i % 2 = 0 then 10000000000000000 else 0 end,
       case when i % 2 = 0 then null else '0xa9059cbb' end, 'confirmed', i,
       now() - interval '400 days' + (i / 10) * interval '10 seconds'
     from generate_series(1, ${count}) as i`,
    params,
  )
  await db.query(
    `insert into transfers (chain_id, tx_hash, log_index, standard, token_address, from_address, to_address,
       amount, token_id, block_number)
     select $1, ${hash}, case when i % 2 = 0 then -1 else 0 end,
       case when i % 2 = 0 then 'native' else 'erc20' end, case when i % 2 = 0 then null else $3 end,
       ${sender}, ${recipient}, case when i % 2 = 0 then 10000000000000000 else 1000000 end, null,
       10000000 + i / 10
     from generate_series(1, ${count}) as i`,
    params,
  )
}
