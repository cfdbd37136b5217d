import { truncateAddress } from '@airlock/core/internal'
import { type ReactNode, useEffect, useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { onrampMessages } from '../../../i18n/en/onramp.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { AlertIcon, CheckIcon } from '../../components/icons.tsx'
import { PendingRing } from '../../components/PendingRing.tsx'
import { formatFiat, formatPurchase } from '../ramp/moneyFormat.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { openCheckoutWindow } from './checkoutWindow.ts'
import { onrampCss } from './onrampStyles.ts'
import { ProviderLogo } from './ProviderLogo.tsx'
import { useOnRampState } from './useOnRampState.ts'

type StepState = 'done' | 'active' | 'todo'

/**
 * The purchase while the provider's window is open: paying, then the tokens on their way, then done (balances
 * read again) or failed with the provider's reason. The checkout can be opened again if its window was closed.
 */
export function BuyInProgressView() {
  const airlock = useAirlockInstance()
  const { checkout, purchaseCurrency, paymentAmount, paymentCurrency } = useOnRampState()
  const m = useMessages(onrampMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
  const ref = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, onrampCss)
  const { status, provider, order } = checkout
  const label = provider?.label ?? m.theProvider

  useEffect(() => {
    if (status === 'completed' || status === 'failed') headingRef.current?.focus()
  }, [status])

  if (status === 'idle') {
    return (
      <div className="center" ref={ref}>
        <p>{m.noPurchase}</p>
        <button
          type="button"
          className="secondary small"
          onClick={() => airlock.router.replace('OnRampProviders')}
        >
          {m.buyCrypto}
        </button>
      </div>
    )
  }

  const symbol = order?.purchaseAmount.currency ?? purchaseCurrency?.symbol ?? ''
  const paid = (
    <Ltr>
      {order
        ? formatFiat(order.paymentTotal, locale)
        : formatFiat({ amount: paymentAmount || '0', currency: paymentCurrency?.id ?? 'USD' }, locale)}
    </Ltr>
  )
  const steps: Record<'pay' | 'deliver', StepState> =
    status === 'completed'
      ? { pay: 'done', deliver: 'done' }
      : status === 'pending'
        ? { pay: 'done', deliver: 'active' }
        : { pay: status === 'failed' ? 'todo' : 'active', deliver: 'todo' }

  function reopen() {
    const popup = openCheckoutWindow()
    if (popup && checkout.url) popup.location.replace(checkout.url)
  }

  function showAccount() {
    const { history } = airlock.router.getState()
    const index = history.lastIndexOf('Account')
    if (index === -1) airlock.router.replace('Account')
    else airlock.router.goBackToIndex(index)
  }

  return (
    <div className="buy-progress" ref={ref} data-testid="buy-progress" data-status={status}>
      <div
        className={`buy-status-icon${status === 'completed' ? ' done' : status === 'failed' ? ' failed' : ''}`}
      >
        {status === 'completed' ? (
          <span className="buy-status-mark">
            <CheckIcon size={30} />
          </span>
        ) : status === 'failed' ? (
          <span className="buy-status-mark">
            <AlertIcon size={36} />
          </span>
        ) : (
          <>
            <PendingRing />
            <ProviderLogo provider={provider} />
          </>
        )}
      </div>
      <h2 tabIndex={-1} ref={headingRef} data-testid="buy-title">
        {status === 'completed'
          ? fillNodes(m.bought, {
              amount: <Ltr>{formatPurchase(order?.purchaseAmount.amount ?? '', symbol, locale)}</Ltr>,
            })
          : status === 'failed'
            ? m.purchaseFailed
            : status === 'pending'
              ? m.processing
              : status === 'opening'
                ? fill(m.openingProvider, { provider: label })
                : fill(m.waitingCheckout, { provider: label })}
      </h2>
      <p role="status" data-testid="buy-detail">
        {status === 'completed'
          ? order
            ? fillNodes(m.paidToAddress, { paid, address: <Ltr>{truncateAddress(order.address)}</Ltr> })
            : fillNodes(m.paidToWallet, { paid })
          : status === 'failed'
            ? checkout.error && coreText(checkout.error)
            : status === 'pending'
              ? fillNodes(m.pendingDetail, { provider: label, paid })
              : fillNodes(m.checkoutDetail, { provider: label, paid })}
      </p>
      {status !== 'failed' && (
        <ol className="buy-steps" aria-label={m.steps}>
          <Step n={1} state={steps.pay} label={fillNodes(m.payStep, { paid })} />
          <Step n={2} state={steps.deliver} label={fill(m.receiveStep, { symbol })} />
        </ol>
      )}
      {order?.transactionHash && (
        <span className="buy-hash">
          {fillNodes(m.transaction, { hash: <Ltr>{truncateAddress(order.transactionHash)}</Ltr> })}
        </span>
      )}
      <div className="actions two">
        {status === 'completed' ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => airlock.router.replace('OnRampAmount')}
            >
              {m.buyMore}
            </button>
            <button type="button" className="primary" onClick={showAccount} data-testid="buy-done">
              {m.done}
            </button>
          </>
        ) : status === 'failed' ? (
          <>
            <button type="button" className="secondary" onClick={showAccount}>
              {m.close}
            </button>
            <button
              type="button"
              className="primary"
              data-testid="buy-retry"
              onClick={() => {
                void airlock.onrampActions.cancelCheckout()
                airlock.router.goBack()
              }}
            >
              {m.tryAgain}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                void airlock.onrampActions.cancelCheckout()
                airlock.router.goBack()
              }}
            >
              {m.cancel}
            </button>
            <button
              type="button"
              className="primary"
              onClick={reopen}
              disabled={!checkout.url || status === 'pending'}
            >
              {status === 'opening' ? <Spinner size={16} /> : fill(m.openProvider, { provider: label })}
            </button>
          </>
        )}
      </div>
    </div>
  )
}

function Step({ n, state, label }: { n: number; state: StepState; label: ReactNode }) {
  const m = useMessages(onrampMessages)
  return (
    <li data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
      <span className="buy-step-mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={14} /> : n}
      </span>
      <span>{label}</span>
      {state === 'done' && <span className="visually-hidden"> {m.stepDone}</span>}
    </li>
  )
}
