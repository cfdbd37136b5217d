import { type ReactNode, useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useAirlockPay } from '../../../hooks/useAirlockPay.ts'
import { payMessages } from '../../../i18n/en/pay.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'
import { AlertIcon } from '../../components/icons.tsx'
import { PayOutcome } from './PayOutcome.tsx'
import { PayProgress } from './PayProgress.tsx'
import { PayRoutes } from './PayRoutes.tsx'
import { PaySummary } from './PaySummary.tsx'
import { IN_FLIGHT } from './payFormat.ts'
import { payCss } from './payStyles.ts'

/**
 * Pay (airlock.pay): what the shop asks, then, by the payment's status, a way to connect, the ways to pay with
 * the chosen one's Pay button, the steps while the wallet and the chain work, or how the payment ended. The
 * payment itself lives in core (airlock.payment); this view only reads it and calls its actions, so leaving for
 * Connect or Buy and coming back loses nothing.
 */
export function PayView() {
  const airlock = useAirlockInstance()
  const state = useAirlockPay()
  const m = useMessages(payMessages)
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, payCss)
  const { status } = state

  let body: ReactNode
  if (status === 'idle') {
    body = (
      <div className="center" data-testid="pay-idle">
        <span className="empty-icon">
          <AlertIcon size={24} />
        </span>
        <p>{m.noPayment}</p>
      </div>
    )
  } else if (status === 'paid' || status === 'failed') {
    body = <PayOutcome state={state} />
  } else if (!state.asset) {
    body = <FormSkeleton />
  } else {
    body = (
      <>
        <PaySummary state={state} />
        {IN_FLIGHT.has(status) ? (
          <PayProgress state={state} />
        ) : status === 'needsConnection' ? (
          <>
            <p className="pay-note">{m.connectHint}</p>
            <button
              type="button"
              className="primary wide"
              data-testid="pay-connect"
              onClick={() => void airlock.payActions.connectForPayment()}
            >
              {m.connectToPay}
            </button>
          </>
        ) : state.routes.length === 0 ? (
          <p className="pay-status" role="status">
            {m.findingRoutes}
          </p>
        ) : (
          <PayRoutes state={state} />
        )}
      </>
    )
  }
  return (
    <div className="pay" ref={ref} data-testid="pay-view" data-status={status}>
      {body}
    </div>
  )
}
