import type { AirlockContext } from '../context.ts'
import { accountTypesOf } from './accountTypes.ts'
import { clearEmbeddedLogin } from './emailLogin.ts'
import type { EmbeddedUser, FrameClient } from './types.ts'

/**
 * The frame says it holds no session (IS_CONNECTED false, or a reload that found none): the login the kit
 * remembered is over. Its storage (login used, email, social provider and username) is cleared, so the next
 * visit does not load the frame to restore it, and a login the store still shows as connected is dropped. A
 * login in progress (a code being typed, a provider's window open) is the visitor's new one and stays.
 */
export function forgetEmbeddedLogin(ctx: AirlockContext) {
  clearEmbeddedLogin(ctx.storage)
  if (ctx.embedded.getState().status !== 'connected') return
  ctx.embedded.patch({ status: 'idle', user: undefined, email: undefined, socialProvider: undefined })
}

/**
 * A login of an earlier visit (the frame restored its session): the store learns the user, and the Account view
 * their email (or provider and username) once the restored connection is this user's.
 */
export async function restoreUser(ctx: AirlockContext, client: FrameClient) {
  const store = ctx.embedded
  try {
    const { isConnected } = (await client.request('IS_CONNECTED', {})) as { isConnected?: boolean }
    if (isConnected !== true) return forgetEmbeddedLogin(ctx)
    if (store.getState().status !== 'idle') return
    const user = (await client.request('GET_USER', {})) as EmbeddedUser
    if (store.getState().status !== 'idle') return
    store.patch({ status: 'connected', user, email: user.email })
    let applied = false
    const apply = () => {
      const account = ctx.account.get('eip155')
      if (account?.status !== 'connected' || account.address?.toLowerCase() !== user.address.toLowerCase())
        return false
      // Once: the patches below notify this very subscription again.
      if (applied) return true
      applied = true
      ctx.account.patch('eip155', {
        ...accountTypesOf(user),
        ...(!account.user?.email && !account.socialProvider
          ? {
              user: { email: user.email, username: user.userName },
              ...(user.socialProvider ? { socialProvider: user.socialProvider } : {}),
            }
          : {}),
      })
      return true
    }
    if (apply()) return
    const stop = ctx.account.subscribe(() => {
      if (apply() || store.getState().status !== 'connected') stop()
    })
  } catch {
    // Nothing to show: the login line stays empty, the connection is unaffected.
  }
}
