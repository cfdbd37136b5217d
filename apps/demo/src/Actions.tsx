import { parseErrorMessage } from '@airlock/core'
import { useAirlock, useAirlockAccount, useAirlockActions, useAirlockNetwork } from '@airlock/react'
import { useState } from 'react'

type Result = { kind: 'ok' | 'error'; text: string } | undefined

/** What a dapp does with a connected wallet: sign a message, send a small transaction, open a filled swap or purchase. */
export function Actions() {
  const account = useAirlockAccount()
  const { caipNetwork } = useAirlockNetwork()
  const { open } = useAirlock()
  const { signMessage, sendTransaction } = useAirlockActions()
  const [signature, setSignature] = useState<Result>()
  const [transaction, setTransaction] = useState<Result>()
  const [busy, setBusy] = useState<'sign' | 'send' | undefined>()
  if (!account.isConnected || !account.address) return null
  const address = account.address
  const small = smallAmount(caipNetwork?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 })
  const isEvm = (caipNetwork?.chainNamespace ?? 'eip155') === 'eip155'

  async function run(which: 'sign' | 'send', action: () => Promise<string>, set: (r: Result) => void) {
    setBusy(which)
    set(undefined)
    try {
      set({ kind: 'ok', text: await action() })
    } catch (error) {
      set({ kind: 'error', text: parseErrorMessage(error) })
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section className="panel" aria-label="Try the wallet">
      <h2 className="panel-title">Try the wallet</h2>
      <div className="buttons">
        <button
          type="button"
          disabled={busy !== undefined}
          onClick={() => run('sign', () => signMessage('Hello from the Airlock demo'), setSignature)}
        >
          {busy === 'sign' ? 'Waiting for the wallet…' : 'Sign a message'}
        </button>
        <button
          type="button"
          disabled={busy !== undefined}
          onClick={() =>
            run('send', () => sendTransaction({ to: address, value: small.value }), setTransaction)
          }
        >
          {busy === 'send' ? 'Waiting for the wallet…' : `Send ${small.label} to yourself`}
        </button>
        <button type="button" onClick={() => open({ view: 'Send' })}>
          Open Send
        </button>
        {isEvm && (
          <button
            type="button"
            onClick={() =>
              open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '25' } })
            }
          >
            Swap 25 USDC for ETH
          </button>
        )}
        {isEvm && (
          <button
            type="button"
            onClick={() =>
              open({ view: 'OnRampProviders', arguments: { purchaseCurrency: 'USDC', amount: '50' } })
            }
          >
            Buy 50 USD of USDC
          </button>
        )}
        {isEvm && !account.profileName && (
          <button type="button" onClick={() => open({ view: 'RegisterAccountName' })}>
            Choose a name
          </button>
        )}
      </div>
      <Output label="Signature" result={signature} testId="signature" />
      <Output label="Transaction" result={transaction} testId="tx-hash" />
    </section>
  )
}

function Output({ label, result, testId }: { label: string; result: Result; testId: string }) {
  if (!result) return null
  return (
    <p className={result.kind === 'error' ? 'output error' : 'output'}>
      <span className="muted">{label}: </span>
      <span className="mono" data-testid={testId} data-kind={result.kind}>
        {result.text}
      </span>
    </p>
  )
}

/** A small amount of the native token to send to oneself: 0.001 ETH or SOL, 0.0001 BTC. */
function smallAmount({ symbol, decimals }: { symbol: string; decimals: number }) {
  const places = decimals >= 9 ? 3 : 4
  return { value: 10n ** BigInt(decimals - places), label: `0.${'0'.repeat(places - 1)}1 ${symbol}` }
}
