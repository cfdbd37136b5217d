import type { OffRampState } from '@airlock/core'
import { useCallback, useEffect, useId, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { type SellTexts, sellMessages } from '../../../i18n/en/sell.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { useAmountField } from '../amountField/useAmountField.ts'
import { formatFiat, formatPurchase } from '../ramp/moneyFormat.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { sellCss } from './sellStyles.ts'
import { useSellState } from './useSellState.ts'

/** What the Continue button says (in `m`) and whether it can be pressed: its label is the reason when not. */
export function sellButton(state: OffRampState, m: SellTexts): { label: string; enabled: boolean } {
  if (state.optionsLoading) return { label: m.loading, enabled: false }
  if (!state.sellCurrency || !state.payoutCurrency) return { label: m.nothingToSell, enabled: false }
  if (state.sellAmount.trim() === '') return { label: m.enterAmount, enabled: false }
  if (state.amountIssue) return { label: m.checkAmount, enabled: false }
  if (state.quoteLoading || !state.quote) return { label: m.gettingQuote, enabled: false }
  return { label: m.continue, enabled: true }
}

/**
 * Sell, first step: the amount of a token (with the balance and Max), its network, the payout currency, and
 * the quote with its rate and each fee, renewed as the draft changes. Continuing asks for the bank account.
 */
export function SellView() {
  const airlock = useAirlockInstance()
  const state = useSellState()
  const m = useMessages(sellMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
  const ref = useRef<HTMLFormElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, sellCss)

  useEffect(() => amountRef.current?.focus(), [])
  useAfterPaint(() => {
    void airlock.offrampActions.init()
  }, [airlock])

  const setAmount = useCallback((amount: string) => void airlock.offrampActions.setAmount(amount), [airlock])
  const field = useAmountField(state.sellAmount, setAmount)
  const { sellCurrency, network, payoutCurrency, quote } = state
  const symbol = sellCurrency?.symbol ?? ''
  const typed = state.sellAmount.trim() !== ''
  const issue = field.message ?? (typed && state.amountIssue ? coreText(state.amountIssue) : undefined)
  const button = field.blocked ? { label: m.checkAmount, enabled: false } : sellButton(state, m)
  const flowError = state.error ?? state.quoteError
  const message = issue ?? (flowError ? coreText(flowError) : undefined)
  const sandbox = state.providers.some((p) => p.sandbox)

  if (
    !state.optionsLoading &&
    !state.error &&
    state.sellCurrencies.length === 0 &&
    state.payoutCurrencies.length > 0
  )
    return (
      <div className="center" data-testid="sell-empty">
        <p>{m.nothingToSell}</p>
      </div>
    )

  return (
    <form
      ref={ref}
      className="buy"
      noValidate
      aria-busy={state.optionsLoading}
      onSubmit={(event) => {
        event.preventDefault()
        if (button.enabled) airlock.router.push('SellBankAccount')
      }}
    >
      <div className={`send-card${issue ? ' invalid' : ''}`}>
        {/* The token and its network on the label's row: the amount keeps the card's whole width, so a long
            amount is never cut off beside a long token name. */}
        <div className="sell-card-head">
          <span className="send-label">{m.youSell}</span>
          <select
            className="sell-select"
            aria-label={m.token}
            value={sellCurrency && network ? `${sellCurrency.id}|${network.name}` : ''}
            disabled={state.sellCurrencies.length === 0}
            onChange={(event) => {
              const [id, net] = event.target.value.split('|')
              if (id) void airlock.offrampActions.selectSellCurrency(id, net)
            }}
            data-testid="sell-token"
          >
            {state.sellCurrencies.flatMap((currency) =>
              currency.networks.map((n) => (
                <option key={`${currency.id}|${n.name}`} value={`${currency.id}|${n.name}`}>
                  {fill(m.tokenOn, { token: currency.symbol, network: n.display_name })}
                </option>
              )),
            )}
          </select>
        </div>
        <input
          ref={amountRef}
          className="send-amount"
          aria-label={fill(m.amountToSell, { symbol })}
          aria-invalid={Boolean(issue)}
          aria-describedby={messageId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          dir="ltr"
          value={field.text}
          onChange={field.onChange}
          data-testid="sell-amount"
        />
        <div className="sell-balance">
          <span data-testid="sell-balance">
            {state.balance !== undefined && (
              <Ltr>{fill(m.balance, { amount: formatPurchase(state.balance, symbol, locale) })}</Ltr>
            )}
          </span>
          <button
            type="button"
            className="sell-max"
            disabled={state.balance === undefined || state.balance === '0'}
            onClick={async () => {
              const max = await airlock.offrampActions.maxAmount()
              if (max !== undefined) await airlock.offrampActions.setAmount(max)
            }}
          >
            {m.max}
          </button>
        </div>
      </div>

      <fieldset className="buy-methods">
        <legend>{m.payoutIn}</legend>
        {state.payoutCurrencies.map((currency) => (
          <label key={currency.id}>
            <input
              type="radio"
              name="payout-currency"
              value={currency.id}
              checked={payoutCurrency?.id === currency.id}
              onChange={() => void airlock.offrampActions.selectPayoutCurrency(currency.id)}
            />
            {currency.id}
          </label>
        ))}
      </fieldset>

      {(state.quoteLoading || (quote && !issue)) && (
        <dl className="buy-details" data-testid="sell-quote" aria-busy={state.quoteLoading}>
          {state.quoteLoading || !quote ? (
            <div>
              <dt>{m.gettingQuote}</dt>
              <dd>
                <span className="skeleton" role="status" aria-label={m.gettingQuote} />
              </dd>
            </div>
          ) : (
            <>
              <div>
                <dt>{m.rate}</dt>
                <dd data-testid="sell-rate">
                  <Ltr>
                    1 {quote.sellCurrency} ={' '}
                    {formatFiat({ amount: quote.rate, currency: quote.payoutCurrency }, locale)}
                  </Ltr>
                </dd>
              </div>
              <div>
                <dt>{m.providerFee}</dt>
                <dd data-testid="sell-provider-fee">
                  <Ltr>
                    {formatFiat({ amount: quote.providerFee, currency: quote.payoutCurrency }, locale)}
                  </Ltr>
                </dd>
              </div>
              <div>
                <dt>{m.networkFee}</dt>
                <dd data-testid="sell-network-fee">
                  <Ltr>
                    {formatFiat({ amount: quote.networkFee, currency: quote.payoutCurrency }, locale)}
                  </Ltr>
                </dd>
              </div>
              <div className="total">
                <dt>{m.youReceive}</dt>
                <dd data-testid="sell-payout">
                  <Ltr>
                    {formatFiat({ amount: quote.payoutAmount, currency: quote.payoutCurrency }, locale)}
                  </Ltr>
                </dd>
              </div>
            </>
          )}
        </dl>
      )}

      <div className="buy-message" id={messageId} role="alert" data-testid="sell-message">
        {message && <strong>{message}</strong>}
        {flowError && !issue && ' '}
        {flowError && !issue && (
          <button
            type="button"
            className="buy-link"
            onClick={() =>
              void (state.error ? airlock.offrampActions.init() : airlock.offrampActions.refreshQuote())
            }
          >
            {m.tryAgain}
          </button>
        )}
      </div>

      <button type="submit" className="primary wide" disabled={!button.enabled} data-testid="sell-continue">
        {button.label}
      </button>
      {sandbox && <p className="buy-note">{m.sandboxNote}</p>}
    </form>
  )
}
