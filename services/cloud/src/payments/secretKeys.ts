import { createHash } from 'node:crypto'
import type { Queryable } from '../db/types.ts'
import { randomBase58 } from './ids.ts'

/** How a secret key starts: `sk_`, then 43 random base58 characters (about 250 bits). */
export const SECRET_KEY_PREFIX = 'sk_'
/** The characters of a key kept in clear to name it (`list`, `revoke-secret-key`): sk_ and 8 more. */
const SHOWN_LENGTH = SECRET_KEY_PREFIX.length + 8

export interface SecretKeyInfo {
  /** The key's first characters, e.g. sk_4fQz9Kpa: enough to tell keys apart, useless to call with. */
  prefix: string
  projectId: string
  createdAt: Date
  revokedAt: Date | undefined
}

/**
 * SHA-256 of the key. The key is random and long, so no dictionary or brute force reaches it through its hash:
 * a slow password hash would only slow every request down.
 */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex')

/** Makes a key for `projectId` and returns it: the only time it is seen, since only its hash is stored. */
export async function issueSecretKey(db: Queryable, projectId: string): Promise<string> {
  const key = `${SECRET_KEY_PREFIX}${randomBase58(43)}`
  await db.query('insert into payment_secret_keys (prefix, project_id, key_hash) values ($1, $2, $3)', [
    key.slice(0, SHOWN_LENGTH),
    projectId,
    hashOf(key),
  ])
  return key
}

/** Revokes the key that starts with `prefix` (sk_ and its next 8 characters); false when there is none. */
export async function revokeSecretKey(db: Queryable, prefix: string): Promise<boolean> {
  const rows = await db.query(
    `update payment_secret_keys set revoked_at = coalesce(revoked_at, now()) where prefix = $1 returning 1`,
    [prefix.slice(0, SHOWN_LENGTH)],
  )
  return rows.length > 0
}

/** The keys of a project, or of every project, oldest first. */
export async function listSecretKeys(db: Queryable, projectId?: string): Promise<SecretKeyInfo[]> {
  const rows = await db.query<{
    prefix: string
    project_id: string
    created_at: Date
    revoked_at: Date | null
  }>(
    `select prefix, project_id, created_at, revoked_at from payment_secret_keys
      where $1::text is null or project_id = $1 order by created_at, prefix`,
    [projectId ?? null],
  )
  return rows.map((row) => ({
    prefix: row.prefix,
    projectId: row.project_id,
    createdAt: row.created_at,
    revokedAt: row.revoked_at ?? undefined,
  }))
}

/** The project a key belongs to, or undefined for an unknown or revoked key. */
export async function projectOfSecretKey(db: Queryable, key: string): Promise<string | undefined> {
  if (!key.startsWith(SECRET_KEY_PREFIX)) return undefined
  const [row] = await db.query<{ project_id: string }>(
    'select project_id from payment_secret_keys where key_hash = $1 and revoked_at is null',
    [hashOf(key)],
  )
  return row?.project_id
}
