import type { WalletSelection } from '@airlock/core'
import { formatNativeUrl, formatUniversalUrl } from '@airlock/core/internal'
import { useAirlockInstance } from '../../context.ts'
import { useCopy } from '../../hooks/useCopy.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { connectMessages } from '../../i18n/en/connect.ts'
import { fill } from '../../i18n/fill.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { AlertIcon, CopyIcon, ExternalIcon, WalletConnectIcon } from '../components/icons.tsx'
import { PendingRing } from '../components/PendingRing.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { usePairing } from './usePairing.ts'

/** The QR code for any WalletConnect wallet (no wallet chosen): scan, or copy the link. */
export function ConnectingWalletConnectBasicView() {
  const m = useMessages(connectMessages)
  const pairing = usePairing()
  return <PairingPanel pairing={pairing} logo={<WalletConnectIcon size={34} />} scanText={m.scanWithPhone} />
}

/**
 * A chosen wallet: on a desktop its QR code (with the wallet's logo) plus its desktop and web apps; on a
 * phone the button that opens the wallet app with the pairing.
 */
export function ConnectingWalletConnectView() {
  const airlock = useAirlockInstance()
  const m = useMessages(connectMessages)
  const wallet = useStoreValue(airlock.router, (s) => s.data?.wallet)
  const pairing = usePairing(wallet)
  if (!wallet) return <ConnectingWalletConnectBasicView />
  const logo = <WalletImage src={wallet.image_url} imageId={wallet.image_id} id={wallet.id} size={52} />
  if (airlock.isMobile()) return <MobileLinks wallet={wallet} pairing={pairing} logo={logo} />
  return (
    <PairingPanel pairing={pairing} logo={logo} scanText={fill(m.scanWithWallet, { name: wallet.name })}>
      <AppLinks wallet={wallet} uri={pairing.uri} />
    </PairingPanel>
  )
}

type Pairing = ReturnType<typeof usePairing>

function PairingPanel({
  pairing,
  logo,
  scanText,
  children,
}: {
  pairing: Pairing
  logo: React.ReactNode
  scanText: string
  children?: React.ReactNode
}) {
  const m = useMessages(connectMessages)
  const copy = useCopy()
  const { uri, failed, retry, available } = pairing
  if (!available) return <Unavailable />
  if (failed) return <Declined retry={retry} />
  return (
    <div className="center" aria-live="polite">
      <div className="qr-frame">
        {uri ? (
          <QrCode value={uri} label={m.qrCodeLabel}>
            {logo}
          </QrCode>
        ) : (
          <div className="qr-skeleton" role="progressbar" aria-label={m.preparingQrCode} />
        )}
      </div>
      <p className="qr-text">{scanText}</p>
      <div className="actions wrap">
        {children}
        <button
          type="button"
          className="secondary small"
          disabled={!uri}
          onClick={() => uri && void copy(uri, { copied: m.linkCopied, failed: m.linkCopyFailed })}
          data-testid="wc-copy-link"
        >
          <CopyIcon /> {m.copyLink}
        </button>
      </div>
    </div>
  )
}

function AppLinks({ wallet, uri }: { wallet: WalletSelection; uri: string | undefined }) {
  const m = useMessages(connectMessages)
  const desktop = uri && wallet.desktop_link ? formatNativeUrl(wallet.desktop_link, uri) : undefined
  const web = uri && wallet.webapp_link ? formatUniversalUrl(wallet.webapp_link, uri) : undefined
  return (
    <>
      {desktop && <OpenLink wallet={wallet} href={desktop} label={m.openDesktopApp} target="_self" />}
      {web && <OpenLink wallet={wallet} href={web} label={m.openWebApp} target="_blank" />}
    </>
  )
}

function OpenLink({
  wallet,
  href,
  label,
  target,
}: {
  wallet: WalletSelection
  href: string
  label: string
  target: '_self' | '_blank'
}) {
  const airlock = useAirlockInstance()
  return (
    <a
      className="button secondary small"
      href={href}
      target={target}
      rel="noopener noreferrer"
      onClick={() => airlock.connection.setWcLinking({ name: wallet.name, href })}
    >
      <ExternalIcon /> {label}
    </a>
  )
}

function MobileLinks({
  wallet,
  pairing,
  logo,
}: {
  wallet: WalletSelection
  pairing: Pairing
  logo: React.ReactNode
}) {
  const airlock = useAirlockInstance()
  const m = useMessages(connectMessages)
  const copy = useCopy()
  const { uri, failed, retry, available } = pairing
  if (!available) return <Unavailable />
  if (failed) return <Declined retry={retry} />
  const href = uri
    ? wallet.mobile_link
      ? formatNativeUrl(wallet.mobile_link, uri)
      : wallet.webapp_link
        ? formatUniversalUrl(wallet.webapp_link, uri)
        : undefined
    : undefined
  return (
    <div className="center" aria-live="polite">
      <div className="pending">
        <PendingRing />
        {logo}
      </div>
      <h2>{fill(m.continueIn, { name: wallet.name })}</h2>
      <p>{m.openAppToAccept}</p>
      <div className="actions wrap">
        {href ? (
          <a
            className="button primary"
            href={href}
            rel="noopener noreferrer"
            onClick={() => airlock.connection.setWcLinking({ name: wallet.name, href })}
            data-testid="wc-open-wallet"
          >
            {fill(m.openWallet, { name: wallet.name })}
          </a>
        ) : (
          <button type="button" className="primary" disabled>
            {uri ? m.noAppLink : m.preparing}
          </button>
        )}
        <button
          type="button"
          className="secondary"
          disabled={!uri}
          onClick={() => uri && void copy(uri, { copied: m.linkCopied, failed: m.linkCopyFailed })}
        >
          <CopyIcon /> {m.copyLink}
        </button>
      </div>
    </div>
  )
}

function Declined({ retry }: { retry: () => void }) {
  const m = useMessages(connectMessages)
  return (
    <div className="center" aria-live="polite">
      <span className="empty-icon">
        <AlertIcon size={24} />
      </span>
      <h2>{m.connectionDeclined}</h2>
      <p>{m.pairingDeclined}</p>
      <div className="actions">
        <button type="button" className="primary" onClick={retry} data-testid="wc-retry">
          {m.tryAgain}
        </button>
      </div>
    </div>
  )
}

function Unavailable() {
  const m = useMessages(connectMessages)
  return (
    <div className="center">
      <span className="empty-icon">
        <AlertIcon size={24} />
      </span>
      <h2>{m.walletConnectUnavailable}</h2>
      <p>{m.noRelay}</p>
    </div>
  )
}
