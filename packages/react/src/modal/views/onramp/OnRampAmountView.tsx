import {
  MOCKED_QUOTE_ID,
  ONRAMP_PRESET_AMOUNTS,
  OnRampMessages,
  type OnRampState,
  PAYMENT_METHOD_LABELS,
  paymentAmountIssue,
} from '@airlock/core'
import { useEffect, useId, useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { ChevronIcon } from '../../components/icons.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { cleanAmountInput } from '../send/SendView.tsx'
import { formatFiat, formatPurchase } from './buyFormat.ts'
import { openCheckoutWindow } from './checkoutWindow.ts'
import { onrampCss } from './onrampStyles.ts'
import { useOnRampState } from './useOnRampState.ts'

/** What the main button says and whether it can be pressed. */
export function buyButton(state: OnRampState): { label: string; enabled: boolean } {
  const provider = state.selectedProvider
  if (state.optionsLoading) return { label: 'Loading…', enabled: false }
  if (!provider) return { label: 'Choose a provider', enabled: false }
  if (!state.purchaseCurrency) return { label: OnRampMessages.NO_CURRENCY, enabled: false }
  const issue = paymentAmountIssue(state.paymentAmount, state.paymentCurrency, state.paymentMethod)
  if (issue)
    return { label: issue === OnRampMessages.ENTER_AMOUNT ? issue : 'Check the amount', enabled: false }
  if (state.quotesLoading) return { label: 'Getting a quote…', enabled: false }
  if (state.checkout.status === 'opening') return { label: `Opening ${provider.label}…`, enabled: false }
  return { label: `Continue with ${provider.label}`, enabled: true }
}

/**
 * Buy, second step: the fiat amount (with presets) and its currency, the token and the network it arrives on,
 * card or bank transfer, and the quote with each fee. Limits are checked as the visitor types, before any
 * request. Continuing opens the provider's checkout in a new window and follows the order.
 */
export function OnRampAmountView() {
  const airlock = useAirlockInstance()
  const state = useOnRampState()
  const ref = useRef<HTMLFormElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  useChunkStyles(ref, onrampCss)

  useEffect(() => {
    void airlock.onrampActions.init()
    amountRef.current?.focus()
  }, [airlock])

  const { paymentCurrency, purchaseCurrency, network, quote, selectedProvider } = state
  const fiat = paymentCurrency?.id ?? 'USD'
  const typed = state.paymentAmount.trim()
  const issue = typed
    ? paymentAmountIssue(state.paymentAmount, paymentCurrency, state.paymentMethod)
    : undefined
  const button = buyButton(state)
  const message =
    issue ?? state.error ?? (state.checkout.status === 'failed' ? state.checkout.error : undefined)
  const methods = paymentCurrency?.payment_method_limits ?? []

  async function proceed() {
    if (!button.enabled || !selectedProvider) return
    // Opened now, inside the click, or the browser blocks it; the provider's page loads once its URL is known.
    const popup = openCheckoutWindow()
    const url = await airlock.onrampActions.startCheckout()
    if (!url) {
      popup?.close()
      return
    }
    if (popup) popup.location.replace(url)
    airlock.router.push('BuyInProgress')
  }

  return (
    <form
      ref={ref}
      className="buy"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void proceed()
      }}
    >
      <div className={`send-card${issue ? ' invalid' : ''}`}>
        <span className="send-label">You pay</span>
        <div className="send-card-top">
          <input
            ref={amountRef}
            className="send-amount"
            aria-label={`Amount to pay in ${fiat}`}
            aria-invalid={Boolean(issue)}
            aria-describedby={messageId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={state.paymentAmount}
            onChange={(event) =>
              void airlock.onrampActions.setPaymentAmount(cleanAmountInput(event.currentTarget.value))
            }
            data-testid="onramp-amount"
          />
          <button
            type="button"
            className="token-select"
            aria-label={`Currency you pay in: ${fiat}. Change currency`}
            onClick={() => airlock.router.push('OnRampFiatSelect')}
            data-testid="onramp-fiat"
          >
            <span>{fiat}</span>
            <ChevronIcon />
          </button>
        </div>
        <fieldset className="buy-presets" aria-label="Preset amounts">
          {ONRAMP_PRESET_AMOUNTS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={Number(typed) === preset}
              onClick={() => void airlock.onrampActions.setPaymentAmount(String(preset))}
            >
              {preset} {fiat}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="send-card">
        <span className="send-label">You get{network ? ` on ${network.display_name}` : ''}</span>
        <div className="send-card-top">
          <output
            className={`buy-output${state.purchaseAmount ? '' : ' empty'}`}
            aria-label="Amount you get"
            aria-busy={state.quotesLoading}
            data-testid="onramp-purchase-amount"
            data-amount={state.purchaseAmount ?? ''}
          >
            {state.quotesLoading ? (
              <span className="skeleton" role="status" aria-label="Getting a quote" />
            ) : state.purchaseAmount ? (
              formatPurchase(state.purchaseAmount, '').trim()
            ) : (
              '0'
            )}
          </output>
          <button
            type="button"
            className="token-select"
            aria-label={
              purchaseCurrency
                ? `Token you buy: ${purchaseCurrency.symbol}. Change token`
                : 'Select the token to buy'
            }
            onClick={() => airlock.router.push('OnRampTokenSelect')}
            data-testid="onramp-token"
          >
            {purchaseCurrency && (
              <TokenIcon
                url={airlock.cloud?.http.url(`public/getTokenImage/${purchaseCurrency.symbol}`)}
                symbol={purchaseCurrency.symbol}
                size={24}
              />
            )}
            <span>{purchaseCurrency?.symbol ?? 'Select token'}</span>
            <ChevronIcon />
          </button>
        </div>
      </div>

      {methods.length > 1 && (
        <fieldset className="buy-methods">
          <legend>Pay with</legend>
          {methods.map((limit) => (
            <label key={limit.id}>
              <input
                type="radio"
                name="payment-method"
                value={limit.id}
                checked={state.paymentMethod === limit.id}
                onChange={() => void airlock.onrampActions.selectPaymentMethod(limit.id)}
              />
              {PAYMENT_METHOD_LABELS[limit.id] ?? limit.id}
              <small>
                {formatFiat({ amount: limit.min, currency: '' }).trim()}–
                {formatFiat({ amount: limit.max, currency: fiat })}
              </small>
            </label>
          ))}
        </fieldset>
      )}

      {quote && !state.quotesLoading && !issue && (
        <dl className="buy-details" data-testid="onramp-quote">
          {quote.estimate ? (
            <div>
              <dt>Estimate</dt>
              <dd className="buy-estimate">{OnRampMessages.ESTIMATE}</dd>
            </div>
          ) : (
            <>
              <div>
                <dt>{selectedProvider?.label ?? 'Provider'} fee</dt>
                <dd data-testid="onramp-provider-fee">{formatFiat(quote.coinbaseFee)}</dd>
              </div>
              <div>
                <dt>Network fee</dt>
                <dd data-testid="onramp-network-fee">{formatFiat(quote.networkFee)}</dd>
              </div>
              <div>
                <dt>Buys tokens</dt>
                <dd>{formatFiat(quote.paymentSubtotal)}</dd>
              </div>
              <div className="total">
                <dt>Total</dt>
                <dd data-testid="onramp-total">{formatFiat(quote.paymentTotal)}</dd>
              </div>
            </>
          )}
        </dl>
      )}

      <div className="buy-message" id={messageId} role="alert" data-testid="onramp-message">
        {message && <strong>{message}</strong>}
        {state.error && !issue && (
          <button
            type="button"
            className="buy-link"
            onClick={() => void airlock.onrampActions.refreshQuote()}
          >
            {' '}
            Try again
          </button>
        )}
      </div>

      <button type="submit" className="primary wide" disabled={!button.enabled} data-testid="onramp-continue">
        {button.label}
      </button>
      {quote?.quoteId === MOCKED_QUOTE_ID && (
        <p className="buy-note">The provider will show you the exact amount before you pay.</p>
      )}
    </form>
  )
}
