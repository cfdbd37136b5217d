import type { Queryable } from '../db/types.ts'

export interface StoredAttestation {
  origin: string
  isScam: boolean
}

/**
 * Records that `origin` asked to attest each of `ids` until `expiresAt`. While a record is live, the first
 * origin keeps it: the same origin asking again only extends it, another origin cannot take it over (the JWT
 * it gets states its own origin anyway). Expired records are removed on the way.
 */
export async function saveAttestation(
  db: Queryable,
  ids: readonly string[],
  origin: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.query('delete from verify_attestations where expires_at <= $1', [now])
  for (const id of new Set(ids)) {
    await db.query(
      `insert into verify_attestations (id, origin, is_scam, expires_at) values ($1, $2, false, $3)
       on conflict (id) do update set origin = excluded.origin, is_scam = excluded.is_scam,
         expires_at = excluded.expires_at
       where verify_attestations.expires_at <= $4 or verify_attestations.origin = excluded.origin`,
      [id, origin, expiresAt, now],
    )
  }
}

/** The live record of `id`, or undefined when there is none or it expired. */
export async function findAttestation(
  db: Queryable,
  id: string,
  now: Date,
): Promise<StoredAttestation | undefined> {
  const [row] = await db.query<{ origin: string; is_scam: boolean }>(
    'select origin, is_scam from verify_attestations where id = $1 and expires_at > $2',
    [id, now],
  )
  return row ? { origin: row.origin, isScam: row.is_scam } : undefined
}
