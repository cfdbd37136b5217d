import { truncateAddress } from '@airlock/core/internal'
import { Fragment, useId, useMemo, useState } from 'react'
import { Avatar } from '../../../components/Avatar.tsx'
import { Ltr } from '../../../components/Ltr.tsx'
import { NetworkIcon } from '../../../components/NetworkIcon.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAirlockAccount } from '../../../hooks/useAirlockAccount.ts'
import { useAirlockNetwork } from '../../../hooks/useAirlockNetwork.ts'
import { useCopy } from '../../../hooks/useCopy.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { receiveMessages } from '../../../i18n/en/receive.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { AlertIcon, ChevronIcon, CopyIcon } from '../../components/icons.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import {
  addressGroups,
  receiveNetworks,
  receiveNetworksLabel,
  SHOWN_NETWORK_ICONS,
} from './receiveSummary.ts'

/** Side of the QR code in CSS pixels (the white frame adds 8 px on each side). */
export const RECEIVE_QR_SIZE = 240

/**
 * The connected address to be paid to: as a QR code (the plain address, as the reference kits encode it, so
 * any wallet's scanner fills it in), in full and truncated, with a copy button and the networks it can
 * receive on. Its own chunk, loaded by ReceiveViewLoader only when the receive feature is on.
 */
export function ReceiveView() {
  const m = useMessages(receiveMessages)
  const account = useAirlockAccount()
  const copy = useCopy()
  const address = account.address
  if (!address) {
    return (
      <div className="center">
        <span className="empty-icon">
          <AlertIcon size={24} />
        </span>
        <h2>{m.noWallet}</h2>
        <p>{m.noWalletHint}</p>
      </div>
    )
  }
  return (
    <div className="receive">
      <div className="qr-frame receive-qr">
        <QrCode value={address} size={RECEIVE_QR_SIZE} label={m.qrCode} testId="receive-qr">
          <Avatar address={address} image={account.profileImage} size={44} />
        </QrCode>
      </div>
      <div className="receive-identity">
        <h2 className="receive-short" title={address}>
          <Ltr>{account.profileName ?? truncateAddress(address)}</Ltr>
        </h2>
        <FullAddress address={address} />
      </div>
      <button
        type="button"
        className="primary receive-copy"
        onClick={() => void copy(address, { copied: m.addressCopied, failed: m.copyFailed })}
        data-testid="receive-copy"
      >
        <CopyIcon /> {m.copyAddress}
      </button>
      <ReceiveNetworks />
    </div>
  )
}

/** The whole address in groups of four; the characters of the truncated form stand out. Selectable as one. */
function FullAddress({ address }: { address: string }) {
  const groups = useMemo(() => addressGroups(address), [address])
  return (
    <p className="receive-address" data-testid="receive-address" dir="ltr">
      {groups.map((parts, index) => (
        // The groups are spaced by CSS and <wbr> lets a line break between them, so a selection or a
        // double click copies the address without spaces.
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are positions in a fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="address-group">
            {parts.map((part) =>
              part.key ? <strong key="key">{part.text}</strong> : <span key="rest">{part.text}</span>,
            )}
          </span>
        </Fragment>
      ))}
    </p>
  )
}

/** Which networks the address takes tokens on: icons and a sentence, the full list on demand, a warning. */
function ReceiveNetworks() {
  const airlock = useAirlockInstance()
  const m = useMessages(receiveMessages)
  const { locale, plural } = useLocaleTools()
  const { networks: configured, caipNetwork, isUnsupported } = useAirlockNetwork()
  // The account's namespace: the account shown is the one of the active namespace.
  const namespace = useStoreValue(airlock.chain, (s) => s.activeChain)
  const networks = useMemo(
    () => receiveNetworks(configured, namespace, isUnsupported ? undefined : caipNetwork),
    [configured, namespace, caipNetwork, isUnsupported],
  )
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const label = receiveNetworksLabel(
    networks.map((n) => n.name),
    m,
    locale,
  )
  // A preview of the first few: the sentence carries the count, the list every name.
  const shown = networks.slice(0, SHOWN_NETWORK_ICONS)
  return (
    <div className="receive-networks" data-testid="receive-networks">
      <button
        type="button"
        className="receive-networks-summary"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
        disabled={networks.length === 0}
      >
        <span className="network-stack" aria-hidden="true">
          {shown.map((network) => (
            <NetworkIcon key={network.caipNetworkId} network={network} size={24} />
          ))}
        </span>
        <span className="receive-networks-label">{label}</span>
        <span className={expanded ? 'receive-chevron open' : 'receive-chevron'}>
          <ChevronIcon />
        </span>
      </button>
      {expanded && (
        <ul className="receive-network-list" id={listId} aria-label={m.networkList}>
          {networks.map((network) => (
            <li key={network.caipNetworkId}>
              <NetworkIcon network={network} size={20} />
              <span>{network.name}</span>
              {network.testnet && <span className="tag muted">{m.testnet}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="receive-warning">
        <span className="receive-warning-icon" aria-hidden="true">
          <AlertIcon size={13} />
        </span>
        <span>{plural(m.onlyOnTheseNetworks, networks.length)}</span>
      </p>
    </div>
  )
}
