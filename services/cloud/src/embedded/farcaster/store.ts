import type { Queryable } from '../../db/types.ts'
import { hashToken } from '../auth/tokens.ts'
import { CHANNEL_TTL_MS } from './relayChannels.ts'

/** What a login's channel must be answered with, and by whom it may be traded (migrations/010). */
export interface FarcasterChannel {
  projectId: string
  deviceId: string
  origin: string
  nonce: string
  domain: string
}

export async function saveChannel(db: Queryable, token: string, channel: FarcasterChannel): Promise<void> {
  await db.query(
    `insert into embedded_farcaster_channels (token_hash, project_id, device_id, origin, nonce, domain, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      hashToken(token),
      channel.projectId,
      channel.deviceId,
      channel.origin,
      channel.nonce,
      channel.domain,
      CHANNEL_TTL_MS / 1000,
    ],
  )
}

/** The channel of a token while it may still be answered; undefined when unknown or expired. */
export async function findChannel(db: Queryable, token: string): Promise<FarcasterChannel | undefined> {
  const [row] = await db.query<{
    project_id: string
    device_id: string
    origin: string
    nonce: string
    domain: string
  }>(
    `select project_id, device_id, origin, nonce, domain from embedded_farcaster_channels
     where token_hash = $1 and expires_at > now()`,
    [hashToken(token)],
  )
  if (!row) return undefined
  return {
    projectId: row.project_id,
    deviceId: row.device_id,
    origin: row.origin,
    nonce: row.nonce,
    domain: row.domain,
  }
}

/** Uses a channel up: true for the one caller that deleted it (a second status call gets false). */
export async function takeChannel(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query('delete from embedded_farcaster_channels where token_hash = $1 returning 1', [
    hashToken(token),
  ])
  return rows.length === 1
}
