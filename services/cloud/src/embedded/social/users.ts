import type { Queryable } from '../../db/types.ts'
import { randomToken } from '../auth/codes.ts'
import { type StoredUser, toUser, USER_COLUMNS, type UserRow } from '../auth/users.ts'

export interface SocialIdentity {
  provider: string
  subject: string
  /** Kept only when the provider says it verified it. */
  email: string | null
  userName: string | null
}

/**
 * The user of (provider, subject) in the project, created on first sign-in; email and username follow the
 * provider's latest answer. Never matched by email (see migrations/009).
 */
export async function findOrCreateSocialUser(
  db: Queryable,
  projectId: string,
  identity: SocialIdentity,
): Promise<StoredUser> {
  const [row] = await db.query<UserRow>(
    `insert into embedded_users (id, project_id, email, social_provider, social_subject, social_email, user_name)
     values ($1, $2, null, $3, $4, $5, $6)
     on conflict (project_id, social_provider, social_subject) where social_provider is not null
     do update set social_email = excluded.social_email, user_name = excluded.user_name
     returning ${USER_COLUMNS}`,
    [randomToken(16), projectId, identity.provider, identity.subject, identity.email, identity.userName],
  )
  return toUser(row!)
}
