import type { Queryable } from '../db/types.ts'
import { hashToken } from '../embedded/auth/tokens.ts'

/** A session row (migrations/012_siwx.sql); an EVM address is lower-case, chain_id 0 off eip155. */
export interface SiwxSessionRow {
  project_id: string
  address: string
  chain_id: number
  caip_network_id: string
  message: string
  signature: string
  expires_at: Date
}

const SESSION_COLUMNS = 'project_id, address, chain_id, caip_network_id, message, signature, expires_at'

/** Keeps a new nonce for `ttlMs`; expired nonces of every project go at the same time. */
export async function saveNonce(db: Queryable, projectId: string, nonce: string, ttlMs: number) {
  await db.query('delete from siwx_nonces where expires_at < now()')
  await db.query(
    `insert into siwx_nonces (nonce, project_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [nonce, projectId, ttlMs / 1000],
  )
}

/** Whether the nonce was handed to this project and is still unused and unexpired. */
export async function nonceUsable(db: Queryable, projectId: string, nonce: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from siwx_nonces where nonce = $1 and project_id = $2 and expires_at > now()',
    [nonce, projectId],
  )
  return rows.length === 1
}

/** Uses the nonce up: true for the one caller whose delete took it (any concurrent one gets false). */
export async function takeNonce(db: Queryable, projectId: string, nonce: string): Promise<boolean> {
  const rows = await db.query(
    'delete from siwx_nonces where nonce = $1 and project_id = $2 and expires_at > now() returning 1',
    [nonce, projectId],
  )
  return rows.length === 1
}

export interface NewSession {
  projectId: string
  address: string
  chainId: number
  caipNetworkId: string
  message: string
  signature: string
  expiresAt: Date
}

export async function insertSession(db: Queryable, token: string, session: NewSession) {
  await db.query(
    `insert into siwx_sessions (token_hash, project_id, address, chain_id, caip_network_id, message, signature, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      session.projectId,
      // 0x addresses in lower case; base58 ones (Solana) are case-sensitive and stay as given.
      session.address.startsWith('0x') ? session.address.toLowerCase() : session.address,
      session.chainId,
      session.caipNetworkId,
      session.message,
      session.signature,
      session.expiresAt,
    ],
  )
}

/** The live session of a token in a project; undefined when unknown, revoked or expired. */
export async function findSession(
  db: Queryable,
  projectId: string,
  token: string,
): Promise<SiwxSessionRow | undefined> {
  const [row] = await db.query<SiwxSessionRow>(
    `select ${SESSION_COLUMNS} from siwx_sessions
     where token_hash = $1 and project_id = $2 and expires_at > now()`,
    [hashToken(token), projectId],
  )
  return row
}

/** Ends a token's session; whether there was one. */
export async function deleteSession(db: Queryable, projectId: string, token: string): Promise<boolean> {
  const rows = await db.query(
    'delete from siwx_sessions where token_hash = $1 and project_id = $2 returning 1',
    [hashToken(token), projectId],
  )
  return rows.length === 1
}
