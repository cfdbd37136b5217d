import type { PayState } from '@airlock/core'
import { formatUnits, truncateAddress } from '@airlock/core/internal'
import { type ReactNode, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { payMessages } from '../../../i18n/en/pay.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { CheckIcon, ExternalIcon } from '../../components/icons.tsx'
import { paySteps, type StepState, transactionUrl } from './payFormat.ts'

/**
 * The payment under way: the steps (an approval when the allowance was short, the payment, the shop's
 * confirmation for a payment request), what the wallet or the chain is doing now, and the transaction once
 * sent, linked to the network's explorer when it has one.
 */
export function PayProgress({ state }: { state: PayState }) {
  const m = useMessages(payMessages)
  const { format } = useLocaleTools()
  const { status, asset, route, intent, pendingHash } = state
  // An approval is a step only when one was asked for: remembered once seen, as the status moves on.
  const approved = useRef(false)
  if (status === 'approving') approved.current = true
  if (!asset) return null
  const symbol = route?.symbol ?? asset.symbol
  const amount = format.exactAmount(formatUnits(asset.amountAtomic, asset.decimals), asset.symbol)
  const steps = paySteps(status, approved.current, intent !== undefined)
  const now =
    status === 'approving'
      ? fill(m.approveInWallet, { symbol })
      : status === 'confirming'
        ? m.confirming
        : pendingHash
          ? m.paying
          : m.confirmInWallet
  let n = 0
  return (
    <>
      <ol className="pay-steps" aria-label={m.steps} data-testid="pay-steps">
        {steps.approve && <Step n={++n} state={steps.approve} label={fill(m.approveStep, { symbol })} />}
        <Step n={++n} state={steps.pay} label={fill(m.payStep, { amount })} />
        {steps.confirm && <Step n={++n} state={steps.confirm} label={m.confirmStep} />}
      </ol>
      <p className="pay-status" role="status" data-testid="pay-status">
        {now}
      </p>
      {pendingHash && <TransactionLink network={asset.network} hash={pendingHash} />}
    </>
  )
}

/** The transaction, shortened, with a link to its page on the network's explorer when there is one. */
export function TransactionLink({ network, hash }: { network: string; hash: string }) {
  const airlock = useAirlockInstance()
  const m = useMessages(payMessages)
  const chain = airlock.chain.findNetwork(network, 'eip155')
  const url = transactionUrl(chain, hash)
  return (
    <span className="pay-hash" data-testid="pay-hash" title={hash}>
      {fillNodes(m.transaction, { hash: <Ltr>{truncateAddress(hash)}</Ltr> })}
      {url && chain?.blockExplorers && (
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="pay-explorer">
          {fill(m.viewOn, { explorer: chain.blockExplorers.default.name })}
          <ExternalIcon />
        </a>
      )}
    </span>
  )
}

function Step({ n, state, label }: { n: number; state: StepState; label: ReactNode }) {
  const m = useMessages(payMessages)
  return (
    <li data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
      <span className="pay-step-mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={14} /> : n}
      </span>
      <span>{label}</span>
      {state === 'done' && <span className="visually-hidden"> {m.stepDone}</span>}
    </li>
  )
}
