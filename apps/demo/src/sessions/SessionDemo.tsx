import { parseErrorMessage } from '@airlock/core'
import { useAirlock, useAirlockAccount, useAirlockNetwork, useAirlockSmartAccount } from '@airlock/react'
import { useState } from 'react'
import { demoSmartAccountUrls } from '../config.ts'
import type { DemoSession } from './sessionKey.ts'

type Result = { kind: 'ok' | 'error'; text: string } | undefined

// The session code (viem's bundler client, the session account) loads with the first click, not with the page.
const loadSessionKey = () => import('./sessionKey.ts')

/** A shop this demo pays with the session: any address will do, it only has to be allowed. */
const SHOP = '0x000000000000000000000000000000000000dEaD'

/**
 * Smart sessions (ERC-7715) from the dapp's side: the visitor grants this page a session key allowed 1 USDC of
 * transfers for an hour; the page then pays with it without a wallet prompt, until the limit or a revoke stops
 * it on chain.
 */
export function SessionDemo() {
  const account = useAirlockAccount()
  const network = useAirlockNetwork()
  const { open } = useAirlock()
  const smart = useAirlockSmartAccount()
  const [session, setSession] = useState<DemoSession>()
  const [busy, setBusy] = useState<string>()
  const [result, setResult] = useState<Result>()
  if (!demoSmartAccountUrls || !account.isConnected || smart.accountType !== 'smartAccount') return null
  if (network.caipNetwork?.id !== 31337) return null
  const urls = demoSmartAccountUrls

  async function run(label: string, action: () => Promise<string>) {
    setBusy(label)
    setResult(undefined)
    try {
      setResult({ kind: 'ok', text: await action() })
    } catch (error) {
      const { refusalOf } = await loadSessionKey()
      setResult({ kind: 'error', text: refusalOf(error) || parseErrorMessage(error) })
    } finally {
      setBusy(undefined)
    }
  }

  const grant = () =>
    run('grant', async () => {
      const { newSessionKey, sessionRequest } = await loadSessionKey()
      const key = newSessionKey()
      const answer = await smart.grantPermissions(sessionRequest(key.address))
      setSession({
        privateKey: key.privateKey,
        account: account.address as `0x${string}`,
        permissionsContext: answer.permissionsContext,
      })
      return `Session granted to key ${key.address}`
    })

  const pay = (amount: bigint) =>
    run(`pay-${amount}`, async () => {
      const { payWithSession } = await loadSessionKey()
      if (!session) throw new Error('Grant a session first')
      return `Paid without a prompt: ${await payWithSession(session, urls, SHOP, amount)}`
    })

  const revoke = () =>
    run('revoke', async () => {
      if (!session) throw new Error('Grant a session first')
      await smart.revokePermissions(session.permissionsContext)
      return 'Session revoked on chain'
    })

  return (
    <section className="panel" aria-label="Smart session">
      <h2 className="panel-title">Smart session</h2>
      <p className="muted">
        Let this page pay up to 1 USDC for an hour without asking each time. The limit is enforced on chain by
        your smart account's session validator.
      </p>
      <div className="buttons">
        <button type="button" disabled={busy !== undefined} onClick={grant}>
          {busy === 'grant' ? 'Waiting for the wallet…' : session ? 'Grant a new session' : 'Grant a session'}
        </button>
        {session && (
          <>
            <button type="button" disabled={busy !== undefined} onClick={() => pay(400_000n)}>
              {busy === 'pay-400000' ? 'Paying…' : 'Pay 0.40 USDC with the session'}
            </button>
            <button type="button" disabled={busy !== undefined} onClick={() => pay(800_000n)}>
              {busy === 'pay-800000' ? 'Paying…' : 'Pay 0.80 USDC (over the limit)'}
            </button>
            <button type="button" disabled={busy !== undefined} onClick={revoke}>
              {busy === 'revoke' ? 'Waiting for the wallet…' : 'Revoke the session'}
            </button>
          </>
        )}
        <button type="button" onClick={() => open({ view: 'SmartSessions' })}>
          See sessions
        </button>
      </div>
      {result && (
        <p className={result.kind === 'error' ? 'output error' : 'output'}>
          <span className="muted">Session: </span>
          <span className="mono" data-testid="session-result" data-kind={result.kind}>
            {result.text}
          </span>
        </p>
      )}
    </section>
  )
}
