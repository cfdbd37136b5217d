import type { CaipNetwork, SwapState, SwapToken } from '@airlock/core'
import {
  exchangeRate,
  formatUnits,
  minimumReceived,
  PRICE_IMPACT_WARNING_PERCENT,
  SWAP_QUOTE_REFRESH_MS,
  swapIssue,
} from '@airlock/core/internal'
import { useCallback, useEffect, useId, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { NetworkIcon } from '../../../components/NetworkIcon.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { type SwapTexts, swapMessages } from '../../../i18n/en/swap.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { ChevronIcon } from '../../components/icons.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { useAmountField } from '../amountField/useAmountField.ts'
import { SLIPPAGE_DIGITS, SlippagePicker } from './SlippagePicker.tsx'
import { formatPercent, formatSwapAmount, usdValue } from './swapFormat.ts'
import { FlipIcon } from './swapIcons.tsx'
import { swapCss } from './swapStyles.ts'
import { useSwapState } from './useSwapState.ts'

/**
 * What the main button says (in `m`, the swap texts of the locale) and whether it can be pressed, from the draft
 * and its quote. A draft's issue is core's text (swapIssue).
 */
export function swapButton(state: SwapState, m: SwapTexts): { label: string; enabled: boolean } {
  if (state.tokensLoading) return { label: m.loadingTokens, enabled: false }
  if (state.tokensError) return { label: m.swapUnavailable, enabled: false }
  const issue = swapIssue(state)
  if (issue) return { label: issue.message, enabled: false }
  if (state.quoteLoading) return { label: m.gettingBestPrice, enabled: false }
  if (state.quoteError || !state.quote) return { label: m.noQuote, enabled: false }
  return { label: m.reviewSwap, enabled: true }
}

/**
 * Swap: the token paid and its amount (with Max), a flip button, the token received with its quoted amount,
 * then the quote's rate, price impact, network fee, slippage and minimum received. "Review swap" opens the
 * review, where the wallet is asked.
 */
export function SwapView() {
  const airlock = useAirlockInstance()
  const state = useSwapState()
  const m = useMessages(swapMessages)
  const coreText = useCoreText()
  const { format, locale } = useLocaleTools()
  const ref = useRef<HTMLFormElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  useChunkStyles(ref, swapCss)

  useEffect(() => amountRef.current?.focus(), [])
  // After the first paint, so the click that opened the view paints it in one frame.
  useAfterPaint(() => {
    // The dapp's arguments come with the open() that showed this view; the token picker's push and back
    // replace the router data, so coming back keeps what the visitor chose since.
    void airlock.swapActions.init(airlock.router.getState().data?.swap)
    // Prices move while the visitor reads: the quote is asked for again now and then.
    const refresh = setInterval(() => void airlock.swapActions.requote(), SWAP_QUOTE_REFRESH_MS)
    return () => clearInterval(refresh)
  }, [airlock])

  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, quote } = state
  const setAmount = useCallback((amount: string) => void airlock.swapActions.setAmount(amount), [airlock])
  const field = useAmountField(sourceTokenAmount, setAmount)
  const issue = swapIssue(state)
  const button = swapButton(state, m)
  const over = issue?.field === 'amount' && issue.message.startsWith('Insufficient')
  const invalid = over || field.blocked
  const message = state.tokensError ?? state.error ?? state.quoteError

  if (state.tokensError && !state.tokens) {
    return (
      <div className="center" role="alert" data-testid="swap-unavailable">
        <p>{coreText(state.tokensError)}</p>
        <button type="button" className="secondary small" onClick={() => void airlock.swapActions.init()}>
          {m.tryAgain}
        </button>
      </div>
    )
  }

  return (
    <form
      ref={ref}
      className="swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (button.enabled && !field.blocked) airlock.router.push('SwapPreview')
      }}
    >
      <div className={`send-card${invalid ? ' invalid' : ''}`}>
        <span className="swap-side">{m.youPay}</span>
        <div className="send-card-top">
          <input
            ref={amountRef}
            className="send-amount"
            aria-label={m.amountToPay}
            aria-invalid={invalid}
            aria-describedby={messageId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            dir="ltr"
            value={field.text}
            onChange={field.onChange}
          />
          <TokenButton token={sourceToken} side="from" />
        </div>
        <div className="send-card-bottom">
          <span data-testid="swap-pay-usd">
            {format.tokenValue(usdValue(sourceToken, sourceTokenAmount) ?? 0)}
          </span>
          {sourceToken && (
            <span className={`send-balance${over ? ' over' : ''}`}>
              <span data-testid="swap-pay-balance">
                {fillNodes(m.balance, {
                  balance: <Ltr>{format.balance(sourceToken.balance, sourceToken.symbol)}</Ltr>,
                })}
              </span>
              <button
                type="button"
                className="max"
                onClick={async () => airlock.swapActions.setAmount(await airlock.swapActions.maxAmount())}
              >
                {m.max}
              </button>
            </span>
          )}
        </div>
      </div>

      <button
        type="button"
        className="swap-flip"
        aria-label={m.flip}
        disabled={!sourceToken || !toToken}
        onClick={() => void airlock.swapActions.flip()}
      >
        <FlipIcon />
      </button>

      <div className="send-card">
        <span className="swap-side">{m.youReceive}</span>
        <div className="send-card-top">
          <output
            className={`swap-output${toTokenAmount ? '' : ' empty'}`}
            aria-label={m.amountToReceive}
            aria-busy={state.quoteLoading}
            data-testid="swap-receive-amount"
          >
            {state.quoteLoading ? (
              <span className="skeleton" role="status" aria-label={m.gettingQuote} />
            ) : toTokenAmount ? (
              formatSwapAmount(toTokenAmount, undefined, locale)
            ) : (
              '0'
            )}
          </output>
          <TokenButton token={toToken} side="to" />
        </div>
        <div className="send-card-bottom">
          <span>{format.tokenValue(usdValue(toToken, toTokenAmount) ?? 0)}</span>
          {toToken && (
            <span>
              {fillNodes(m.balance, {
                balance: <Ltr>{format.balance(toToken.balance, toToken.symbol)}</Ltr>,
              })}
            </span>
          )}
        </div>
      </div>

      {quote && sourceToken && toToken && !state.quoteLoading && <QuoteDetails state={state} />}

      <div className="swap-message" id={messageId} role="alert" data-testid="swap-message">
        {field.message ? (
          <strong data-testid="amount-problem">{field.message}</strong>
        ) : (
          message && (
            <>
              <strong>{coreText(message)}</strong>
              {state.quoteError && (
                <button type="button" className="retry" onClick={() => void airlock.swapActions.refresh()}>
                  {m.tryAgain}
                </button>
              )}
            </>
          )
        )}
      </div>

      <button
        type="submit"
        className="primary wide"
        disabled={!button.enabled || field.blocked}
        data-testid="swap-review"
      >
        {coreText(button.label)}
      </button>
    </form>
  )
}

