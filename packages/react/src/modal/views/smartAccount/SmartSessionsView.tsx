import type { SmartSession, SmartSessionsState } from '@airlock/core'
import { formatUnits, intlLocale, truncateAddress } from '@airlock/core/internal'
import { createElement, Fragment, type ReactNode, useMemo, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useAirlockNetwork } from '../../../hooks/useAirlockNetwork.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { smartAccountMessages } from '../../../i18n/en/smartAccount.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { sessionsCss } from './smartAccountStyles.ts'

const whole = (state: SmartSessionsState) => state

/** When a session ends: the day and the time, as sessions often last hours ('Nov 25, 11:28 PM' in en). */
const ENDS_AT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}

export type SessionStatus = 'active' | 'expired' | 'revoked' | 'notStarted'

/** Where a session stands now: the chain refuses it once revoked or past its end. */
export function sessionStatus(session: SmartSession, nowSeconds = Date.now() / 1000): SessionStatus {
  if (session.revoked) return 'revoked'
  if (session.validUntil !== 0 && session.validUntil <= nowSeconds) return 'expired'
  if (session.validAfter > nowSeconds) return 'notStarted'
  return 'active'
}

/**
 * Joins nodes as the locale joins a list ('a, b, c' in en): the formatter places numbered stand-ins, and each
 * stand-in becomes its node, so an address inside an item can keep its own direction.
 */
function listNodes(list: Intl.ListFormat, items: readonly ReactNode[]): ReactNode {
  const parts = list
    .formatToParts(items.map((_, index) => String(index)))
    .map((part) => (part.type === 'element' ? items[Number(part.value)] : part.value))
  // Spread as children: the parts of one list never move, so they need no keys.
  return createElement(Fragment, null, ...parts)
}

/**
 * SmartSessions: the smart account's sessions (ERC-7715) with what each may do, its spending limits and end, and
 * a revoke button; the limits are the validator's on chain, read through the cloud.
 */
export function SmartSessionsView() {
  const airlock = useAirlockInstance()
  const m = useMessages(smartAccountMessages)
  const coreText = useCoreText()
  const { format, locale } = useLocaleTools()
  const state = useStoreValue(airlock.smartSessions, whole)
  const { caipNetwork } = useAirlockNetwork()
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, sessionsCss)
  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  const decimals = caipNetwork?.nativeCurrency.decimals ?? 18
  const { endsAt, list } = useMemo(() => {
    const tag = intlLocale(locale)
    return {
      endsAt: new Intl.DateTimeFormat(tag, ENDS_AT),
      // 'a, b, c' in en, as the list was joined before; other locales join their way.
      list: new Intl.ListFormat(tag, { type: 'unit', style: 'short' }),
    }
  }, [locale])
  const amount = (value: string, unitDecimals: number, unit: string | undefined) => (
    <Ltr>{format.transactionAmount(formatUnits(BigInt(value), unitDecimals), unit)}</Ltr>
  )

  // After the first paint, so the click that opened the view paints it in one frame.
  useAfterPaint(() => {
    void airlock.smartAccountActions.loadSessions()
  }, [airlock])

  const sessions = [...state.sessions].sort(
    (a, b) => Number(sessionStatus(a) !== 'active') - Number(sessionStatus(b) !== 'active'),
  )

  return (
    <div ref={ref} className="sessions" data-testid="sessions-view">
      <p className="sessions-intro">{m.intro}</p>
      {state.status === 'loading' && state.sessions.length === 0 && (
        <div className="center" role="status" aria-label={m.loadingSessions}>
          <Spinner size={24} />
        </div>
      )}
      {state.status === 'error' && (
        <div className="sessions-error" role="alert">
          <p>{coreText(state.error ?? '')}</p>
          <button
            type="button"
            className="secondary"
            onClick={() => void airlock.smartAccountActions.loadSessions()}
          >
            {m.tryAgain}
          </button>
        </div>
      )}
      {state.status === 'ready' && sessions.length === 0 && (
        <p className="sessions-empty" data-testid="sessions-empty">
          {m.empty}
        </p>
      )}
      {state.error && state.status !== 'error' && (
        <p className="sessions-error" role="alert">
          {coreText(state.error)}
        </p>
      )}
      {sessions.length > 0 && (
        <ul className="sessions-list" aria-label={m.sessions}>
          {sessions.map((session) => {
            const status = sessionStatus(session)
            const revoking = state.revoking === session.pci
            return (
              <li
                key={session.pci}
                className={`session-card${status === 'active' ? '' : ' ended'}`}
                data-testid="session"
              >
                <div className="session-head">
                  <span className="session-signer" title={session.signer}>
                    {fillNodes(m.key, { signer: <Ltr>{truncateAddress(session.signer)}</Ltr> })}
                  </span>
                  <span className="session-status" data-testid="session-status">
                    {m[status]}
                  </span>
                </div>
                <dl className="session-facts">
                  <dt>{m.ends}</dt>
                  <dd>{session.validUntil ? endsAt.format(session.validUntil * 1000) : m.never}</dd>
                  {session.native.limit !== '0' && (
                    <>
                      <dt>{m.spent}</dt>
                      <dd data-testid="session-native">
                        {fillNodes(m.spentOf, {
                          spent: amount(session.native.spent, decimals, symbol),
                          limit: amount(session.native.limit, decimals, symbol),
                        })}
                      </dd>
                    </>
                  )}
                  {session.token && (
                    <>
                      <dt>{m.spent}</dt>
                      <dd data-testid="session-token">
                        {fillNodes(m.spentOf, {
                          spent: amount(
                            session.token.spent,
                            session.token.decimals ?? 18,
                            session.token.symbol,
                          ),
                          limit: amount(
                            session.token.limit,
                            session.token.decimals ?? 18,
                            session.token.symbol ?? truncateAddress(session.token.address),
                          ),
                        })}
                      </dd>
                    </>
                  )}
                  <dt>{m.calls}</dt>
                  <dd>
                    {session.permissions.length > 0
                      ? listNodes(
                          list,
                          session.permissions.map((permission) =>
                            fillNodes(m.callOn, {
                              call: permission.functionName ?? permission.selector,
                              target: <Ltr>{truncateAddress(permission.target)}</Ltr>,
                            }),
                          ),
                        )
                      : m.none}
                  </dd>
                </dl>
                {status === 'active' || status === 'notStarted' ? (
                  <button
                    type="button"
                    className="session-revoke"
                    onClick={() => void airlock.smartAccountActions.revokeSession(session.pci)}
                    disabled={state.revoking !== undefined}
                    aria-label={fill(m.revokeLabel, { signer: session.signer })}
                    data-testid="revoke-session"
                  >
                    {revoking && <Spinner size={14} />}
                    {revoking ? m.revoking : m.revoke}
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
