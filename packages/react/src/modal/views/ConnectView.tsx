import type { ConnectorInfo } from '@airlock/core'
import { useAirlockInstance } from '../../context.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { WalletIcon } from '../components/icons.tsx'
import { WalletImage } from '../components/WalletImage.tsx'

const BROWSER_TYPES = new Set(['ANNOUNCED', 'INJECTED'])

/** Lists the wallets the visitor can connect: recent first, then those installed in the browser. */
export function ConnectView() {
  const airlock = useAirlockInstance()
  const connectors = useStoreValue(airlock.connectors, (s) => s.connectors)
  const recent = useStoreValue(airlock.connection, (s) => s.recentWallet)
  const injected = connectors.filter((c) => BROWSER_TYPES.has(c.type))
  const ordered = [...injected].sort((a, b) => Number(isRecent(b)) - Number(isRecent(a)))

  function isRecent(connector: ConnectorInfo) {
    return (
      recent !== undefined &&
      (recent.id === connector.id || (recent.rdns && recent.rdns === connector.info?.rdns))
    )
  }

  if (ordered.length === 0)
    return (
      <div className="center">
        <span className="empty-icon">
          <WalletIcon size={26} />
        </span>
        <h2>No wallet found</h2>
        <p>Install a browser wallet extension, then reload this page to connect it here.</p>
      </div>
    )

  return (
    <ul className="list" aria-label="Wallets">
      {ordered.map((connector) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <button
            type="button"
            className="row"
            onClick={() => airlock.router.push('ConnectingExternal', { connector })}
            data-connector-id={connector.id}
          >
            <WalletImage src={connector.imageUrl} name={connector.name} />
            <span className="label">{connector.name}</span>
            <span className="trail">
              {isRecent(connector) ? (
                <span className="tag muted">Recent</span>
              ) : (
                <span className="tag">Installed</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
