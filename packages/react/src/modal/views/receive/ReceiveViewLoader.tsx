import { Component, lazy, type ReactNode, Suspense } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { AlertIcon } from '../../components/icons.tsx'

/**
 * The Receive view is an optional modal piece, so it is its own chunk (DESIGN section 2, spec section 1):
 * fetched the first time the view opens, and never when the receive feature is off.
 */
const ReceiveView = lazy(() => import('./ReceiveView.tsx').then((m) => ({ default: m.ReceiveView })))

/** What the modal registers as the Receive view: the feature check, then the chunk behind a skeleton. */
export function ReceiveViewLoader() {
  const airlock = useAirlockInstance()
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.receive)
  if (!enabled) return <ReceiveDisabled />
  return (
    <LoadFailure>
      <Suspense fallback={<ReceiveSkeleton />}>
        <ReceiveView />
      </Suspense>
    </LoadFailure>
  )
}

function ReceiveDisabled() {
  return (
    <div className="center" data-testid="receive-disabled">
      <span className="empty-icon">
        <AlertIcon size={24} />
      </span>
      <h2>Receive is not enabled</h2>
      <p>
        This app has turned off receiving in the wallet modal. You can still copy your address from the
        Account view.
      </p>
    </div>
  )
}

/** Placeholders laid out like the view (QR code, name, address, button, networks), so nothing jumps. */
export function ReceiveSkeleton() {
  return (
    <div className="receive" role="status" aria-label="Loading" aria-busy="true">
      <div className="receive-skeleton receive-skeleton-qr" />
      <div className="receive-identity">
        <span className="receive-skeleton receive-skeleton-name" />
        <span className="receive-skeleton receive-skeleton-address" />
      </div>
      <span className="receive-skeleton receive-skeleton-button" />
      <span className="receive-skeleton receive-skeleton-networks" />
    </div>
  )
}

/** A chunk that fails to load (offline, a deploy replaced it) says so instead of emptying the modal. */
class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="center" role="alert">
        <span className="empty-icon">
          <AlertIcon size={24} />
        </span>
        <h2>Could not load Receive</h2>
        <p>Check your connection, then close the modal and try again.</p>
      </div>
    )
  }
}
