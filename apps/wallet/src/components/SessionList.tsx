import type { SessionRecord } from '@airlock/protocol'
import { allSessionChains } from '../chains/support.ts'
import type { WalletState } from '../store/walletState.ts'
import type { Wallet } from '../wallet/wallet.ts'
import { ChainIcon, chainName, DappIcon, hostOf, Spinner } from './common.tsx'
import { EmptyIcon } from './icons.tsx'

/** The connected dapps, each with its networks and a disconnect button. */
export function SessionList({
  controller,
  status,
  sessions,
}: {
  controller: Wallet
  status: WalletState['status']
  sessions: SessionRecord[]
}) {
  return (
    <section className="card" aria-labelledby="sessions-title">
      <div className="card-title">
        <h2 id="sessions-title">Connected dapps</h2>
        {sessions.length > 0 && <span className="count">{sessions.length}</span>}
      </div>
      {status === 'starting' ? (
        <div className="empty">
          <Spinner /> Loading sessions…
        </div>
      ) : sessions.length === 0 ? (
        <div className="empty" data-testid="sessions-empty">
          <EmptyIcon />
          <strong>No connected dapps yet</strong>
          <span>Paste a WalletConnect link above, or open one from a dapp’s QR code.</span>
        </div>
      ) : (
        <ul className="session-list" data-testid="sessions">
          {sessions.map((session) => {
            const chains = allSessionChains(session)
            return (
              <li key={session.topic} className="session" data-testid="session" data-topic={session.topic}>
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
  )
}
