import { type FormEvent, useState } from 'react'
import type { Wallet } from '../wallet/wallet.ts'
import { Spinner } from './common.tsx'

/** The pasted-link form: a WalletConnect URI (or a link carrying one) pairs with its dapp. */
export function ConnectCard({
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
