import type { ConnectorInfo, ConnectorTypeOrder } from '@airlock/core'
import type { ReactNode } from 'react'
import { useAirlockInstance } from '../../context.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { WalletConnectIcon, WalletIcon } from '../components/icons.tsx'
import { WalletImage } from '../components/WalletImage.tsx'

const BROWSER_TYPES = new Set(['ANNOUNCED', 'INJECTED'])

/**
 * Every way to connect, in the configured connector order (spec: walletConnect, recent, injected, featured,
 * custom, external, recommended), then the way to the full list.
 */
export function ConnectView() {
  const airlock = useAirlockInstance()
  const connectors = useStoreValue(airlock.connectors, (s) => s.connectors)
  const recent = useStoreValue(airlock.connection, (s) => s.recentWallet)
  const order = useStoreValue(airlock.optionsStore, (s) => s.features.connectorTypeOrder)
  const allWallets = useStoreValue(airlock.optionsStore, (s) => s.features.allWallets)
  const mobile = airlock.isMobile()
  const hasWalletConnect = airlock.walletConnect !== undefined

  const isRecent = (connector: ConnectorInfo) =>
    recent !== undefined &&
    (recent.id === connector.id || (recent.rdns && recent.rdns === connector.info?.rdns))
  const unique = new Map<string, ConnectorInfo>()
  for (const connector of connectors) if (!unique.has(connector.id)) unique.set(connector.id, connector)
  const list = [...unique.values()]
  const injected = list.filter((c) => BROWSER_TYPES.has(c.type))
  const external = list.filter((c) => c.type === 'EXTERNAL')
  const recentInjected = injected.filter(isRecent)

  const rows: ReactNode[] = []
  const sections: Record<ConnectorTypeOrder, () => void> = {
    walletConnect: () => {
      // On a phone the wallet list is the way in; the QR code is for scanning with another device.
      if (!hasWalletConnect || mobile) return
      rows.push(
        <Row
          key="walletConnect"
          label="WalletConnect"
          icon={
            <span className="wallet-icon wc-icon">
              <WalletConnectIcon />
            </span>
          }
          tag={<span className="tag">QR code</span>}
          onClick={() => airlock.router.push('ConnectingWalletConnectBasic')}
          testId="connector-walletConnect"
        />,
      )
    },
    recent: () => {
      for (const connector of recentInjected) rows.push(connectorRow(connector, 'Recent'))
    },
    injected: () => {
      for (const connector of injected)
        if (!isRecent(connector)) rows.push(connectorRow(connector, 'Installed'))
    },
    featured: () => {},
    custom: () => {},
    external: () => {
      for (const connector of external) rows.push(connectorRow(connector))
    },
    recommended: () => {},
  }
  for (const type of order) sections[type]?.()

  function connectorRow(connector: ConnectorInfo, tag?: 'Recent' | 'Installed') {
    return (
      <Row
        key={`${connector.chain}:${connector.id}`}
        label={connector.name}
        icon={<WalletImage src={connector.imageUrl} name={connector.name} />}
        tag={tag && <span className={tag === 'Recent' ? 'tag muted' : 'tag'}>{tag}</span>}
        onClick={() => airlock.router.push('ConnectingExternal', { connector })}
        testId={`connector-${connector.id}`}
        connectorId={connector.id}
      />
    )
  }

  if (allWallets && hasWalletConnect)
    rows.push(
      <Row
        key="allWallets"
        label="All Wallets"
        icon={
          <span className="wallet-icon">
            <WalletIcon />
          </span>
        }
        onClick={() => airlock.router.push('AllWallets')}
        testId="all-wallets"
      />,
    )

  if (rows.length === 0)
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
      {rows}
    </ul>
  )
}

function Row({
  label,
  icon,
  tag,
  onClick,
  testId,
  connectorId,
}: {
  label: string
  icon: ReactNode
  tag?: ReactNode
  onClick: () => void
  testId: string
  connectorId?: string
}) {
  return (
    <li>
      <button
        type="button"
        className="row"
        onClick={onClick}
        data-testid={testId}
        data-connector-id={connectorId}
      >
        {icon}
        <span className="label">{label}</span>
        {tag && <span className="trail">{tag}</span>}
      </button>
    </li>
  )
}
