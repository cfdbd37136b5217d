import type { OffRampSale } from '@airlock/core'
import { truncateAddress } from '@airlock/core/internal'
import type { ReactNode } from 'react'
import { useEffect, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { sellMessages } from '../../../i18n/en/sell.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { CheckIcon } from '../../components/icons.tsx'
import { formatFiat } from '../ramp/moneyFormat.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { useSellState } from './useSellState.ts'

type StepState = 'done' | 'active' | 'todo'

const ORDER = ['created', 'awaiting_deposit', 'deposit_received', 'paid_out'] as const

/** How far the sale is along created -> awaiting deposit -> deposit received -> paid out. */
export function saleStep(sale: OffRampSale): number {
  if (sale.status === 'paid_out') return ORDER.length
  if (sale.status === 'depositing') return 1
  const status = sale.order?.status
  const index = status ? ORDER.indexOf(status as (typeof ORDER)[number]) : -1
  return Math.max(index, sale.depositHash ? 1 : 0)
}

/**
 * Sell, last step: the order's progress from its creation to the payout, or how it ended otherwise (refunded
 * with its reason, or expired). The order keeps being followed when the visitor closes the modal.
 */
export function SellProgressView() {
  const airlock = useAirlockInstance()
  const { sale } = useSellState()
  const m = useMessages(sellMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
  const ref = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useChunkStyles(ref, rampCss)
  const ended = sale.status === 'refunded' || sale.status === 'expired'
  // The heading takes the focus when the sale ends, so a screen reader reads the outcome.
  const finished = ended || sale.status === 'paid_out'
  useEffect(() => {
    if (finished) headingRef.current?.focus()
  }, [finished])

  const step = saleStep(sale)
  const labels = [m.stepCreated, m.stepAwaitingDeposit, m.stepDepositReceived, m.stepPaidOut]
  const order = sale.order
  const payout = order
    ? formatFiat(
        order.payout ?? { amount: order.quote.payoutAmount, currency: order.quote.payoutCurrency },
        locale,
      )
    : ''

  function finish(again: boolean) {
    void airlock.offrampActions.reset()
    const { history } = airlock.router.getState()
    const index = history.lastIndexOf(again ? 'Sell' : 'Account')
    if (index === -1) airlock.router.replace(again ? 'Sell' : 'Account')
    else airlock.router.goBackToIndex(index)
  }

  return (
    <div ref={ref} className="buy-progress" data-testid="sell-progress">
      <h2 tabIndex={-1} ref={headingRef} data-testid="sell-title">
        {sale.status === 'paid_out'
          ? m.stepPaidOut
          : sale.status === 'refunded'
            ? m.refunded
            : sale.status === 'expired'
              ? m.expired
              : m.inProgress}
      </h2>
      <p role="status" data-testid="sell-detail">
        {sale.status === 'paid_out' && order
          ? fillNodes(m.paidOutTo, {
              payout: <Ltr>{payout}</Ltr>,
              account: <Ltr>{order.bankAccount.masked}</Ltr>,
            })
          : ended
            ? sale.error && coreText(sale.error)
            : m.keepOpenNote}
      </p>
      {!ended && (
        <ol className="buy-steps" aria-label={m.steps}>
          {labels.map((label, index) => (
            <Step
              key={label}
              n={index + 1}
              label={label}
              state={index < step ? 'done' : index === step ? 'active' : 'todo'}
            />
          ))}
        </ol>
      )}
      {order?.payout && (
        <span className="buy-hash">
          {m.reference}: <Ltr>{order.payout.reference}</Ltr>
        </span>
      )}
      {sale.status === 'refunded' && order?.refund && (
        <span className="buy-hash" data-testid="sell-refund">
          {fillNodes(m.refundTransaction, {
            hash: <Ltr>{truncateAddress(order.refund.transactionHash)}</Ltr>,
          })}
        </span>
      )}
      <div className="actions two">
        <button
          type="button"
          className="secondary"
          onClick={() => finish(true)}
          disabled={!ended && sale.status !== 'paid_out'}
        >
          {m.sellAgain}
        </button>
        <button type="button" className="primary" onClick={() => finish(false)} data-testid="sell-done">
          {m.done}
        </button>
      </div>
    </div>
  )
}

function Step({ n, state, label }: { n: number; state: StepState; label: ReactNode }) {
  const m = useMessages(sellMessages)
  return (
    <li data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
      <span className="buy-step-mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={14} /> : n}
      </span>
      <span>{label}</span>
      {state === 'done' && <span className="visually-hidden"> {m.stepDone}</span>}
    </li>
  )
}
