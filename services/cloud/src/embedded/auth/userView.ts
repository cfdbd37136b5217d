import type { Queryable } from '../../db/types.ts'
import { findWallet, type StoredUser } from './users.ts'

/** The user as the frame reads it; address null until the frame stored the wallet. */
export interface UserView {
  id: string
  /** The login email, or a social user's email when the provider verified it; absent otherwise. */
  email?: string
  address: string | null
  createdAt: string
  /** Social users only: the provider they signed in with and their username there. */
  socialProvider?: string
  userName?: string
}

export async function userView(db: Queryable, user: StoredUser): Promise<UserView> {
  const wallet = await findWallet(db, user.id)
  const email = user.email ?? user.social?.email ?? undefined
  return {
    id: user.id,
    ...(email ? { email } : {}),
    address: wallet?.address ?? null,
    createdAt: user.createdAt.toISOString(),
    ...(user.social ? { socialProvider: user.social.provider } : {}),
    ...(user.social?.userName ? { userName: user.social.userName } : {}),
  }
}
