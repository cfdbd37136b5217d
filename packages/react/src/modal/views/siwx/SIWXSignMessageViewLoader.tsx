import { Component, lazy, type ReactNode, Suspense } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { siwxGateMessages } from '../../../i18n/en/siwxGate.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { AlertIcon } from '../../components/icons.tsx'

/** SIWXSignMessage is a chunk of its own: fetched when a sign-in is first asked, never without the `siwx` option. */
const SIWXSignMessageView = lazy(() =>
  import('./SIWXSignMessageView.tsx').then((m) => ({ default: m.SIWXSignMessageView })),
)

/** What the modal registers as SIWXSignMessage: the option check, then the chunk behind a placeholder. */
export function SIWXSignMessageViewLoader() {
  const airlock = useAirlockInstance()
  const m = useMessages(siwxGateMessages)
  if (!airlock.options.siwx) {
    return (
      <div className="center" role="alert" data-testid="siwx-disabled">
        <span className="empty-icon">
          <AlertIcon size={24} />
        </span>
        <h2>{m.notEnabled}</h2>
      </div>
    )
  }
  return (
    <LoadFailure>
      <Suspense
        fallback={<div className="siwx-skeleton" role="status" aria-label={m.loading} aria-busy="true" />}
      >
        <SIWXSignMessageView />
      </Suspense>
    </LoadFailure>
  )
}

/** A chunk that fails to load says so instead of emptying the modal. */
class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return <LoadFailed />
  }
}

/** The failure's text, in a function component as the boundary (a class) cannot read the locale's texts. */
function LoadFailed() {
  const m = useMessages(siwxGateMessages)
  return (
    <div className="center" role="alert">
      <span className="empty-icon">
        <AlertIcon size={24} />
      </span>
      <h2>{m.loadFailed}</h2>
      <p>{m.checkConnection}</p>
    </div>
  )
}
