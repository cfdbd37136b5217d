// #region example
import { useAirlockSiwx } from '@airlock/react'

export function SignInStatus() {
  const { enabled, status, isSignedIn, session, error, signIn, signOut } =
    useAirlockSiwx()
  if (!enabled) return null
  if (isSignedIn && session)
    return (
      <p>
        Signed in as {session.data.accountAddress} on {session.data.chainId}.{' '}
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </p>
    )
  return (
    <p>
      {status}
      {error && `: ${error}`}{' '}
      <button type="button" onClick={() => void signIn()}>
        Sign in
      </button>
    </p>
  )
}
// #endregion example
