import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

/**
 * Sign in with X: where the connected account's sign-in stands, and the actions. `session` is the active
 * account's (its message, signature and data); with `createCloudSiwx`, its `getToken()` gives the bearer token
 * the dapp's own server checks.
 *
 * @example
 * const { status, session, signIn } = useAirlockSiwx()
 * if (status === 'unsigned') return <button onClick={() => void signIn()}>Sign in</button>
 */
export function useAirlockSiwx() {
  const airlock = useAirlockInstance()
  const status = useStoreValue(airlock.siwx, (s) => s.status)
  const session = useStoreValue(airlock.siwx, (s) => s.session)
  const error = useStoreValue(airlock.siwx, (s) => s.error)
  return useMemo(
    () => ({
      enabled: Boolean(airlock.options.siwx),
      status,
      session,
      isSignedIn: session !== undefined,
      error,
      signIn: () => airlock.siwxActions.signIn(),
      requestSignIn: () => airlock.siwxActions.requestSignIn(),
      signOut: () => airlock.siwxActions.signOut(),
    }),
    [airlock, status, session, error],
  )
}
