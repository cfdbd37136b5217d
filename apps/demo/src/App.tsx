import { formatBalance } from '@airlock/core'
import { AirlockModal, ConnectButton, useAirlock, useAirlockAccount, useAirlockNetwork } from '@airlock/react'
import { Actions } from './Actions.tsx'
import { Connections } from './Connections.tsx'
import { DemoSettings } from './DemoSettings.tsx'
import { SignIn } from './SignIn.tsx'
import { SessionDemo } from './sessions/SessionDemo.tsx'
import { Shop } from './shop/Shop.tsx'

/** A small dapp page that uses the kit the way a real dapp would. */
export function App({ embedded = false }: { embedded?: boolean }) {
  const account = useAirlockAccount()
  const network = useAirlockNetwork()
  const { open } = useAirlock()

  return (
    <div className="page">
      <header className="top">
        <span className="brand">
          <span className="logo" aria-hidden="true" />
          Airlock <span className="muted">demo</span>
        </span>
        <div className="top-end">
          <DemoSettings />
          <ConnectButton />
        </div>
      </header>
      <main className="main">
        <h1>Your wallet, one click away.</h1>
        <p className="lead">
          This page embeds the Airlock kit: a provider, a button and a few hooks. Everything runs locally —
          the chain is a devnet on this machine.
        </p>
        <section className="panel" aria-label="Connection">
          <dl>
            <div>
              <dt>Status</dt>
              <dd data-testid="status">{account.status}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd data-testid="address" className="mono">
                {account.address ?? '—'}
              </dd>
            </div>
            <div>
              <dt>Network</dt>
              <dd data-testid="network">
                {network.isUnsupported ? 'Unsupported network' : (network.caipNetwork?.name ?? '—')}
                {network.caipNetworkId && <span className="muted"> · {network.caipNetworkId}</span>}
              </dd>
            </div>
            <div>
              <dt>Balance</dt>
              <dd data-testid="balance">
                {account.balance !== undefined ? formatBalance(account.balance, account.balanceSymbol) : '—'}
              </dd>
            </div>
          </dl>
          <div className="buttons">
            {account.isConnected ? (
              <>
                <button type="button" onClick={() => open({ view: 'Networks' })}>
                  Switch network
                </button>
                <button type="button" onClick={() => open()}>
                  Account
                </button>
              </>
            ) : (
              <button type="button" onClick={() => open()}>
                Open modal
              </button>
            )}
          </div>
        </section>
        <Connections />
        <Actions />
        <Shop />
        <SessionDemo />
        <SignIn />
        {embedded && (
          <section className="embedded" aria-label="Embedded wallet modal">
            <AirlockModal />
          </section>
        )}
      </main>
    </div>
  )
}
