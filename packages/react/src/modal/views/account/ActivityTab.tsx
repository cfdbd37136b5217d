import type {
  AirlockLocale,
  OperationType,
  Transaction,
  TransactionStatus,
  TransactionTransfer,
} from '@airlock/core'
import {
  type ActivitySign,
  activityKey,
  activityParty,
  activitySign,
  describeTransfers,
  formatActivityDay,
  groupActivityByDate,
  intlLocale,
  isSpamActivity,
  truncateAddress,
} from '@airlock/core/internal'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useNow } from '../../../hooks/useNow.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import type { Resolved } from '../../../i18n/define.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { ApprovalText, approvalWords } from './ApprovalText.tsx'
import { BoltIcon, CheckCircleIcon, ClockIcon, ReceiveIcon, SendIcon, SwapIcon } from './accountIcons.tsx'
import { accountSession } from './session.ts'
import { TokenIcon } from './TokenIcon.tsx'

/** Relative times ('5 min ago') are refreshed this often while the list is shown. */
const CLOCK_TICK_MS = 30_000
/** The next page is asked for when the end of the list comes this close. */
const PREFETCH_MARGIN = '0px 0px 160px 0px'

type AccountKey = keyof typeof accountMessages.en

const TITLES = {
  send: 'activitySend',
  receive: 'activityReceive',
  trade: 'activityTrade',
  mint: 'activityMint',
  approve: 'activityApprove',
  execute: 'activityExecute',
  deposit: 'activityDeposit',
  withdraw: 'activityWithdraw',
  burn: 'activityBurn',
  borrow: 'activityBorrow',
  repay: 'activityRepay',
  claim: 'activityClaim',
  buy: 'activityBuy',
  sell: 'activitySell',
} as const satisfies Record<OperationType, AccountKey>

const STATUSES = {
  confirmed: 'statusConfirmed',
  failed: 'statusFailed',
  pending: 'statusPending',
} as const satisfies Record<TransactionStatus, AccountKey>

/** An entry's title in the locale; an operation the kit does not know yet reads as 'Executed'. */
export function activityTitleText(
  m: Resolved<typeof accountMessages.en>,
  operationType: OperationType,
): string {
  return m[TITLES[operationType] ?? TITLES.execute]
}

/** A status tag in the locale; a status the kit does not know yet shows as the cloud sent it. */
export function activityStatusText(
  m: Resolved<typeof accountMessages.en>,
  status: TransactionStatus,
): string {
  const key = STATUSES[status]
  return key ? m[key] : status
}

// One formatter per Intl tag, built on first use: constants of the locale, not state.
const fullDateFormats = new Map<string, Intl.DateTimeFormat>()

/** The date and time of an entry in the locale, for its tooltip; '' for an invalid date. */
export function fullDate(iso: string, locale: AirlockLocale): string {
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return ''
  const tag = intlLocale(locale)
  let formatter = fullDateFormats.get(tag)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })
    fullDateFormats.set(tag, formatter)
  }
  return formatter.format(time)
}

/**
 * The account's transactions on the active network (its namespace's account: EVM, Solana or Bitcoin), newest
 * first under date headers, a page at a time: the next page loads when the end of the list scrolls into view
 * (or on 'Load more'). Read afresh once per modal opening. A failure leaves an empty list (core shows the
 * toast).
 */
