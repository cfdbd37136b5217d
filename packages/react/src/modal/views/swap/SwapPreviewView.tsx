import {
  formatTokenValue,
  PRICE_IMPACT_WARNING_PERCENT,
  type SwapStatus,
  type SwapToken,
} from '@airlock/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { WarningIcon } from '../send/sendIcons.tsx'
import { QuoteDetails, swapButton } from './SwapView.tsx'
import { formatSwapAmount, usdValue } from './swapFormat.ts'
import { CheckIcon } from './swapIcons.tsx'
import { swapCss } from './swapStyles.ts'
import { useSwapState } from './useSwapState.ts'

type StepState = 'waiting' | 'active' | 'done'

/** Where each of the two steps stands, from the swap's status. */
export function stepStates(
  status: SwapStatus,
  approvalNeeded: boolean,
): { approve: StepState; swap: StepState } {
  if (status === 'approve-confirm' || status === 'approve-pending')
    return { approve: 'active', swap: 'waiting' }
  if (status === 'swap-confirm' || status === 'swap-pending') return { approve: 'done', swap: 'active' }
  return { approve: approvalNeeded ? 'waiting' : 'done', swap: 'waiting' }
}

const BUSY_LABEL: Record<Exclude<SwapStatus, 'idle'>, string> = {
  'approve-confirm': 'Approve in your wallet',
  'approve-pending': 'Approving…',
  'swap-confirm': 'Confirm in your wallet',
  'swap-pending': 'Swapping…',
}

/**
 * The review before the wallet is asked: what is paid and received, the quote's terms, and the steps (an
 * approval first when the allowance is short). Each step shows its progress until its receipt; a failure stays
 * on this view with its reason, the draft kept.
 */
export function SwapPreviewView() {
  const airlock = useAirlockInstance()
  const state = useSwapState()
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork)
  const ref = useRef<HTMLDivElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  useChunkStyles(ref, swapCss)
  const { sourceToken, toToken, quote, status, error, approvalNeeded } = state
  const busy = status !== 'idle'

  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])

  if (!sourceToken || !toToken || !quote) {
    return (
      <div className="center" ref={ref}>
        <p>There is no swap to review. Go back to choose the tokens and the amount.</p>
      </div>
    )
  }
  const steps = stepStates(status, approvalNeeded)
  const ready = swapButton(state).enabled || (error !== undefined && !state.quoteLoading && !!state.quote)
  const high = quote.priceImpact > PRICE_IMPACT_WARNING_PERCENT

  return (
    <div className="swap-review" ref={ref}>
      <div className="preview-block swap-amounts">
        <AmountLine
          label="You pay"
          token={sourceToken}
          amount={state.sourceTokenAmount}
          testId="review-pay"
        />
        <AmountLine
          label="You receive"
          token={toToken}
          amount={state.toTokenAmount}
          testId="review-receive"
        />
      </div>
      <QuoteDetails state={state} review network={network} />
      {approvalNeeded && (
        <ol className="swap-steps" aria-label="Steps">
          <Step n={1} state={steps.approve} label={`Approve ${sourceToken.symbol}`} />
          <Step n={2} state={steps.swap} label={`Swap ${sourceToken.symbol} for ${toToken.symbol}`} />
        </ol>
      )}
      {high && (
        <p className="preview-warning" data-testid="swap-impact-warning">
          <WarningIcon />
          <span>
            This trade moves the price by {quote.priceImpact.toFixed(2)}%: you get noticeably less than the
            market rate. Consider a smaller amount.
          </span>
        </p>
      )}
      {error && !busy && (
        <p className="preview-warning" role="alert" tabIndex={-1} ref={errorRef} data-testid="swap-error">
          <WarningIcon />
          <span>
            <strong>Not swapped.</strong> {error}
          </span>
        </p>
      )}
      <p className="preview-note">
        {approvalNeeded
          ? `Your wallet asks twice: once to let the exchange use exactly this much ${sourceToken.symbol}, then for the swap.`
          : 'Review the transaction in your wallet before you approve it.'}
      </p>
      <div className="actions two">
        <button type="button" className="secondary" onClick={() => airlock.router.goBack()} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          data-testid="swap-confirm"
          disabled={busy || !ready}
          onClick={() => void airlock.swapActions.swap()}
        >
          {busy ? (
            <>
              <Spinner size={16} /> {BUSY_LABEL[status as Exclude<SwapStatus, 'idle'>]}
            </>
          ) : state.quoteLoading ? (
            <>
              <Spinner size={16} /> Updating the quote…
            </>
          ) : error ? (
            'Try again'
          ) : approvalNeeded ? (
            'Approve & swap'
          ) : (
            'Swap'
          )}
        </button>
      </div>
    </div>
  )
}

function AmountLine({
  label,
  token,
  amount,
  testId,
}: {
  label: string
  token: SwapToken
  amount: string
  testId: string
}) {
  const usd = usdValue(token, amount)
  return (
    <div className="swap-amount-line">
      <TokenIcon url={token.logoUri} symbol={token.symbol} size={32} />
      <span className="swap-amount-text">
        <span className="send-label">{label}</span>
        <span className="swap-amount-value" data-testid={testId}>
          {formatSwapAmount(amount, token.symbol)}
        </span>
      </span>
      {usd !== undefined && <span className="preview-sub">{formatTokenValue(usd)}</span>}
    </div>
  )
}

function Step({ n, state, label }: { n: number; state: StepState; label: string }) {
  return (
    <li data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
      <span className="step-mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={14} /> : n}
      </span>
      <span>{label}</span>
      {state === 'done' && <span className="visually-hidden"> (done)</span>}
    </li>
  )
}
