import {
  type ActivitySign,
  activitySign,
  activityStatusLabel,
  activityTitle,
  describeTransfers,
  formatRelativeTime,
  groupActivityByDate,
  isSpamActivity,
  type OperationType,
  type Transaction,
  type TransactionTransfer,
} from '@airlock/core'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { BoltIcon, CheckCircleIcon, ClockIcon, ReceiveIcon, SendIcon, SwapIcon } from './accountIcons.tsx'
import { accountSession } from './session.ts'
import { TokenIcon } from './TokenIcon.tsx'

/** Relative times ('5 min ago') are refreshed this often while the list is shown. */
const CLOCK_TICK_MS = 30_000
/** The next page is asked for when the end of the list comes this close. */
const PREFETCH_MARGIN = '0px 0px 160px 0px'

const fullDate = (() => {
  let formatter: Intl.DateTimeFormat | undefined
  return (iso: string) => {
    const time = new Date(iso)
    if (Number.isNaN(time.getTime())) return ''
    formatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    return formatter.format(time)
  }
})()

function useNow(tickMs: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs)
    return () => clearInterval(id)
  }, [tickMs])
  return now
}

/**
 * The account's transactions on the active network (spec section 9: eip155 only), newest first under date
 * headers, a page at a time: the next page loads when the end of the list scrolls into view (or on 'Load
 * more'). Read afresh once per modal opening. A failure leaves an empty list (core shows the toast).
 */
export function ActivityTab() {
  const airlock = useAirlockInstance()
  const state = useStoreValue(airlock.transactions, (s) => s)
  const address = useStoreValue(airlock.account, (s) => s.accounts.eip155?.address)
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.caipNetworkId)
  const [requested, setRequested] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const now = useNow(CLOCK_TICK_MS)

  useEffect(() => {
    const session = accountSession(airlock)
    const key = `${network}:${address}`
    const s = airlock.transactions.getState()
    // A page in flight for this account is awaited, not restarted (its answer would land in the new list).
    const upToDate =
      s.account === address && (s.loading || (session.activityKey === key && s.next !== undefined))
    if (!upToDate) {
      session.activityKey = key
      void airlock.loadTransactions({ reset: true })
    }
    setRequested(true)
  }, [airlock, address, network])

  const { transactions, next, loading } = state
  const hasMore = typeof next === 'string'

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page re-arms the observer
  useEffect(() => {
    const target = sentinel.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void airlock.loadTransactions()
      },
      { root: target.closest('[role="tabpanel"]'), rootMargin: PREFETCH_MARGIN },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [airlock, hasMore, transactions.length])

  // Entries that only moved spam NFTs are left out, as the NFTs tab leaves the NFTs out.
  const shown = useMemo(() => transactions.filter((t) => !isSpamActivity(t)), [transactions])
  const groups = useMemo(() => groupActivityByDate(shown, now), [shown, now])

  // A first page of nothing but spam shows no rows (and so no sentinel): read on until there is something.
  const onlySpamSoFar = requested && shown.length === 0 && hasMore && !loading
  useEffect(() => {
    if (onlySpamSoFar) void airlock.loadTransactions()
  }, [airlock, onlySpamSoFar])

  if (shown.length === 0 && (loading || !requested || hasMore)) return <ActivitySkeleton />

  if (shown.length === 0)
    return (
      <div className="tab-empty" role="status">
        <span className="empty-icon">
          <ClockIcon />
        </span>
        <strong>No activity yet</strong>
        <p>Transactions of this account on this network show up here.</p>
      </div>
    )

  return (
    <div className="activity" aria-busy={loading}>
      {groups.map((group) => (
        <section key={group.label} className="activity-group" aria-label={group.label}>
          <h3 className="activity-date">{group.label}</h3>
          <ul className="asset-list">
            {group.transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} now={now} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} className="activity-sentinel" />
      {loading ? (
        <div className="activity-more" role="status" aria-label="Loading more activity">
          <Spinner size={18} />
        </div>
      ) : (
        hasMore && (
          <div className="activity-more">
            <button type="button" className="secondary small" onClick={() => void airlock.loadTransactions()}>
              Load more
            </button>
          </div>
        )
      )}
    </div>
  )
}

function ActivityRow({ transaction, now }: { transaction: Transaction; now: number }) {
  const { operationType, status, minedAt } = transaction.metadata
  const description = describeTransfers(transaction)
  return (
    <li className="asset-row activity-row" data-status={status} data-testid="activity-row">
      <ActivityVisual transaction={transaction} sign={activitySign(transaction)} />
      <span className="asset-main">
        <span className="asset-name">{activityTitle(operationType)}</span>
        <span className="asset-sub" title={description}>
          {description}
        </span>
      </span>
      <span className="asset-trail">
        <time className="asset-sub" dateTime={minedAt} title={fullDate(minedAt)}>
          {/* A clock a little behind the chain's would say 'in 3 sec': such an entry is simply new. */}
          {formatRelativeTime(minedAt, Math.max(now, Date.parse(minedAt) || 0))}
        </time>
        {status !== 'confirmed' && (
          <span className="status-tag" data-status={status}>
            {activityStatusLabel(status)}
          </span>
        )}
      </span>
    </li>
  )
}

/** The transfer whose picture stands for the entry: what came in for a swap, else the first. */
function leadTransfer(transaction: Transaction): TransactionTransfer | undefined {
  const { transfers } = transaction
  if (transaction.metadata.operationType === 'trade')
    return transfers.find((t) => t.direction === 'in') ?? transfers[0]
  return transfers[0]
}

const GLYPHS: Partial<Record<OperationType, () => ReactNode>> = {
  send: () => <SendIcon />,
  receive: () => <ReceiveIcon />,
  trade: () => <SwapIcon />,
  approve: () => <CheckCircleIcon />,
}

function ActivityVisual({ transaction, sign }: { transaction: Transaction; sign: ActivitySign }) {
  const { operationType } = transaction.metadata
  const lead = leadTransfer(transaction)
  let picture: ReactNode
  if (lead?.nft_info)
    picture = <TokenIcon url={lead.nft_info.content?.preview?.url} symbol={lead.nft_info.name} square />
  else if (lead?.fungible_info)
    picture = <TokenIcon url={lead.fungible_info.icon?.url} symbol={lead.fungible_info.symbol} />
  else
    picture = (
      <span className="token-icon round s40 glyph" aria-hidden="true">
        {(GLYPHS[operationType] ?? (() => <BoltIcon />))()}
      </span>
    )
  const badge =
    operationType === 'trade' && lead ? (
      <span className="activity-badge swap" aria-hidden="true">
        <SwapIcon size={10} />
      </span>
    ) : sign && lead ? (
      <span className={`activity-badge ${sign === '+' ? 'plus' : 'minus'}`} aria-hidden="true">
        {sign === '+' ? '+' : '−'}
      </span>
    ) : null
  return (
    <span className="activity-visual">
      {picture}
      {badge}
    </span>
  )
}

function ActivitySkeleton() {
  return (
    <div className="activity" role="status" aria-busy="true" aria-label="Loading activity">
      <span className="pulse line w56 activity-date-skeleton" aria-hidden="true" />
      <ul className="asset-list" aria-hidden="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <li key={key} className="asset-row placeholder">
            <span className="pulse circle" />
            <span className="asset-main">
              <span className="pulse line w80" />
              <span className="pulse line w120" />
            </span>
            <span className="asset-trail">
              <span className="pulse line w48" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
