import type { Queryable } from '../../db/types.ts'
import { randomToken } from '../auth/codes.ts'
import { hashToken } from '../auth/tokens.ts'

/** An authorization request lasts as long as a login code: 10 minutes. */
export const STATE_TTL_MINUTES = 10
/** The popup's result is traded by the frame at once; 5 minutes is plenty. */
export const RESULT_TTL_MINUTES = 5

export interface SocialState {
  projectId: string
  provider: string
  codeVerifier: string
  nonce: string
  origin: string
  deviceId: string
}

/** Stores a request; returns its state (only its hash is kept, like the other tokens). */
export async function saveState(db: Queryable, state: SocialState): Promise<string> {
  const token = randomToken()
  await db.query(
    `insert into embedded_social_states
       (state_hash, project_id, provider, code_verifier, nonce, origin, device_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
    [
      hashToken(token),
      state.projectId,
      state.provider,
      state.codeVerifier,
      state.nonce,
      state.origin,
      state.deviceId,
      STATE_TTL_MINUTES,
    ],
  )
  return token
}

/** The request of a state, once (deleted as it is read); undefined when unknown, used or expired. */
export async function takeState(db: Queryable, token: string): Promise<SocialState | undefined> {
  const [row] = await db.query<{
    project_id: string
    provider: string
    code_verifier: string
    nonce: string
    origin: string
    device_id: string
    expired: boolean
  }>(
    `delete from embedded_social_states where state_hash = $1
     returning project_id, provider, code_verifier, nonce, origin, device_id, expires_at < now() as expired`,
    [hashToken(token)],
  )
  if (!row || row.expired) return undefined
  return {
    projectId: row.project_id,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    origin: row.origin,
    deviceId: row.device_id,
  }
}

export interface SocialResult {
  projectId: string
  userId: string
  provider: string
  deviceId: string
}

export async function saveResult(db: Queryable, result: SocialResult): Promise<string> {
  const token = randomToken()
  await db.query(
    `insert into embedded_social_results (token_hash, project_id, user_id, provider, device_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [hashToken(token), result.projectId, result.userId, result.provider, result.deviceId, RESULT_TTL_MINUTES],
  )
  return token
}

/** A result, once; undefined when unknown, already traded or expired. */
export async function takeResult(db: Queryable, token: string): Promise<SocialResult | undefined> {
  const [row] = await db.query<{
    project_id: string
    user_id: string
    provider: string
    device_id: string
    expired: boolean
  }>(
    `delete from embedded_social_results where token_hash = $1
     returning project_id, user_id, provider, device_id, expires_at < now() as expired`,
    [hashToken(token)],
  )
  if (!row || row.expired) return undefined
  return { projectId: row.project_id, userId: row.user_id, provider: row.provider, deviceId: row.device_id }
}