export function ActivityTab() {
  const airlock = useAirlockInstance()
  const m = useMessages(accountMessages)
  const { locale } = useLocaleTools()
  const state = useStoreValue(airlock.transactions, (s) => s)
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.caipNetworkId)
  const namespace = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.chainNamespace)
  const address = useStoreValue(airlock.account, (s) =>
    namespace ? s.accounts[namespace]?.address : undefined,
  )
  const [requested, setRequested] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const now = useNow(CLOCK_TICK_MS)

  // After the first paint (the skeleton shows meanwhile), so opening the tab paints it in one frame.
  useAfterPaint(() => {
    const session = accountSession(airlock)
    const key = network && address ? activityKey(network, address) : undefined
    const s = airlock.transactions.getState()
    // This network and account's list: a page in flight is awaited, not asked again (a second effect run,
    // or the reread after a send), and a list already read afresh in this opening is kept.
    const upToDate =
      key !== undefined &&
      s.key === key &&
      (s.loading || (session.activityKey === key && s.next !== undefined))
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

  if (shown.length === 0 && (loading || !requested || hasMore))
    return <ActivitySkeleton label={m.loadingActivity} />

  if (shown.length === 0)
    return (
      <div className="tab-empty" role="status">
        <span className="empty-icon">
          <ClockIcon />
        </span>
        <strong>{m.noActivity}</strong>
        <p>{m.noActivityHint}</p>
      </div>
    )

  return (
    <div className="activity" aria-busy={loading}>
      {groups.map((group) => {
        // The English label is the group's identity; the header is the same day in the locale.
        const label = formatActivityDay(group.day, locale, m)
        return (
          <section key={group.label} className="activity-group" aria-label={label}>
            <h2 className="activity-date">{label}</h2>
            <ul className="asset-list">
              {group.transactions.map((transaction) => (
                <ActivityRow key={transaction.id} transaction={transaction} now={now} />
              ))}
            </ul>
          </section>
        )
      })}
      <div ref={sentinel} className="activity-sentinel" />
      {loading ? (
        <div className="activity-more" role="status" aria-label={m.loadingMoreActivity}>
          <Spinner size={18} />
        </div>
      ) : (
        hasMore && (
          <div className="activity-more">
            <button type="button" className="secondary small" onClick={() => void airlock.loadTransactions()}>
              {m.loadMore}
            </button>
          </div>
        )
      )}
    </div>
  )
}

function ActivityRow({ transaction, now }: { transaction: Transaction; now: number }) {
  const m = useMessages(accountMessages)
  const { format, locale } = useLocaleTools()
  const { operationType, status, minedAt } = transaction.metadata
  const words = useMemo(() => ({ to: m.activityTo, from: m.activityFrom, nft: m.activityNft }), [m])
  const approvalWordsOf = useMemo(() => approvalWords(m), [m])
  const description = describeTransfers(transaction, { format, words, approvalWords: approvalWordsOf })
  // The list rounds; the exact amounts (to the token's last decimal) are a hover or a focus away.
  const exact = describeTransfers(transaction, {
    format: { transactionAmount: format.exactAmount },
    words,
    approvalWords: approvalWordsOf,
  })
  const rounded = exact !== description
  const { approval } = transaction.metadata
  const granted = operationType === 'approve' && transaction.transfers.length === 0 ? approval : undefined
  const party = transaction.transfers.length === 0 && !granted ? activityParty(transaction) : undefined
  return (
    <li className="asset-row activity-row" data-status={status} data-testid="activity-row">
      <ActivityVisual transaction={transaction} sign={activitySign(transaction)} />
      <span className="asset-main">
        <span className="asset-name">{activityTitleText(m, operationType)}</span>
        <span
          className="asset-sub"
          title={exact}
          {...(rounded ? { tabIndex: 0, 'data-exact': exact, 'data-testid': 'activity-exact' } : {})}
        >
          {granted ? (
            <ApprovalText approval={granted} />
          ) : party ? (
            // The sentence runs in the locale's direction, the address inside it left to right.
            fillNodes(party.role === 'from' ? m.activityFrom : m.activityTo, {
              address: <Ltr>{truncateAddress(party.address)}</Ltr>,
            })
          ) : (
            <Ltr>{description}</Ltr>
          )}
        </span>
      </span>
      <span className="asset-trail">
        <time className="asset-sub" dateTime={minedAt} title={fullDate(minedAt, locale)}>
          {/* A clock a little behind the chain's would say 'in 3 sec': such an entry is simply new. */}
          {format.relativeTime(minedAt, Math.max(now, Date.parse(minedAt) || 0))}
        </time>
        {status !== 'confirmed' && (
          <span className="status-tag" data-status={status}>
            {activityStatusText(m, status)}
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

function ActivitySkeleton({ label }: { label: string }) {
  return (
    <div className="activity" role="status" aria-busy="true" aria-label={label}>
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
