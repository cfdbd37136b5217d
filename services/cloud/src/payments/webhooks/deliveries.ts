import type { Queryable } from '../../db/types.ts'

export interface DueDelivery {
  id: string
  projectId: string
  body: string
  /** Attempts made before this one. */
  attempts: number
}

/**
 * Takes up to `limit` deliveries that are due, for this instance alone: their next attempt moves `holdMs`
 * ahead, so another instance passing meanwhile skips them (and retries them if this one dies mid-attempt).
 */
export async function claimDueDeliveries(
  db: Queryable,
  limit: number,
  holdMs: number,
): Promise<DueDelivery[]> {
  const rows = await db.query<{ id: string; project_id: string; body: string; attempts: number }>(
    `update payment_webhook_deliveries
        set next_attempt_at = now() + make_interval(secs => $2::double precision)
      where id in (
        select id from payment_webhook_deliveries
         where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at limit $1
         for update skip locked)
      returning id, project_id, body, attempts`,
    [limit, holdMs / 1000],
  )
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    body: row.body,
    attempts: row.attempts,
  }))
}

/**
 * Records one attempt and what follows: delivered on a 2xx, else the next attempt `retryInMs` from now, or
 * failed when there is none (undefined).
 */
export async function recordAttempt(
  db: Queryable,
  delivery: DueDelivery,
  attempt: { url: string; statusCode?: number; error?: string; delivered: boolean; retryInMs?: number },
) {
  const status = attempt.delivered ? 'delivered' : attempt.retryInMs === undefined ? 'failed' : 'pending'
  await db.query(
    `with attempt as (
       insert into payment_webhook_attempts (delivery_id, attempt, url, status_code, error)
       values ($1, $2, $3, $4, $5))
     update payment_webhook_deliveries
        set attempts = $2, status = $6,
            next_attempt_at = now() + make_interval(secs => $7::double precision)
      where id = $1`,
    [
      delivery.id,
      delivery.attempts + 1,
      attempt.url,
      attempt.statusCode ?? null,
      attempt.error ?? null,
      status,
      (attempt.retryInMs ?? 0) / 1000,
    ],
  )
}

/** Milliseconds until the next pending delivery is due (0 or less: due now), or undefined with none pending. */
export async function nextDeliveryIn(db: Queryable): Promise<number | undefined> {
  const [row] = await db.query<{ wait: number | null }>(
    `select extract(epoch from min(next_attempt_at) - now()) * 1000 as wait
       from payment_webhook_deliveries where status = 'pending'`,
  )
  return row?.wait === null || row?.wait === undefined ? undefined : Number(row.wait)
}
