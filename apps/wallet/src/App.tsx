import { type FormEvent, useState, useSyncExternalStore } from 'react'
import { allSessionChains } from './chains/support.ts'
import { AuthSheet } from './components/AuthSheet.tsx'
import {
  ChainIcon,
  CopyButton,
  chainName,
  DappIcon,
  hostOf,
  Spinner,
  shortAddress,
} from './components/common.tsx'
import { Identicon } from './components/Identicon.tsx'
import { AccountSheet, NetworkSheet } from './components/Pickers.tsx'
import { ProposalSheet } from './components/ProposalSheet.tsx'
import { RequestSheet } from './components/RequestSheet.tsx'
import { CLOUD_URL, networkById } from './config.ts'
import { formatEth } from './format/text.ts'
import type { AccountMode, Activity, SmartAccountState } from './store/walletState.ts'
import type { Wallet } from './wallet/wallet.ts'

type Picker = 'network' | 'account' | undefined

export function App({ controller }: { controller: Wallet }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const [picker, setPicker] = useState<Picker>()
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set())
  const account = controller.account
  const network = networkById(state.chainId)
  const smartMode = state.accountMode === 'smartAccount'
  const shown = controller.address

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

        <section className="card account-card" aria-label="Account">
          <div className="account-top">
            <button
              type="button"
              className="account-switch"
              data-testid="account-button"
              aria-label={`${account.name}${smartMode ? ' smart account' : ''}, ${shown}. Change account`}
              onClick={() => setPicker('account')}
            >
              <Identicon address={shown} size={44} />
              <span className="account-text">
                <span className="account-name">
                  {account.name}
                  {smartMode && <span className="account-kind">Smart</span>} <Chevron />
                </span>
                <span className="muted mono" data-testid="account-address" title={shown}>
                  {smartMode && state.smartAccount.status === 'loading' ? 'Reading…' : shortAddress(shown)}
                </span>
              </span>
            </button>
            <CopyButton text={shown} label="Copy address" />
          </div>
          <AccountModeToggle controller={controller} mode={state.accountMode} />
          {smartMode && <SmartAccountNote state={state.smartAccount} owner={account.address} />}
          <div className="balance" data-testid="balance" aria-live="polite">
            {state.balance.status === 'loading' && (
              <span className="skeleton" role="img" aria-label="Loading balance" />
            )}
            {state.balance.status === 'ready' && (
              <>
                <span className="balance-value">{formatEth(state.balance.value)}</span>
                <span className="balance-symbol">{network?.symbol ?? 'ETH'}</span>
              </>
            )}
            {state.balance.status === 'unavailable' && (
              <span className="balance-na" data-testid="balance-unavailable">
                No balance on {network?.name}
              </span>
            )}
            {state.balance.status === 'error' && <span className="balance-error">Balance unavailable</span>}
          </div>
          <p className="balance-caption">
            {state.balance.status === 'unavailable'
              ? 'A listed network: dapps can use it for signatures, but this wallet has no node for it. Balances and transactions work on Airlock Devnet.'
              : state.balance.status === 'error'
                ? state.balance.message
                : `on ${network?.name ?? 'the devnet'}`}
          </p>
        </section>

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

        <section className="card" aria-labelledby="sessions-title">
          <div className="card-title">
            <h2 id="sessions-title">Connected dapps</h2>
            {state.sessions.length > 0 && <span className="count">{state.sessions.length}</span>}
          </div>
          {state.status === 'starting' ? (
            <div className="empty">
              <Spinner /> Loading sessions…
            </div>
          ) : state.sessions.length === 0 ? (
            <div className="empty" data-testid="sessions-empty">
              <EmptyIcon />
              <strong>No connected dapps yet</strong>
              <span>Paste a WalletConnect link above, or open one from a dapp’s QR code.</span>
            </div>
          ) : (
            <ul className="session-list" data-testid="sessions">
              {state.sessions.map((session) => {
                const chains = allSessionChains(session)
                return (
                  <li
                    key={session.topic}
                    className="session"
                    data-testid="session"
                    data-topic={session.topic}
                  >
                    <DappIcon metadata={session.peer.metadata} />
                    <div className="session-main">
                      <strong data-testid="session-name">{session.peer.metadata.name}</strong>
                      <span className="muted mono">{hostOf(session.peer.metadata.url)}</span>
                      <span className="session-chains" title={chains.map(chainName).join(', ')}>
                        {chains.slice(0, 6).map((chain) => (
                          <ChainIcon key={chain} caip={chain} />
                        ))}
                        <span className="muted">
                          {chains.length} network{chains.length === 1 ? '' : 's'}
                        </span>
                      </span>
                    </div>
                    <button
                      type="button"
                      className="button small secondary"
                      data-testid="session-disconnect"
                      aria-label={`Disconnect ${session.peer.metadata.name}`}
                      onClick={() => void controller.disconnect(session.topic)}
                    >
                      Disconnect
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </section>

        <section className="card" aria-labelledby="activity-title">
          <div className="card-title">
            <h2 id="activity-title">Activity</h2>
          </div>
          {state.activity.length === 0 ? (
            <div className="empty small">
              <span>Signatures and transactions you approve appear here.</span>
            </div>
          ) : (
            <ul className="activity-list" data-testid="activity">
              {state.activity.map((item) => (
                <ActivityRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
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

/** EOA or Smart Account: which address connected dapps see (kept in the wallet's storage). */
function AccountModeToggle({ controller, mode }: { controller: Wallet; mode: AccountMode }) {
  const options: { value: AccountMode; label: string }[] = [
    { value: 'eoa', label: 'EOA' },
    { value: 'smartAccount', label: 'Smart Account' },
  ]
  return (
    <fieldset className="mode-toggle" data-testid="account-mode">
      <legend className="visually-hidden">Account type</legend>
      {options.map((option) => (
        <label key={option.value} className={`mode-option ${mode === option.value ? 'selected' : ''}`}>
          <input
            type="radio"
            name="account-mode"
            className="visually-hidden"
            value={option.value}
            checked={mode === option.value}
            data-testid={`account-mode-${option.value}`}
            onChange={() => void controller.setAccountMode(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

function SmartAccountNote({ state, owner }: { state: SmartAccountState; owner: string }) {
  if (state.status === 'error') {
    return (
      <p className="alert alert-error smart-note" role="alert" data-testid="smart-account-error">
        The smart account is unavailable: {state.message}
      </p>
    )
  }
  return (
    <p className="smart-note" data-testid="smart-account-note">
      {state.status === 'ready' && !state.deployed && (
        <span className="badge-pending" data-testid="smart-not-deployed">
          Not deployed yet
        </span>
      )}
      {state.status === 'ready' && state.deployed && (
        <span className="badge-ok" data-testid="smart-deployed">
          Deployed
        </span>
      )}
      <span className="muted">
        Owned by <span className="mono">{shortAddress(owner)}</span> · gas sponsored by Airlock
        {state.status === 'ready' && !state.deployed ? ' · the first transaction deploys it' : ''}
      </span>
    </p>
  )
}

function ConnectCard({
  controller,
  pairing,
  error,
  ready,
}: {
  controller: Wallet
  pairing: boolean
  error: string | undefined
  ready: boolean
}) {
  const [value, setValue] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!value.trim()) return
    if (await controller.pair(value)) setValue('')
  }
  return (
    <section className="card" aria-labelledby="connect-title">
      <div className="card-title">
        <h2 id="connect-title">Connect to a dapp</h2>
      </div>
      <form className="connect-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="wc-uri" className="visually-hidden">
          WalletConnect URI
        </label>
        <input
          id="wc-uri"
          data-testid="uri-input"
          className={`input mono ${error ? 'invalid' : ''}`}
          placeholder="wc:…"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'wc-uri-error' : 'wc-uri-hint'}
          onChange={(event) => {
            setValue(event.target.value)
            controller.clearPairError()
          }}
        />
        <button
          type="submit"
          className="button primary"
          data-testid="uri-connect"
          disabled={!ready || pairing || value.trim() === ''}
        >
          {pairing ? <Spinner /> : null}
          {pairing ? 'Connecting' : 'Connect'}
        </button>
      </form>
      {error ? (
        <p id="wc-uri-error" className="field-error" role="alert" data-testid="uri-error">
          {error}
        </p>
      ) : (
        <p id="wc-uri-hint" className="hint">
          {pairing
            ? 'Waiting for the dapp’s connection request…'
            : 'In the dapp, choose WalletConnect and copy the link under the QR code.'}
        </p>
      )}
    </section>
  )
}

const ACTIVITY_ICONS: Record<Activity['kind'], string> = {
  signed: '✎',
  sent: '↗',
  rejected: '✕',
  failed: '!',
  connected: '⇄',
  disconnected: '−',
}

function ActivityRow({ item }: { item: Activity }) {
  return (
    <li className={`activity activity-${item.kind}`}>
      <span className="activity-icon" aria-hidden="true">
        {ACTIVITY_ICONS[item.kind]}
      </span>
      <div className="activity-main">
        <strong>{item.title}</strong>
        <span className="muted">
          {[
            item.dapp,
            item.hash ? shortAddress(item.hash) : undefined,
            new Date(item.at).toLocaleTimeString(),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {item.detail && <span className="activity-detail">{item.detail}</span>}
      </div>
    </li>
  )
}

function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M10.5 14v-1.5a5.5 5.5 0 0 1 11 0V14" stroke="white" strokeWidth="2.4" fill="none" />
      <rect x="8" y="14" width="16" height="11" rx="3" fill="white" />
      <circle cx="16" cy="19.5" r="1.8" fill="currentColor" />
    </svg>
  )
}

function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function EmptyIcon() {
  return (
    <svg className="empty-icon" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
      <rect x="6" y="10" width="36" height="28" rx="6" stroke="currentColor" strokeWidth="2.5" fill="none" />
      <path d="M16 24h16M24 16v16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
