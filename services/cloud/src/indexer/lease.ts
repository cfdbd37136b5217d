import type { Queryable } from '../db/types.ts'

/** The lease one cloud instance holds to run the indexer (migrations/013_indexer_lease.sql). */
export interface Lease {
  /** What is leased: 'indexer'. */
  name: string
  /** The instance holding it. */
  holder: string
  /** The holder's fencing token: writes made under an older one are refused. */
  fence: number
}

/** The one lease the indexer of every chain runs under. */
export const INDEXER_LEASE = 'indexer'

/**
 * Takes the lease, or renews it when `holder` already has it, for `leaseMs` from now by the database's
 * clock. Returns the lease with its fence, or undefined while another holder's lease runs. The fence grows
 * only when the holder changes, so a renewal keeps it.
 *
 * @example
 * const lease = await acquireLease(db, INDEXER_LEASE, randomUUID(), 15_000)
 * if (lease) startFollowing(lease)
 */
export async function acquireLease(
  db: Queryable,
  name: string,
  holder: string,
  leaseMs: number,
): Promise<Lease | undefined> {
  const [row] = await db.query<{ fence: number }>(
    `insert into indexer_leases (name, holder, fence, expires_at)
     values ($1, $2, 1, now() + make_interval(secs => $3::double precision))
     on conflict (name) do update
       set holder = excluded.holder,
           expires_at = excluded.expires_at,
           fence = indexer_leases.fence + (indexer_leases.holder <> excluded.holder)::int
       where indexer_leases.holder = excluded.holder or indexer_leases.expires_at <= now()
     returning fence`,
    [name, holder, leaseMs / 1000],
  )
  return row ? { name, holder, fence: Number(row.fence) } : undefined
}

/**
 * Ends `holder`'s lease now, so another instance takes over at its next try instead of waiting for it to
 * run out. Does nothing when `holder` no longer has it.
 *
 * @example
 * await releaseLease(db, lease)
 */
export async function releaseLease(db: Queryable, lease: Pick<Lease, 'name' | 'holder'>): Promise<void> {
  await db.query(
    'update indexer_leases set expires_at = now() where name = $1 and holder = $2 and expires_at > now()',
    [lease.name, lease.holder],
  )
}

/**
 * Inside a transaction, before it writes: true while `lease` is still the running one. The row stays
 * share-locked until the transaction ends, so no other instance can take the lease over mid-write; a
 * takeover that came first makes this false, and the stalled writer writes nothing.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   if (!(await holdsLease(tx, lease))) return false
 *   // ... writes
 * })
 */
export async function holdsLease(tx: Queryable, lease: Lease): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from indexer_leases
      where name = $1 and holder = $2 and fence = $3 and expires_at > now()
      for share`,
    [lease.name, lease.holder, lease.fence],
  )
  return rows.length > 0
}
