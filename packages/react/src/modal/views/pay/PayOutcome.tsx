import type { PayState } from '@airlock/core'
import { formatUnits } from '@airlock/core/internal'
import { useEffect, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { payMessages } from '../../../i18n/en/pay.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { AlertIcon, CheckIcon } from '../../components/icons.tsx'
import { TransactionLink } from './PayProgress.tsx'
import { useShopName } from './PaySummary.tsx'
import { endingOf } from './payFormat.ts'

/**
 * Where a payment ended: paid (the amount, the shop, the transaction), or a final failure (the request expired,
 * was paid before, or cannot be paid as asked) with core's reason. Nothing more can be done with this payment:
 * one button closes the modal. The heading takes the focus, so the outcome is read out.
 */
export function PayOutcome({ state }: { state: PayState }) {
  const airlock = useAirlockInstance()
  const m = useMessages(payMessages)
  const coreText = useCoreText()
  const { format } = useLocaleTools()
  const shop = useShopName()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { status, asset, result, error, request } = state
  useEffect(() => headingRef.current?.focus(), [])

  const paid = status === 'paid'
  const ending = endingOf(error)
  const earlier =
    error && 'transactionHash' in error ? (error.transactionHash as string | undefined) : undefined
  const hash = result?.transactionHash ?? earlier
  // A request found paid or expired on its first read ends before the asset is described: its network is the
  // asked asset's (CAIP-19 begins with its CAIP-2 network).
  const network = asset?.network ?? request?.asset.trim().split('/')[0]
  const amount = asset
    ? format.exactAmount(formatUnits(asset.amountAtomic, asset.decimals), asset.symbol)
    : undefined
  const title = paid
    ? m.paid
    : ending === 'expired'
      ? m.expiredTitle
      : ending === 'alreadyPaid'
        ? m.alreadyPaidTitle
        : m.failedTitle
  return (
    <div className="pay-outcome" data-testid="pay-outcome" data-ending={paid ? 'paid' : ending}>
      <span className={`pay-mark${paid ? '' : ending === 'alreadyPaid' ? ' muted' : ' failed'}`}>
        {paid || ending === 'alreadyPaid' ? <CheckIcon size={30} /> : <AlertIcon size={34} />}
      </span>
      <h2 tabIndex={-1} ref={headingRef} data-testid="pay-outcome-title">
        {title}
      </h2>
      <p data-testid="pay-outcome-detail">
        {paid && amount
          ? fillNodes(m.paidDetail, { amount: <Ltr>{amount}</Ltr>, shop })
          : error && coreText(error.shortMessage)}
      </p>
      {hash && network && <TransactionLink network={network} hash={hash} />}
      <div className="actions">
        <button type="button" className="primary" data-testid="pay-done" onClick={() => airlock.close()}>
          {paid ? m.done : m.close}
        </button>
      </div>
    </div>
  )
}
