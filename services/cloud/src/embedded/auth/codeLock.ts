import type { Queryable } from '../../db/types.ts'
import { FIRST_LOCK_SECONDS, MAX_CODE_ATTEMPTS, MAX_LOCK_SECONDS } from './rules.ts'

/** One project's email: wrong codes are counted, and locked, per address. */
export interface CodeAddress {
  projectId: string
  email: string
}

/**
 * How long the address is locked after its `round`-th series of MAX_CODE_ATTEMPTS wrong codes: 60 s, 120 s,
 * 240 s… up to MAX_LOCK_SECONDS. Guessing slows down faster than asking for new codes can speed it up.
 *
 * @example
 * lockSeconds(1) // 60
 * lockSeconds(3) // 240
 */
export function lockSeconds(round: number): number {
  // 2 ** 11 minutes is past a day: the cap holds from there on, without overflowing for a huge round.
  return Math.min(FIRST_LOCK_SECONDS * 2 ** Math.min(round - 1, 11), MAX_LOCK_SECONDS)
}

/** Seconds (rounded up) until the address may try a code again, or undefined while it is not locked. */
export async function lockedFor(tx: Queryable, address: CodeAddress): Promise<number | undefined> {
  const [row] = await tx.query<{ wait: number }>(
    `select ceil(extract(epoch from (locked_until - now())))::int as wait from embedded_code_failures
     where project_id = $1 and email = $2 and locked_until > now()`,
    [address.projectId, address.email],
  )
  return row ? Math.max(1, row.wait) : undefined
}

export type WrongCode = { locked: false; attemptsLeft: number } | { locked: true; seconds: number }

/** Counts one wrong code for the address; every MAX_CODE_ATTEMPTS-th locks it, longer each time. */
export async function recordWrongCode(tx: Queryable, address: CodeAddress): Promise<WrongCode> {
  const [row] = await tx.query<{ failures: number }>(
    `insert into embedded_code_failures (project_id, email, failures) values ($1, $2, 1)
     on conflict (project_id, email)
     do update set failures = embedded_code_failures.failures + 1, updated_at = now()
     returning failures`,
    [address.projectId, address.email],
  )
  const failures = row?.failures ?? 1
  const left = MAX_CODE_ATTEMPTS - (failures % MAX_CODE_ATTEMPTS)
  if (left < MAX_CODE_ATTEMPTS) return { locked: false, attemptsLeft: left }
  const seconds = lockSeconds(failures / MAX_CODE_ATTEMPTS)
  await tx.query(
    `update embedded_code_failures set locked_until = now() + make_interval(secs => $3)
     where project_id = $1 and email = $2`,
    [address.projectId, address.email, seconds],
  )
  return { locked: true, seconds }
}

/** A right code: the address's count starts afresh. */
export async function clearWrongCodes(tx: Queryable, address: CodeAddress): Promise<void> {
  await tx.query('delete from embedded_code_failures where project_id = $1 and email = $2', [
    address.projectId,
    address.email,
  ])
}
