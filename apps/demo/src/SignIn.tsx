import { useAirlockAccount, useAirlockNetwork, useAirlockSiwx } from '@airlock/react'
import { useState } from 'react'
import { demoSiwx } from './config.ts'

type Answer = { kind: 'ok' | 'error'; text: string } | undefined

/**
 * Sign in with the wallet (?siwx): the sign-in state, and a call to the demo's own server (GET /api/secret), which
 * answers only for a signed-in address: it checks the session token with the cloud (apps/demo/src/server).
 */
export function SignIn() {
  const account = useAirlockAccount()
  const { caipNetworkId } = useAirlockNetwork()
  const { session, status, requestSignIn, signOut } = useAirlockSiwx()
  const [answer, setAnswer] = useState<Answer>()
  if (!demoSiwx) return null

  async function callServer() {
    setAnswer(undefined)
    const token =
      caipNetworkId && account.address
        ? demoSiwx?.getToken(caipNetworkId as `${string}:${string}`, account.address)
        : undefined
    try {
      const response = await fetch('/api/secret', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      const body = (await response.json()) as { secret?: string; error?: string }
      setAnswer(
        response.ok
          ? { kind: 'ok', text: body.secret ?? '' }
          : { kind: 'error', text: `${response.status}: ${body.error ?? 'refused'}` },
      )
    } catch (error) {
      setAnswer({ kind: 'error', text: String(error) })
    }
  }

  return (
    <section className="panel" aria-label="Sign in with the wallet">
      <h2 className="panel-title">Sign in with the wallet</h2>
      <p data-testid="siwx-status">
        {session
          ? `Signed in as ${session.data.accountAddress} on ${session.data.chainId}`
          : account.isConnected
            ? status === 'checking'
              ? 'Checking the sign-in…'
              : 'Not signed in'
            : 'Connect a wallet to sign in'}
      </p>
      <div className="buttons">
        <button type="button" onClick={() => void callServer()}>
          Call the server
        </button>
        {account.isConnected && !session && (
          <button type="button" onClick={() => void requestSignIn()}>
            Sign in
          </button>
        )}
        {session && (
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        )}
      </div>
      {answer && (
        <p className={answer.kind === 'error' ? 'output error' : 'output'}>
          <span className="muted">/api/secret: </span>
          <span className="mono" data-testid="secret" data-kind={answer.kind}>
            {answer.text}
          </span>
        </p>
      )}
    </section>
  )
}
