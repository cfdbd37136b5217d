import type { OnRampState } from '@airlock/core'
import {
  MOCKED_QUOTE_ID,
  ONRAMP_PRESET_AMOUNTS,
  OnRampMessages,
  paymentAmountIssue,
  paymentAmountLimit,
} from '@airlock/core/internal'
import { useCallback, useEffect, useId, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { type OnRampTexts, onrampMessages } from '../../../i18n/en/onramp.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { ChevronIcon } from '../../components/icons.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { useAmountField } from '../amountField/useAmountField.ts'
import { formatFiat, formatFiatRange, formatPurchase } from '../ramp/moneyFormat.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { limitMessage, paymentMethodLabel } from './buyFormat.ts'
import { openCheckoutWindow } from './checkoutWindow.ts'
import { onrampCss } from './onrampStyles.ts'
import { useOnRampState } from './useOnRampState.ts'

/** What the main button says (in `m`, the Buy texts of the locale) and whether it can be pressed. */
export function buyButton(state: OnRampState, m: OnRampTexts): { label: string; enabled: boolean } {
  const provider = state.selectedProvider
  if (state.optionsLoading) return { label: m.loading, enabled: false }
  if (!provider) return { label: m.chooseProvider, enabled: false }
  if (!state.purchaseCurrency) return { label: m.noCurrency, enabled: false }
  const issue = paymentAmountIssue(state.paymentAmount, state.paymentCurrency, state.paymentMethod)
  // The issue itself (a limit, say) shows under the field; the button only says what to do.
  if (issue)
    return { label: issue === OnRampMessages.ENTER_AMOUNT ? m.enterAmount : m.checkAmount, enabled: false }
  if (state.quotesLoading) return { label: m.gettingQuoteBusy, enabled: false }
  if (state.checkout.status === 'opening')
    return { label: fill(m.openingProvider, { provider: provider.label }), enabled: false }
  return { label: fill(m.continueWith, { provider: provider.label }), enabled: true }
}

/**
 * Buy, second step: the fiat amount (with presets) and its currency, the token and the network it arrives on,
 * card or bank transfer, and the quote with each fee. Limits are checked as the visitor types, before any
 * request. Continuing opens the provider's checkout in a new window and follows the order.
 */
export function OnRampAmountView() {
  const airlock = useAirlockInstance()
  const state = useOnRampState()
  const m = useMessages(onrampMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
  const ref = useRef<HTMLFormElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, onrampCss)

  useEffect(() => amountRef.current?.focus(), [])
  // After the first paint, so the click that opened the view paints it in one frame.
  useAfterPaint(() => {
    void airlock.onrampActions.init()
  }, [airlock])

  const { paymentCurrency, purchaseCurrency, network, quote, selectedProvider } = state
  const setAmount = useCallback(
    (amount: string) => void airlock.onrampActions.setPaymentAmount(amount),
    [airlock],
  )
  const field = useAmountField(state.paymentAmount, setAmount)
  const fiat = paymentCurrency?.id ?? 'USD'
  const typed = state.paymentAmount.trim()
  const coreIssue = typed
    ? paymentAmountIssue(state.paymentAmount, paymentCurrency, state.paymentMethod)
    : undefined
  // A limit is written here, with the locale's numbers, as the payment method's options show them.
  const limit = paymentAmountLimit(state.paymentAmount, paymentCurrency, state.paymentMethod)
  const issue = field.message ?? (limit ? limitMessage(limit, locale, m) : coreIssue && coreText(coreIssue))
  const button = field.blocked ? { label: m.checkAmount, enabled: false } : buyButton(state, m)
  const flowError = state.error ?? (state.checkout.status === 'failed' ? state.checkout.error : undefined)
  const message = issue ?? (flowError ? coreText(flowError) : undefined)
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
        <span className="send-label">{m.youPay}</span>
        <div className="send-card-top">
          <input
            ref={amountRef}
            className="send-amount"
            aria-label={fill(m.amountToPayIn, { currency: fiat })}
            aria-invalid={Boolean(issue)}
            aria-describedby={messageId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            dir="ltr"
            value={field.text}
            onChange={field.onChange}
            data-testid="onramp-amount"
          />
          <button
            type="button"
            className="token-select"
            aria-label={fill(m.changeCurrency, { currency: fiat })}
            onClick={() => airlock.router.push('OnRampFiatSelect')}
            data-testid="onramp-fiat"
          >
            <span>{fiat}</span>
            <ChevronIcon />
          </button>
        </div>
        <fieldset className="buy-presets" aria-label={m.presetAmounts}>
          {ONRAMP_PRESET_AMOUNTS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={Number(typed) === preset}
              onClick={() => void airlock.onrampActions.setPaymentAmount(String(preset))}
            >
              <Ltr>{formatFiat({ amount: String(preset), currency: fiat }, locale, { decimals: 0 })}</Ltr>
            </button>
          ))}
        </fieldset>
      </div>

      <div className="send-card">
        <span className="send-label">
          {network ? fill(m.youGetOn, { network: network.display_name }) : m.youGet}
        </span>
        <div className="send-card-top">
          <output
            className={`buy-output${state.purchaseAmount ? '' : ' empty'}`}
            aria-label={m.amountYouGet}
            aria-busy={state.quotesLoading}
            data-testid="onramp-purchase-amount"
            data-amount={state.purchaseAmount ?? ''}
          >
            {state.quotesLoading ? (
              <span className="skeleton" role="status" aria-label={m.gettingQuote} />
            ) : state.purchaseAmount ? (
              formatPurchase(state.purchaseAmount, '', locale).trim()
            ) : (
              '0'
            )}
          </output>
          <button
            type="button"
            className="token-select"
            aria-label={
              purchaseCurrency ? fill(m.changeToken, { symbol: purchaseCurrency.symbol }) : m.selectTokenToBuy
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
            <span>{purchaseCurrency?.symbol ?? m.selectToken}</span>
            <ChevronIcon />
          </button>
        </div>
      </div>

      {methods.length > 1 && (
        <fieldset className="buy-methods">
          <legend>{m.payWith}</legend>
          {methods.map((limit) => (
            <label key={limit.id}>
              <input
                type="radio"
                name="payment-method"
                value={limit.id}
                checked={state.paymentMethod === limit.id}
                onChange={() => void airlock.onrampActions.selectPaymentMethod(limit.id)}
              />
              {paymentMethodLabel(limit.id, m)}
              <small>
                <Ltr>{formatFiatRange(limit.min, limit.max, fiat, locale)}</Ltr>
              </small>
            </label>
          ))}
        </fieldset>
      )}

      {quote && !state.quotesLoading && !issue && (
        <dl className="buy-details" data-testid="onramp-quote">
          {quote.estimate ? (
            <div>
              <dt>{m.estimate}</dt>
              <dd className="buy-estimate">{m.estimateOnly}</dd>
            </div>
          ) : (
            <>
              <div>
                <dt>
                  {selectedProvider
                    ? fill(m.providerFeeOf, { provider: selectedProvider.label })
                    : m.providerFee}
                </dt>
                <dd data-testid="onramp-provider-fee">
                  <Ltr>{formatFiat(quote.coinbaseFee, locale)}</Ltr>
                </dd>
              </div>
              <div>
                <dt>{m.networkFee}</dt>
                <dd data-testid="onramp-network-fee">
                  <Ltr>{formatFiat(quote.networkFee, locale)}</Ltr>
                </dd>
              </div>
              <div>
                <dt>{m.buysTokens}</dt>
                <dd>
                  <Ltr>{formatFiat(quote.paymentSubtotal, locale)}</Ltr>
                </dd>
              </div>
              <div className="total">
                <dt>{m.total}</dt>
                <dd data-testid="onramp-total">
                  <Ltr>{formatFiat(quote.paymentTotal, locale)}</Ltr>
                </dd>
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
            {m.tryAgain}
          </button>
        )}
      </div>

      <button type="submit" className="primary wide" disabled={!button.enabled} data-testid="onramp-continue">
        {coreText(button.label)}
      </button>
      {quote?.quoteId === MOCKED_QUOTE_ID && <p className="buy-note">{m.exactAmountNote}</p>}
    </form>
  )
}
