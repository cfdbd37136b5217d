import {
  formatTransactionAmount,
  formatUnits,
  type SmartSession,
  type SmartSessionsState,
  truncateAddress,
} from '@airlock/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAirlockNetwork } from '../../../hooks/useAirlockNetwork.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { sessionsCss } from './smartAccountStyles.ts'

const whole = (state: SmartSessionsState) => state

/** When a session ends: the day and the time, as sessions often last hours ('Nov 25, 11:28 PM'). */
function endsAt(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** Where a session stands now: the chain refuses it once revoked or past its end. */
export function sessionStatus(session: SmartSession, nowSeconds = Date.now() / 1000) {
  if (session.revoked) return 'Revoked'
  if (session.validUntil !== 0 && session.validUntil <= nowSeconds) return 'Expired'
  if (session.validAfter > nowSeconds) return 'Not started'
  return 'Active'
}

/**
 * SmartSessions: the smart account's sessions (ERC-7715) with what each may do, its spending limits and end, and
 * a revoke button; the limits are the validator's on chain, read through the cloud.
 */
export function SmartSessionsView() {
  const airlock = useAirlockInstance()
  const state = useStoreValue(airlock.smartSessions, whole)
  const { caipNetwork } = useAirlockNetwork()
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, sessionsCss)
  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  const decimals = caipNetwork?.nativeCurrency.decimals ?? 18

  useEffect(() => {
    void airlock.smartAccountActions.loadSessions()
  }, [airlock])

  const sessions = [...state.sessions].sort(
    (a, b) => Number(sessionStatus(a) !== 'Active') - Number(sessionStatus(b) !== 'Active'),
  )

  return (
    <div ref={ref} className="sessions" data-testid="sessions-view">
      <p className="sessions-intro">
        Apps you gave a session key can act for this smart account without asking each time, only within these
        limits. The chain enforces them.
      </p>
      {state.status === 'loading' && state.sessions.length === 0 && (
        <div className="center" role="status" aria-label="Loading sessions">
          <Spinner size={24} />
        </div>
      )}
      {state.status === 'error' && (
        <div className="sessions-error" role="alert">
          <p>{state.error}</p>
          <button
            type="button"
            className="secondary"
            onClick={() => void airlock.smartAccountActions.loadSessions()}
          >
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && sessions.length === 0 && (
        <p className="sessions-empty" data-testid="sessions-empty">
          No sessions yet. When an app asks for one and you approve, it appears here.
        </p>
      )}
      {state.error && state.status !== 'error' && (
        <p className="sessions-error" role="alert">
          {state.error}
        </p>
      )}
      {sessions.length > 0 && (
        <ul className="sessions-list" aria-label="Sessions">
          {sessions.map((session) => {
            const status = sessionStatus(session)
            const revoking = state.revoking === session.pci
            return (
              <li
                key={session.pci}
                className={`session-card${status === 'Active' ? '' : ' ended'}`}
                data-testid="session"
              >
                <div className="session-head">
                  <span className="session-signer" title={session.signer}>
                    Key {truncateAddress(session.signer)}
                  </span>
                  <span className="session-status" data-testid="session-status">
                    {status}
                  </span>
                </div>
                <dl className="session-facts">
                  <dt>Ends</dt>
                  <dd>{session.validUntil ? endsAt(session.validUntil) : 'Never'}</dd>
                  {session.native.limit !== '0' && (
                    <>
                      <dt>Spent</dt>
                      <dd data-testid="session-native">
                        {formatTransactionAmount(formatUnits(BigInt(session.native.spent), decimals), symbol)}{' '}
                        of{' '}
                        {formatTransactionAmount(formatUnits(BigInt(session.native.limit), decimals), symbol)}
                      </dd>
                    </>
                  )}
                  {session.token && (
                    <>
                      <dt>Spent</dt>
                      <dd data-testid="session-token">
                        {formatTransactionAmount(
                          formatUnits(BigInt(session.token.spent), session.token.decimals ?? 18),
                          session.token.symbol,
                        )}{' '}
                        of{' '}
                        {formatTransactionAmount(
                          formatUnits(BigInt(session.token.limit), session.token.decimals ?? 18),
                          session.token.symbol ?? truncateAddress(session.token.address),
                        )}
                      </dd>
                    </>
                  )}
                  <dt>Calls</dt>
                  <dd>
                    {session.permissions
                      .map(
                        (permission) =>
                          `${permission.functionName ?? permission.selector} on ${truncateAddress(permission.target)}`,
                      )
                      .join(', ') || 'None'}
                  </dd>
                </dl>
                {status === 'Active' || status === 'Not started' ? (
                  <button
                    type="button"
                    className="session-revoke"
                    onClick={() => void airlock.smartAccountActions.revokeSession(session.pci)}
                    disabled={state.revoking !== undefined}
                    aria-label={`Revoke the session of key ${session.signer}`}
                    data-testid="revoke-session"
                  >
                    {revoking && <Spinner size={14} />}
                    {revoking ? 'Revoking…' : 'Revoke'}
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
