import type { Queryable } from '../../db/types.ts'
import { randomToken } from './codes.ts'

/**
 * An embedded-wallet account as the cloud stores it (one per email, or per social provider and subject, in a
 * project). The frame never sees this record: it reads the UserView (userView.ts).
 */
export interface StoredUser {
  id: string
  projectId: string
  /** Null for a social user (migrations/009): those are found by provider and subject, never by email. */
  email: string | null
  createdAt: Date
  /** A social user's provider, subject, verified email and username (social/users.ts). */
  social?: { provider: string; subject: string; email: string | null; userName: string | null }
}

export interface StoredWallet {
  address: string
  authShare: string
  recoveryShare: string
}

export interface UserRow {
  id: string
  project_id: string
  email: string | null
  created_at: Date
  social_provider: string | null
  social_subject: string | null
  social_email: string | null
  user_name: string | null
}

export const USER_COLUMNS =
  'id, project_id, email, created_at, social_provider, social_subject, social_email, user_name'

export const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  projectId: row.project_id,
  email: row.email,
  createdAt: row.created_at,
  ...(row.social_provider && row.social_subject
    ? {
        social: {
          provider: row.social_provider,
          subject: row.social_subject,
          email: row.social_email,
          userName: row.user_name,
        },
      }
    : {}),
})

export async function findUserByEmail(
  db: Queryable,
  projectId: string,
  email: string,
): Promise<StoredUser | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from embedded_users where project_id = $1 and email = $2`,
    [projectId, email],
  )
  return row && toUser(row)
}

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from embedded_users where id = $1`, [id])
  return row && toUser(row)
}

/** The user of this email, created on its first verified code (two at once: both get the same row). */
export async function ensureUser(db: Queryable, projectId: string, email: string): Promise<StoredUser> {
  await db.query(
    'insert into embedded_users (id, project_id, email) values ($1, $2, $3) on conflict (project_id, email) do nothing',
    [randomToken(16), projectId, email],
  )
  return (await findUserByEmail(db, projectId, email))!
}

/** Encrypted shares as stored; decrypting is the caller's (wallets.ts). */
export async function findWallet(db: Queryable, userId: string): Promise<StoredWallet | undefined> {
  const [row] = await db.query<{ address: string; auth_share: string; recovery_share: string }>(
    'select address, auth_share, recovery_share from embedded_wallets where user_id = $1',
    [userId],
  )
  return row && { address: row.address, authShare: row.auth_share, recoveryShare: row.recovery_share }
}

/** Stores the wallet once; false when the user already has one (the first one stays). */
export async function insertWallet(db: Queryable, userId: string, wallet: StoredWallet): Promise<boolean> {
  const rows = await db.query(
    `insert into embedded_wallets (user_id, address, auth_share, recovery_share) values ($1, $2, $3, $4)
     on conflict (user_id) do nothing returning user_id`,
    [userId, wallet.address, wallet.authShare, wallet.recoveryShare],
  )
  return rows.length === 1
}

export async function isKnownDevice(db: Queryable, userId: string, deviceId: string): Promise<boolean> {
  const rows = await db.query('select 1 from embedded_devices where user_id = $1 and device_id = $2', [
    userId,
    deviceId,
  ])
  return rows.length > 0
}

/** This browser now holds a share of the user's key. */
export async function addDevice(db: Queryable, userId: string, deviceId: string): Promise<void> {
  await db.query('insert into embedded_devices (user_id, device_id) values ($1, $2) on conflict do nothing', [
    userId,
    deviceId,
  ])
}

/** False when another user of the project has that email already. */
export async function changeEmail(db: Queryable, userId: string, email: string): Promise<boolean> {
  try {
    await db.query('update embedded_users set email = $2 where id = $1', [userId, email])
    return true
  } catch (error) {
    // unique (project_id, email): someone took the address between the check and this update.
    if ((error as { code?: string }).code === '23505') return false
    throw error
  }
}
