import { OnRampMessages, truncateAddress } from '@airlock/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { AlertIcon, CheckIcon } from '../../components/icons.tsx'
import { PendingRing } from '../../components/PendingRing.tsx'
import { formatFiat, formatPurchase } from './buyFormat.ts'
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
  const ref = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useChunkStyles(ref, onrampCss)
  const { status, provider, order } = checkout
  const label = provider?.label ?? 'the provider'

  useEffect(() => {
    if (status === 'completed' || status === 'failed') headingRef.current?.focus()
  }, [status])

  if (status === 'idle') {
    return (
      <div className="center" ref={ref}>
        <p>There is no purchase in progress.</p>
        <button
          type="button"
          className="secondary small"
          onClick={() => airlock.router.replace('OnRampProviders')}
        >
          Buy crypto
        </button>
      </div>
    )
  }

  const symbol = order?.purchaseAmount.currency ?? purchaseCurrency?.symbol ?? ''
  const paid = order
    ? formatFiat(order.paymentTotal)
    : formatFiat({ amount: paymentAmount || '0', currency: paymentCurrency?.id ?? 'USD' })
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
          ? OnRampMessages.BOUGHT(formatPurchase(order?.purchaseAmount.amount ?? '', symbol))
          : status === 'failed'
            ? 'Purchase failed'
            : status === 'pending'
              ? OnRampMessages.PROCESSING
              : status === 'opening'
                ? `Opening ${label}…`
                : OnRampMessages.WAITING_CHECKOUT(label)}
      </h2>
      <p role="status" data-testid="buy-detail">
        {status === 'completed'
          ? `Paid ${paid}. The tokens are in ${order ? truncateAddress(order.address) : 'your wallet'}.`
          : status === 'failed'
            ? checkout.error
            : status === 'pending'
              ? `${label} has your payment of ${paid} and is sending the tokens. This takes a moment.`
              : `Pay ${paid} in the ${label} window. This view follows your order and updates on its own.`}
      </p>
      {status !== 'failed' && (
        <ol className="buy-steps" aria-label="Steps">
          <Step n={1} state={steps.pay} label={`Pay ${paid}`} />
          <Step n={2} state={steps.deliver} label={`Receive ${symbol}`} />
        </ol>
      )}
      {order?.transactionHash && (
        <span className="buy-hash">Transaction {truncateAddress(order.transactionHash)}</span>
      )}
      <div className="actions two">
        {status === 'completed' ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => airlock.router.replace('OnRampAmount')}
            >
              Buy more
            </button>
            <button type="button" className="primary" onClick={showAccount} data-testid="buy-done">
              Done
            </button>
          </>
        ) : status === 'failed' ? (
          <>
            <button type="button" className="secondary" onClick={showAccount}>
              Close
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
              Try again
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
              Cancel
            </button>
            <button
              type="button"
              className="primary"
              onClick={reopen}
              disabled={!checkout.url || status === 'pending'}
            >
              {status === 'opening' ? <Spinner size={16} /> : `Open ${label}`}
            </button>
          </>
        )}
      </div>
    </div>
  )
}

function Step({ n, state, label }: { n: number; state: StepState; label: string }) {
  return (
    <li data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
      <span className="buy-step-mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={14} /> : n}
      </span>
      <span>{label}</span>
      {state === 'done' && <span className="visually-hidden"> (done)</span>}
    </li>
  )
}
