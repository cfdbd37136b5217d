import type { Queryable } from '../db/types.ts'
import { HttpError } from '../http/errors.ts'

/** The ids a Meld-type checkout takes: what the sandbox's page accepts as externalSessionId, too. */
export const EXTERNAL_SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/

/** How long an announced checkout stays known without its order: a visitor may leave the window open a while. */
export const AWAITED_TTL_DAYS = 7

/**
 * Remembers that the kit is about to open a Meld-type checkout under `id` for this project. The same
 * announcement twice is one; an id another project announced is refused (409), so no project can make another's
 * order readable or shadow it.
 */
export async function rememberAwaited(
  db: Queryable,
  awaited: { id: string; projectId: string; provider: string },
): Promise<void> {
  await db.query(
    `insert into onramp_awaited (id, project_id, provider) values ($1, $2, $3) on conflict (id) do nothing`,
    [awaited.id, awaited.projectId, awaited.provider],
  )
  const [row] = await db.query<{ project_id: string; provider: string }>(
    'select project_id, provider from onramp_awaited where id = $1',
    [awaited.id],
  )
  if (row?.project_id !== awaited.projectId || row.provider !== awaited.provider) {
    throw new HttpError(409, `Checkout ${awaited.id.slice(0, 128)} was announced for another purchase`)
  }
}

/** The provider of the checkout this project announced under `id`, or undefined when it announced none. */
export async function findAwaited(db: Queryable, id: string, projectId: string): Promise<string | undefined> {
  const [row] = await db.query<{ provider: string }>(
    'select provider from onramp_awaited where id = $1 and project_id = $2',
    [id, projectId],
  )
  return row?.provider
}

/** Forgets announcements old enough that their checkout is never coming (at start, like expired quotes). */
export async function deleteOldAwaited(db: Queryable): Promise<void> {
  await db.query(`delete from onramp_awaited where created_at < now() - interval '${AWAITED_TTL_DAYS} days'`)
}