function TokenButton({ token, side }: { token: SwapToken | undefined; side: 'from' | 'to' }) {
  const airlock = useAirlockInstance()
  const m = useMessages(swapMessages)
  const label = token
    ? fill(side === 'from' ? m.tokenToPay : m.tokenToReceive, { symbol: token.symbol })
    : side === 'from'
      ? m.selectTokenToPay
      : m.selectTokenToReceive
  return (
    <button
      type="button"
      className={`token-select${token ? '' : ' empty'}`}
      aria-label={label}
      data-testid={`swap-${side}-token`}
      onClick={() => airlock.router.push('SwapSelectToken', { swapSide: side })}
    >
      {token && <TokenIcon url={token.logoUri} symbol={token.symbol} size={24} />}
      <span>{token ? token.symbol : m.selectToken}</span>
      <ChevronIcon />
    </button>
  )
}

/** Rate, price impact, fee, slippage and the minimum received of the current quote. */
export function QuoteDetails({
  state,
  review = false,
  network,
}: {
  state: SwapState
  review?: boolean
  /** Shown in the review: the network the swap happens on. */
  network?: CaipNetwork | undefined
}) {
  const airlock = useAirlockInstance()
  const m = useMessages(swapMessages)
  const { format, locale } = useLocaleTools()
  const { quote, sourceToken, toToken, networkFee, slippage } = state
  if (!quote || !sourceToken || !toToken) return null
  const rate = exchangeRate(quote, sourceToken, toToken)
  const high = quote.priceImpact > PRICE_IMPACT_WARNING_PERCENT
  const minimum = minimumOf(state)
  return (
    <dl className="swap-details" data-testid="swap-details">
      {network && (
        <div>
          <dt>{m.network}</dt>
          <dd>
            <NetworkIcon network={network} size={18} />
            {network.name}
          </dd>
        </div>
      )}
      <div>
        <dt>{m.rate}</dt>
        <dd data-testid="swap-rate">
          <Ltr>
            1 {sourceToken.symbol} = {formatSwapAmount(rate, toToken.symbol, locale)}
          </Ltr>
        </dd>
      </div>
      <div>
        <dt>{m.priceImpact}</dt>
        <dd className={high ? 'high' : undefined} data-testid="swap-price-impact">
          {quote.priceImpact < 0.01
            ? fill(m.lessThan, { value: formatPercent(0.01, locale, { fixed: true }) })
            : formatPercent(quote.priceImpact, locale, { fixed: true })}
          {high && ` · ${m.priceImpactHigh}`}
        </dd>
      </div>
      <div>
        <dt>{m.networkFee}</dt>
        <dd data-testid="swap-network-fee">
          {networkFee ? (
            networkFee.usd !== undefined ? (
              networkFee.usd < 0.01 ? (
                fill(m.lessThan, { value: format.tokenValue(0.01) })
              ) : (
                format.tokenValue(networkFee.usd)
              )
            ) : (
              <Ltr>{format.fee(networkFee.amount, networkFee.symbol)}</Ltr>
            )
          ) : state.approvalNeeded ? (
            m.feeKnownAfterApproval
          ) : (
            m.feeUnknown
          )}
        </dd>
      </div>
      <div>
        <dt id="slippage-label">{m.maxSlippage}</dt>
        <dd>
          {review ? (
            formatPercent(slippage, locale, SLIPPAGE_DIGITS)
          ) : (
            <SlippagePicker
              value={slippage}
              onChange={(value) => void airlock.swapActions.setSlippage(value)}
            />
          )}
        </dd>
      </div>
      <div>
        <dt>{m.minimumReceived}</dt>
        <dd data-testid="swap-minimum">
          {minimum ? <Ltr>{formatSwapAmount(minimum, toToken.symbol, locale)}</Ltr> : '—'}
        </dd>
      </div>
    </dl>
  )
}

/** The least the quote pays at the tolerance, in whole units. */
function minimumOf({ quote, toToken, slippage }: SwapState): string | undefined {
  if (!quote || !toToken) return undefined
  return formatUnits(minimumReceived(BigInt(quote.toAmount), slippage), toToken.decimals)
}
