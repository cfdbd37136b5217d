import type { Db, Queryable } from '../../db/types.ts'
import { HttpError } from '../../http/errors.ts'
import { clearWrongCodes, lockedFor, recordWrongCode } from './codeLock.ts'
import { codeMatches, generateCode, hashCode, randomToken } from './codes.ts'
import {
  CODE_TTL_MINUTES,
  COOLDOWN_SECONDS,
  cooldownMessage,
  lockedMessage,
  MESSAGES,
  wrongCodeMessage,
} from './rules.ts'

export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'

export interface CodeRequest {
  projectId: string
  email: string
  purpose: CodePurpose
  deviceId?: string
  userId?: string
  newEmail?: string
}

export interface IssuedCode {
  id: string
  code: string
}

interface CodeRow {
  id: string
  code_hash: string
  device_id: string | null
  user_id: string | null
  new_email: string | null
  expired: boolean
}

export interface CheckedCode {
  deviceId: string | null
  userId: string | null
  newEmail: string | null
}

/** Serializes what touches one address's codes and count: two calls at once cannot both pass a check. */
async function lockAddress(tx: Queryable, request: CodeRequest) {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
    `embedded-code:${request.projectId}:${request.email}`,
  ])
}

/**
 * Issues a code for an email, or answers 429 while the last code to that email is younger than the cooldown.
 * Under a per-email advisory lock, so two requests at once cannot both pass the cooldown. A new code replaces
 * the email's unused one of the same purpose: only the newest code counts.
 */
export async function issueCode(
  db: Db,
  key: CryptoKey,
  request: CodeRequest,
  cooldownSeconds = COOLDOWN_SECONDS,
): Promise<IssuedCode> {
  const id = randomToken(16)
  const code = generateCode()
  const codeHash = await hashCode(key, id, code)
  await db.transaction(async (tx) => {
    await lockAddress(tx, request)
    const [recent] = await tx.query<{ wait: number }>(
      `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now())))::int as wait
       from embedded_codes where project_id = $1 and email = $2 and created_at > now() - make_interval(secs => $3)
       order by created_at desc limit 1`,
      [request.projectId, request.email, cooldownSeconds],
    )
    if (recent) {
      const wait = Math.max(1, recent.wait)
      throw new HttpError(429, cooldownMessage(wait), wait)
    }
    await tx.query(
      `update embedded_codes set consumed_at = now()
       where project_id = $1 and email = $2 and purpose = $3 and consumed_at is null`,
      [request.projectId, request.email, request.purpose],
    )
    await tx.query(
      `insert into embedded_codes (id, project_id, email, purpose, code_hash, device_id, user_id, new_email, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9))`,
      [
        id,
        request.projectId,
        request.email,
        request.purpose,
        codeHash,
        request.deviceId ?? null,
        request.userId ?? null,
        request.newEmail ?? null,
        CODE_TTL_MINUTES,
      ],
    )
  })
  return { id, code }
}

/** Takes back a code whose mail could not be sent, so the cooldown does not hold the visitor up. */
export async function withdrawCode(db: Db, id: string): Promise<void> {
  await db.query('delete from embedded_codes where id = $1', [id])
}

type Outcome =
  | { ok: true; row: CodeRow }
  | { ok: false; status: 400; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/**
 * Checks a code against the email's newest unused one of that purpose: single use, expiring, and refused
 * while the address is locked (codeLock.ts: MAX_CODE_ATTEMPTS wrong codes over any of its codes lock it, longer
 * each time). A wrong code is counted even though the call fails, so the count is written before the error is
 * thrown.
 */
export async function checkCode(
  db: Db,
  key: CryptoKey,
  request: CodeRequest & { code: string },
): Promise<CheckedCode> {
  const address = { projectId: request.projectId, email: request.email }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockAddress(tx, request)
    const locked = await lockedFor(tx, address)
    if (locked !== undefined) {
      return { ok: false, status: 429, message: lockedMessage(locked), retryAfterSeconds: locked }
    }
    const [row] = await tx.query<CodeRow>(
      `select id, code_hash, device_id, user_id, new_email, expires_at <= now() as expired
       from embedded_codes where project_id = $1 and email = $2 and purpose = $3 and consumed_at is null
       order by created_at desc limit 1 for update`,
      [request.projectId, request.email, request.purpose],
    )
    if (!row || (request.userId !== undefined && row.user_id !== request.userId)) {
      return { ok: false, status: 400, message: MESSAGES.noCode }
    }
    if (row.expired) return { ok: false, status: 400, message: MESSAGES.expired }
    if (request.deviceId !== undefined && row.device_id !== request.deviceId) {
      return { ok: false, status: 400, message: MESSAGES.otherDevice }
    }
    if (!(await codeMatches(key, row.id, request.code, row.code_hash))) {
      const wrong = await recordWrongCode(tx, address)
      if (!wrong.locked) return { ok: false, status: 400, message: wrongCodeMessage(wrong.attemptsLeft) }
      return {
        ok: false,
        status: 429,
        message: lockedMessage(wrong.seconds),
        retryAfterSeconds: wrong.seconds,
      }
    }
    await tx.query('update embedded_codes set consumed_at = now() where id = $1', [row.id])
    await clearWrongCodes(tx, address)
    return { ok: true, row }
  })
  if (!outcome.ok) {
    throw new HttpError(
      outcome.status,
      outcome.message,
      outcome.status === 429 ? outcome.retryAfterSeconds : undefined,
    )
  }
  return { deviceId: outcome.row.device_id, userId: outcome.row.user_id, newEmail: outcome.row.new_email }
}
