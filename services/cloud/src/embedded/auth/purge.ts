import type { Queryable } from '../../db/types.ts'
import { FAILURES_KEPT_DAYS } from './rules.ts'

/** How often the cloud clears what can no longer be used. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes codes and approval links expired for a day (kept that long: the cooldown and support questions read
 * recent ones), expired sessions, and the wrong-code counts of addresses quiet for FAILURES_KEPT_DAYS. Nothing here can be used any more; the tables stay small.
 */
export async function purgeExpired(
  db: Queryable,
): Promise<{ codes: number; approvals: number; sessions: number }> {
  const codes = await db.query(
    `delete from embedded_codes where expires_at < now() - interval '1 day' returning id`,
  )
  const approvals = await db.query(
    `delete from embedded_device_approvals where expires_at < now() - interval '1 day' returning token_hash`,
  )
  const sessions = await db.query(
    'delete from embedded_sessions where expires_at < now() returning token_hash',
  )
  // An address quiet that long starts its count of wrong codes afresh (its last lock ended long before).
  await db.query(`delete from embedded_code_failures where updated_at < now() - make_interval(days => $1)`, [
    FAILURES_KEPT_DAYS,
  ])
  // Social login's states and results are single-use and short-lived: an expired one is of no use.
  await db.query('delete from embedded_social_states where expires_at < now()')
  await db.query('delete from embedded_social_results where expires_at < now()')
  await db.query('delete from embedded_farcaster_channels where expires_at < now()')
  return { codes: codes.length, approvals: approvals.length, sessions: sessions.length }
}
