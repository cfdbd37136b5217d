import type { Queryable } from '../../db/types.ts'
import { randomToken } from './codes.ts'
import { SESSION_TTL_DAYS } from './rules.ts'
import { hashToken } from './tokens.ts'

export interface EmbeddedSession {
  projectId: string
  userId: string
  deviceId: string
  expiresAt: Date
}

/** A new bearer session; the token is returned once and only its hash is kept. */
export async function createSession(
  db: Queryable,
  session: Omit<EmbeddedSession, 'expiresAt'>,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken()
  const [row] = await db.query<{ expires_at: Date }>(
    `insert into embedded_sessions (token_hash, project_id, user_id, device_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(days => $5)) returning expires_at`,
    [hashToken(token), session.projectId, session.userId, session.deviceId, SESSION_TTL_DAYS],
  )
  return { token, expiresAt: row!.expires_at }
}

/** The unexpired session of a token, in that project; undefined otherwise. */
export async function findSession(
  db: Queryable,
  projectId: string,
  token: string,
): Promise<EmbeddedSession | undefined> {
  const [row] = await db.query<{ user_id: string; device_id: string; expires_at: Date }>(
    `select user_id, device_id, expires_at from embedded_sessions
     where token_hash = $1 and project_id = $2 and expires_at > now()`,
    [hashToken(token), projectId],
  )
  return row && { projectId, userId: row.user_id, deviceId: row.device_id, expiresAt: row.expires_at }
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from embedded_sessions where token_hash = $1', [hashToken(token)])
}
