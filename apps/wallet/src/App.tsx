import { useState, useSyncExternalStore } from 'react'
import { AccountCard } from './components/AccountCard.tsx'
import { ActivityList } from './components/ActivityList.tsx'
import { AuthSheet } from './components/AuthSheet.tsx'
import { ConnectCard } from './components/ConnectCard.tsx'
import { ChainIcon, hostOf } from './components/common.tsx'
import { Chevron, Logo } from './components/icons.tsx'
import { AccountSheet, NetworkSheet } from './components/Pickers.tsx'
import { ProposalSheet } from './components/ProposalSheet.tsx'
import { RequestSheet } from './components/RequestSheet.tsx'
import { SessionList } from './components/SessionList.tsx'
import { CLOUD_URL, networkById } from './config.ts'
import type { Wallet } from './wallet/wallet.ts'

type Picker = 'network' | 'account' | undefined

export function App({ controller }: { controller: Wallet }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const [picker, setPicker] = useState<Picker>()
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set())
  const network = networkById(state.chainId)

  const auth = state.authRequests.find((item) => !dismissed.has(item.id))
  const proposal = auth ? undefined : controller.visibleProposals().find((item) => !dismissed.has(item.id))
  const request = auth || proposal ? undefined : state.requests.find((item) => !dismissed.has(item.id))
  const waiting = [...state.authRequests, ...controller.visibleProposals(), ...state.requests].filter(
    (item) => dismissed.has(item.id),
  )
  const dismiss = (id: number) => setDismissed(new Set([...dismissed, id]))
  const busyFor = (id: number) => (state.busy?.id === id ? state.busy.action : undefined)

  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <Logo />
          <span>Airlock Wallet</span>
        </div>
        <button
          type="button"
          className="network-pill"
          data-testid="network-button"
          aria-label={`Network: ${network?.name ?? 'Unknown'}. Change network`}
          onClick={() => setPicker('network')}
        >
          <ChainIcon chainId={state.chainId} />
          <span data-testid="network-name">{network?.name ?? `Chain ${state.chainId}`}</span>
          <Chevron />
        </button>
      </header>

      <main className="content">
        {state.status === 'error' && (
          <p className="alert alert-error" role="alert">
            Could not reach the relay at {CLOUD_URL}: {state.startError}. Is `npm start` running?
          </p>
        )}

        <AccountCard controller={controller} state={state} onChangeAccount={() => setPicker('account')} />

        {waiting.length > 0 && (
          <section className="pending-banner" aria-label="Waiting for you">
            <span className="pulse" aria-hidden="true" />
            <span>
              {waiting.length === 1 ? '1 request is' : `${waiting.length} requests are`} waiting for your
              answer
            </span>
            <button
              type="button"
              className="button small primary"
              data-testid="review-pending"
              onClick={() => setDismissed(new Set())}
            >
              Review
            </button>
          </section>
        )}

        <ConnectCard
          controller={controller}
          pairing={state.pairing}
          error={state.pairError}
          ready={state.status === 'ready'}
        />

        <SessionList controller={controller} status={state.status} sessions={state.sessions} />

        <ActivityList activity={state.activity} />
      </main>

      <footer className="footer">
        <span className={`dot ${state.status}`} aria-hidden="true" />
        {state.status === 'ready' ? 'Online' : state.status === 'starting' ? 'Connecting…' : 'Offline'} ·
        relay {hostOf(CLOUD_URL)} · test keys only
      </footer>

      <div className="toasts" aria-live="polite">
        {state.toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.tone}`}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <span>{toast.text}</span>
            <button
              type="button"
              className="icon-button small"
              aria-label="Dismiss"
              onClick={() => controller.dismissToast(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>

      {auth ? (
        <AuthSheet
          key={`a${auth.id}`}
          auth={auth}
          controller={controller}
          busy={busyFor(auth.id)}
          onDismiss={() => dismiss(auth.id)}
        />
      ) : proposal ? (
        <ProposalSheet
          key={`p${proposal.id}`}
          proposal={proposal}
          controller={controller}
          busy={busyFor(proposal.id)}
          onDismiss={() => dismiss(proposal.id)}
        />
      ) : request ? (
        <RequestSheet
          key={`r${request.id}`}
          request={request}
          controller={controller}
          busy={busyFor(request.id)}
          onDismiss={() => dismiss(request.id)}
        />
      ) : picker === 'network' ? (
        <NetworkSheet controller={controller} chainId={state.chainId} onClose={() => setPicker(undefined)} />
      ) : picker === 'account' ? (
        <AccountSheet
          controller={controller}
          accountIndex={state.accountIndex}
          onClose={() => setPicker(undefined)}
        />
      ) : null}
    </div>
  )
}
