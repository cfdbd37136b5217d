import type { ConnectorInfo, ConnectorTypeOrder, WalletListing } from '@airlock/core'
import { customWallets, walletCountLabel, walletSelectionOf } from '@airlock/core/internal'
import { type ReactNode, useMemo } from 'react'
import { useAirlockInstance } from '../../context.ts'
import { useAfterPaint } from '../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { connectMessages } from '../../i18n/en/connect.ts'
import { fill } from '../../i18n/fill.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { WalletConnectIcon, WalletIcon } from '../components/icons.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { type ConnectorGroup, groupConnectors } from './connectorGroups.ts'
import { EmailConnectField } from './embedded/EmailConnectField.tsx'
import { SocialButtons } from './embedded/SocialButtons.tsx'

const BROWSER_TYPES = new Set(['ANNOUNCED', 'INJECTED'])

/**
 * Every way to connect, in the configured connector order (by default: walletConnect, recent, injected,
 * featured, custom, external, recommended), then the way to the full list.
 */
export function ConnectView() {
  const airlock = useAirlockInstance()
  const m = useMessages(connectMessages)
  const connectors = useStoreValue(airlock.connectors, (s) => s.connectors)
  const recent = useStoreValue(airlock.connection, (s) => s.recentWallet)
  const order = useStoreValue(airlock.optionsStore, (s) => s.features.connectorTypeOrder)
  const allWallets = useStoreValue(airlock.optionsStore, (s) => s.features.allWallets)
  const mobile = airlock.isMobile()
  const hasWalletConnect = airlock.walletConnect !== undefined
  const featured = useStoreValue(airlock.wallets, (s) => s.featured)
  const recommended = useStoreValue(airlock.wallets, (s) => s.recommended)
  const total = useStoreValue(airlock.wallets, (s) => s.total)
  const custom = useMemo(() => customWallets(airlock), [airlock])
  const methods = useStoreValue(airlock.optionsStore, (s) => s.features.connectMethodsOrder)
  const embeddable = airlock.options.embeddedWallet?.load !== undefined
  const emailOn = useStoreValue(airlock.optionsStore, (s) => s.features.email) && embeddable
  const socials = useStoreValue(airlock.optionsStore, (s) => (embeddable ? s.features.socials : false))

  useAfterPaint(() => {
    // Featured and recommended wallets come from the registry; only WalletConnect can connect them.
    if (hasWalletConnect) void airlock.loadWallets().catch(() => {})
  }, [airlock, hasWalletConnect])

  const isRecent = (connector: ConnectorInfo) =>
    recent !== undefined &&
    (recent.id === connector.id || (recent.rdns && recent.rdns === connector.info?.rdns))
  // A wallet serving several namespaces (EVM and Solana, say) is one row; choosing it asks which to connect.
  const groups = groupConnectors(connectors)
  const injected = groups.filter((g) => BROWSER_TYPES.has(g.primary.type))
  const external = groups.filter((g) => g.primary.type === 'EXTERNAL')
  const isRecentGroup = (group: ConnectorGroup) => group.connectors.some(isRecent)
  const recentInjected = injected.filter(isRecentGroup)

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
          tag={<span className="tag">{m.qrCodeTag}</span>}
          onClick={() => airlock.router.push('ConnectingWalletConnectBasic')}
          testId="connector-walletConnect"
        />,
      )
    },
    recent: () => {
      for (const group of recentInjected) rows.push(connectorRow(group, 'recent'))
    },
    injected: () => {
      for (const group of injected) if (!isRecentGroup(group)) rows.push(connectorRow(group, 'installed'))
    },
    featured: () => {
      for (const wallet of featured) walletRow(wallet)
    },
    custom: () => {
      for (const wallet of custom) walletRow(wallet)
    },
    external: () => {
      for (const group of external) rows.push(connectorRow(group))
    },
    recommended: () => {
      for (const wallet of recommended) walletRow(wallet)
    },
  }
  // A registry wallet already listed (installed, or featured and recommended) appears once.
  const listed = new Set<string>()
  for (const group of injected)
    for (const c of group.connectors) if (c.info?.rdns) listed.add(`rdns:${c.info.rdns}`)
  function walletRow(wallet: WalletListing) {
    if (!hasWalletConnect || listed.has(wallet.id) || (wallet.rdns && listed.has(`rdns:${wallet.rdns}`)))
      return
    listed.add(wallet.id)
    rows.push(
      <Row
        key={`wallet:${wallet.id}`}
        label={wallet.name}
        icon={<WalletImage src={wallet.image_url} imageId={wallet.image_id} id={wallet.id} />}
        onClick={() =>
          airlock.router.push('ConnectingWalletConnect', { wallet: walletSelectionOf(airlock, wallet) })
        }
        testId={`wallet-${wallet.id}`}
      />,
    )
  }
  for (const type of order) sections[type]?.()

  function connectorRow(
    { primary: connector, connectors: all }: ConnectorGroup,
    tag?: 'recent' | 'installed',
  ) {
    return (
      <Row
        key={`${connector.chain}:${connector.id}`}
        label={connector.name}
        icon={<WalletImage kind="connector" id={connector.id} src={connector.imageUrl} />}
        tag={tag && <span className={tag === 'recent' ? 'tag muted' : 'tag'}>{m[tag]}</span>}
        onClick={() =>
          all.length > 1
            ? airlock.router.push('ConnectingMultiChain', { connector, connectors: all })
            : airlock.router.push('ConnectingExternal', { connector })
        }
        testId={`connector-${connector.id}`}
        connectorId={connector.id}
      />
    )
  }

  // '370+': the digits are Latin in every locale the kit has; a locale may place the '+' elsewhere.
  const count = walletCountLabel(total)
  const countTag = count.endsWith('+') ? fill(m.walletCountAtLeast, { count: count.slice(0, -1) }) : count
  if (allWallets && hasWalletConnect)
    rows.push(
      <Row
        key="allWallets"
        label={m.allWallets}
        icon={
          <span className="wallet-icon">
            <WalletIcon />
          </span>
        }
        tag={total > 0 ? <span className="tag muted">{countTag}</span> : undefined}
        onClick={() => airlock.router.push('AllWallets')}
        testId="all-wallets"
      />,
    )

  if (rows.length === 0 && !emailOn && !socials)
    return (
      <div className="center">
        <span className="empty-icon">
          <WalletIcon size={26} />
        </span>
        <h2>{m.noWalletFound}</h2>
        <p>{m.installWalletHint}</p>
      </div>
    )

  const wallets = (
    <ul className="list" aria-label={m.walletsLabel}>
      {rows}
    </ul>
  )
  // Email, then social, then wallets by default; email only where the dapp's kit can load the embedded wallet.
  if (!emailOn && !socials) return wallets
  return (
    <>
      {methods.map((method) =>
        method === 'email' ? (
          <EmailConnectField key="email" />
        ) : method === 'social' ? (
          socials && <SocialButtons key="social" providers={socials} />
        ) : method === 'wallet' ? (
          <div key="wallet">
            {rows.length > 0 && methods.indexOf('wallet') > methods.indexOf('email') && (
              <div className="connect-or">{m.or}</div>
            )}
            {rows.length > 0 && wallets}
          </div>
        ) : null,
      )}
    </>
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
