import type { ChainNamespace } from '@airlock/core'
import { useAirlockConnections } from '@airlock/react'
import { demoMultichain } from './config.ts'

const TITLES: Partial<Record<ChainNamespace, string>> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' }

/**
 * ?multichain: the wallet connected on each namespace (EVM, Solana and Bitcoin can be connected at once), each
 * with its own disconnect that leaves the others connected.
 */
export function Connections() {
  const { connections, disconnect } = useAirlockConnections()
  if (!demoMultichain || connections.length === 0) return null
  return (
    <section className="panel" aria-label="Connected namespaces">
      <h2 className="panel-title">Connected namespaces</h2>
      <dl>
        {connections.map(({ namespace, address }) => (
          <div key={namespace} data-testid={`connection-${namespace}`}>
            <dt>{TITLES[namespace] ?? namespace}</dt>
            <dd className="mono">{address}</dd>
          </div>
        ))}
      </dl>
      <div className="buttons">
        {connections.map(({ namespace }) => (
          <button key={namespace} type="button" onClick={() => void disconnect(namespace)}>
            Disconnect {TITLES[namespace] ?? namespace}
          </button>
        ))}
      </div>
    </section>
  )
}
