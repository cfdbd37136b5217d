import type { SwapStatus, SwapToken } from '@airlock/core'
import { PRICE_IMPACT_WARNING_PERCENT } from '@airlock/core/internal'
import { useEffect, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { type SwapTexts, swapMessages } from '../../../i18n/en/swap.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { WarningIcon } from '../send/sendIcons.tsx'
import { QuoteDetails, swapButton } from './SwapView.tsx'
import { formatPercent, formatSwapAmount, usdValue } from './swapFormat.ts'
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

const BUSY_LABEL: Record<Exclude<SwapStatus, 'idle'>, keyof SwapTexts> = {
  'approve-confirm': 'approveInWallet',
  'approve-pending': 'approving',
  'swap-confirm': 'confirmInWallet',
  'swap-pending': 'swapping',
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
  const m = useMessages(swapMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
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
        <p>{m.nothingToReview}</p>
      </div>
    )
  }
  const steps = stepStates(status, approvalNeeded)
  const ready = swapButton(state, m).enabled || (error !== undefined && !state.quoteLoading && !!state.quote)
  const high = quote.priceImpact > PRICE_IMPACT_WARNING_PERCENT

  return (
    <div className="swap-review" ref={ref}>
      <div className="preview-block swap-amounts">
        <AmountLine
          label={m.youPay}
          token={sourceToken}
          amount={state.sourceTokenAmount}
          testId="review-pay"
          exact
        />
        <AmountLine
          label={m.youReceive}
          token={toToken}
          amount={state.toTokenAmount}
          testId="review-receive"
        />
      </div>
      <QuoteDetails state={state} review network={network} />
      {approvalNeeded && (
        <ol className="swap-steps" aria-label={m.steps}>
          <Step n={1} state={steps.approve} label={fill(m.approveToken, { symbol: sourceToken.symbol })} />
          <Step
            n={2}
            state={steps.swap}
            label={fill(m.swapTokens, { from: sourceToken.symbol, to: toToken.symbol })}
          />
        </ol>
      )}
      {high && (
        <p className="preview-warning" data-testid="swap-impact-warning">
          <WarningIcon />
          <span>
            {fill(m.highImpactWarning, {
              percent: formatPercent(quote.priceImpact, locale, { fixed: true }),
            })}
          </span>
        </p>
      )}
      {error && !busy && (
        <p className="preview-warning" role="alert" tabIndex={-1} ref={errorRef} data-testid="swap-error">
          <WarningIcon />
          <span>
            <strong>{m.notSwapped}</strong> {coreText(error)}
          </span>
        </p>
      )}
      <p className="preview-note">
        {approvalNeeded ? fill(m.approvalNote, { symbol: sourceToken.symbol }) : m.reviewNote}
      </p>
      <div className="actions two">
        <button type="button" className="secondary" onClick={() => airlock.router.goBack()} disabled={busy}>
          {m.cancel}
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
              <Spinner size={16} /> {m[BUSY_LABEL[status as Exclude<SwapStatus, 'idle'>]]}
            </>
          ) : state.quoteLoading ? (
            <>
              <Spinner size={16} /> {m.updatingQuote}
            </>
          ) : error ? (
            m.tryAgain
          ) : approvalNeeded ? (
            m.approveAndSwap
          ) : (
            m.swap
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
  exact = false,
}: {
  label: string
  token: SwapToken
  amount: string
  testId: string
  /** Every digit, as typed: the amount the visitor approves (a quoted amount is rounded for reading). */
  exact?: boolean
}) {
  const { format, locale } = useLocaleTools()
  const usd = usdValue(token, amount)
  return (
    <div className="swap-amount-line">
      <TokenIcon url={token.logoUri} symbol={token.symbol} size={32} />
      <span className="swap-amount-text">
        <span className="send-label">{label}</span>
        <span className="swap-amount-value" data-testid={testId}>
          <Ltr>
            {exact
              ? format.exactAmount(amount, token.symbol)
              : formatSwapAmount(amount, token.symbol, locale)}
          </Ltr>
        </span>
      </span>
      {usd !== undefined && <span className="preview-sub">{format.tokenValue(usd)}</span>}
    </div>
  )
}

function Step({ n, state, label }: { n: number; state: StepState; label: string }) {
  const m = useMessages(swapMessages)
  return (
    <li data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
      <span className="step-mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={14} /> : n}
      </span>
      <span>{label}</span>
      {state === 'done' && <span className="visually-hidden"> {m.stepDone}</span>}
    </li>
  )
}
