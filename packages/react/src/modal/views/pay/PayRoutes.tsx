import type { PayRoute, PayState } from '@airlock/core'
import { formatUnits } from '@airlock/core/internal'
import { useEffect, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { payMessages } from '../../../i18n/en/pay.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { type LocaleTools, useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { AlertIcon, CheckIcon } from '../../components/icons.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { formatPercent } from '../swap/swapFormat.ts'
import { bpsToPercent, roundUpAsShown, routeError } from './payFormat.ts'

type Paying = Exclude<PayRoute, { kind: 'buy' }>

/**
 * The ways to pay once the routes are known: each holding that covers the payment (the asset itself, or another
 * token converted in the same transaction), the chosen one's terms, and its Pay button; or, when nothing
 * covers it, the amount lacking and Buy. A failure stays beside the routes with Try again; the payment is kept.
 * Enter anywhere in the form pays by the chosen route.
 */
export function PayRoutes({ state }: { state: PayState }) {
  const airlock = useAirlockInstance()
  const m = useMessages(payMessages)
  const coreText = useCoreText()
  const { format } = useLocaleTools()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const { routes, route, asset, status } = state
  const error = routeError(state.error)
  const updating = status === 'quoting'
  const paying = routes.filter((r): r is Paying => r.kind !== 'buy')

  // The Pay button takes the focus once there is something to pay with, so Enter pays; a failure takes it
  // instead, so a screen reader reads why nothing was paid.
  const ready = route !== undefined && route.kind !== 'buy'
  useEffect(() => {
    if (ready) buttonRef.current?.focus()
  }, [ready])
  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])

  if (!asset) return null
  const amount = format.exactAmount(formatUnits(asset.amountAtomic, asset.decimals), asset.symbol)

  return (
    <form
      className="pay"
      noValidate
      aria-busy={updating}
      onSubmit={(event) => {
        event.preventDefault()
        if (!updating) void airlock.payActions.confirm()
      }}
    >
      {paying.length > 0 && (
        <fieldset className="pay-routes">
          <legend className="pay-section">{m.waysToPay}</legend>
          {paying.map((each) => (
            <RouteOption key={each.payWith} route={each} chosen={route?.payWith === each.payWith} />
          ))}
        </fieldset>
      )}
      {route?.kind === 'swap' && <SwapTerms route={route} />}
      {route?.kind === 'buy' && <BuyOffer route={route} />}
      {error && (
        <p className="pay-error" role="alert" tabIndex={-1} ref={errorRef} data-testid="pay-error">
          <AlertIcon />
          <span>
            <strong>{m.notPaid}</strong> {coreText(error.shortMessage)}
          </span>
        </p>
      )}
      {route?.kind !== 'buy' && (
        <button
          ref={buttonRef}
          type="submit"
          className="primary wide"
          disabled={updating || !route}
          data-testid="pay-confirm"
        >
          {updating ? (
            <>
              <Spinner size={16} /> {m.findingRoutes}
            </>
          ) : error ? (
            m.tryAgain
          ) : (
            fill(m.payAmount, { amount })
          )}
        </button>
      )}
    </form>
  )
}

function RouteOption({ route, chosen }: { route: Paying; chosen: boolean }) {
  const airlock = useAirlockInstance()
  const m = useMessages(payMessages)
  const { format } = useLocaleTools()
  const amountIn = costNow(format, route)
  return (
    <label className="row pay-route" data-testid="pay-route" data-kind={route.kind}>
      <input
        type="radio"
        name="pay-route"
        value={route.payWith}
        checked={chosen}
        onChange={() => void airlock.payActions.chooseRoute(route.payWith)}
      />
      <TokenIcon url={route.iconUrl} imageId={route.payWith} symbol={route.symbol} size={36} />
      <span className="label">
        <span>{fill(m.payWithToken, { symbol: route.symbol })}</span>
        <small>
          {route.kind === 'direct'
            ? m.fromBalance
            : fillNodes(m.convertedAbout, { amount: <Ltr>{amountIn}</Ltr> })}
        </small>
      </span>
      <span className="pay-check" aria-hidden="true">
        {chosen && <CheckIcon size={12} />}
      </span>
    </label>
  )
}

/**
 * What a conversion costs at today's price, one way wherever it is shown (the route's "About" and the terms'
 * "Costs now"): an estimate, so rounded as a transaction amount.
 */
const costNow = (format: LocaleTools['format'], route: Paying) =>
  format.transactionAmount(formatUnits(route.amountIn, route.decimals), route.symbol)

/** The most a conversion may take, with as many digits as the cost beside it, rounded up so it stays true. */
const atMost = (format: LocaleTools['format'], route: Extract<PayRoute, { kind: 'swap' }>) =>
  format.transactionAmount(
    formatUnits(roundUpAsShown(route.maxAmountIn, route.decimals), route.decimals),
    route.symbol,
  )

/** A conversion's terms: what it costs at today's price, the most it may take, and that the rest stays. */
function SwapTerms({ route }: { route: Extract<PayRoute, { kind: 'swap' }> }) {
  const m = useMessages(payMessages)
  const { format, locale } = useLocaleTools()
  return (
    <>
      <dl className="pay-details" data-testid="pay-swap-terms">
        <div>
          <dt>{m.costsNow}</dt>
          <dd data-testid="pay-costs-now">
            <Ltr>{costNow(format, route)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{m.atMost}</dt>
          <dd data-testid="pay-at-most">
            <Ltr>{atMost(format, route)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{m.priceMargin}</dt>
          <dd>{formatPercent(bpsToPercent(route.slippageBps), locale)}</dd>
        </div>
      </dl>
      <p className="pay-note">{m.unusedStays}</p>
    </>
  )
}

/** Nothing covers the payment: how much is lacking, and Buy (which comes back to Pay once bought). */
function BuyOffer({ route }: { route: Extract<PayRoute, { kind: 'buy' }> }) {
  const airlock = useAirlockInstance()
  const m = useMessages(payMessages)
  const { format } = useLocaleTools()
  const canBuy = airlock.options.features.onramp
  const missing = format.exactAmount(formatUnits(route.missing, route.decimals), route.symbol)
  return (
    <div className="pay-buy" data-testid="pay-buy">
      <p>{fillNodes(m.missing, { amount: <Ltr>{missing}</Ltr> })}</p>
      {canBuy && (
        <>
          <button
            type="button"
            className="primary wide"
            data-testid="pay-buy-button"
            onClick={() => void airlock.payActions.buyForPayment()}
          >
            {fill(m.buyToken, { symbol: route.symbol })}
          </button>
          <small>{m.buyHint}</small>
        </>
      )}
    </div>
  )
}
