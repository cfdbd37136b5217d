import type { Queryable } from '../../db/types.ts'
import { randomToken } from './codes.ts'
import { APPROVAL_TTL_MINUTES, MESSAGES } from './rules.ts'
import { hashToken } from './tokens.ts'

export interface ApprovalRequest {
  projectId: string
  email: string
  deviceId: string
}

/** A device-approval link's token (mailed once; only its hash is kept). */
export async function createApproval(db: Queryable, request: ApprovalRequest): Promise<string> {
  const token = randomToken()
  await db.query(
    `insert into embedded_device_approvals (token_hash, project_id, email, device_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [hashToken(token), request.projectId, request.email, request.deviceId, APPROVAL_TTL_MINUTES],
  )
  return token
}

export type ApproveResult = { ok: true } | { ok: false; message: string }

/**
 * Whether a link can still approve, without using it: what the link's page shows before its button is pressed
 * (a mail scanner opening the link must not approve anything).
 */
export async function checkApproval(db: Queryable, token: string): Promise<ApproveResult> {
  const [row] = await db.query<{ expired: boolean; approved: boolean }>(
    `select expires_at <= now() as expired, approved_at is not null as approved
     from embedded_device_approvals where token_hash = $1`,
    [hashToken(token)],
  )
  if (!row || row.approved) return { ok: false, message: MESSAGES.approvalInvalid }
  if (row.expired) return { ok: false, message: MESSAGES.approvalExpired }
  return { ok: true }
}

/** Uses a link (its page's button): single use, before it expires. */
export async function approve(db: Queryable, token: string): Promise<ApproveResult> {
  const usable = await checkApproval(db, token)
  if (!usable.ok) return usable
  const updated = await db.query(
    `update embedded_device_approvals set approved_at = now()
     where token_hash = $1 and approved_at is null and expires_at > now() returning token_hash`,
    [hashToken(token)],
  )
  return updated.length ? { ok: true } : { ok: false, message: MESSAGES.approvalInvalid }
}

/**
 * Whether this browser was approved for this email recently: an approval counts for as long as a link
 * lasts after it was opened, so an old approval cannot release shares to a later, unrelated login.
 */
export async function isDeviceApproved(db: Queryable, request: ApprovalRequest): Promise<boolean> {
  const rows = await db.query(
    `select 1 from embedded_device_approvals
     where project_id = $1 and email = $2 and device_id = $3
       and approved_at > now() - make_interval(mins => $4) limit 1`,
    [request.projectId, request.email, request.deviceId, APPROVAL_TTL_MINUTES],
  )
  return rows.length > 0
}
