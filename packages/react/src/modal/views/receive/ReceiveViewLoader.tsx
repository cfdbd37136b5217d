import { Component, lazy, type ReactNode, Suspense } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { AlertIcon } from '../../components/icons.tsx'

/**
 * The Receive view is an optional modal piece, so it is its own chunk (the page never pays for it):
 * fetched the first time the view opens, and never when the receive feature is off.
 */
const ReceiveView = lazy(() => import('./ReceiveView.tsx').then((m) => ({ default: m.ReceiveView })))

/** What the modal registers as the Receive view: the feature check, then the chunk behind a skeleton. */
export function ReceiveViewLoader() {
  const airlock = useAirlockInstance()
  // The loader is in the modal chunk, so its texts are in the account namespace rather than the receive chunk's.
  const m = useMessages(accountMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.receive)
  if (!enabled) return <ReceiveDisabled />
  return (
    <LoadFailure title={m.receiveLoadFailed} hint={m.receiveLoadFailedHint}>
      <Suspense fallback={<ReceiveSkeleton label={m.loading} />}>
        <ReceiveView />
      </Suspense>
    </LoadFailure>
  )
}

function ReceiveDisabled() {
  const m = useMessages(accountMessages)
  return (
    <div className="center" data-testid="receive-disabled">
      <span className="empty-icon">
        <AlertIcon size={24} />
      </span>
      <h2>{m.receiveDisabled}</h2>
      <p>{m.receiveDisabledHint}</p>
    </div>
  )
}

/** Placeholders laid out like the view (QR code, name, address, button, networks), so nothing jumps. */
export function ReceiveSkeleton({ label }: { label: string }) {
  return (
    <div className="receive" role="status" aria-label={label} aria-busy="true">
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
class LoadFailure extends Component<
  { children: ReactNode; title: string; hint: string },
  { failed: boolean }
> {
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
        <h2>{this.props.title}</h2>
        <p>{this.props.hint}</p>
      </div>
    )
  }
}
