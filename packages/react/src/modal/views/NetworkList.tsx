import type { CaipNetwork } from '@airlock/core'
import { useState } from 'react'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useAirlockInstance } from '../../context.ts'
import { useAirlockNetwork } from '../../hooks/useAirlockNetwork.ts'
import { networksMessages } from '../../i18n/en/networks.ts'
import { fill } from '../../i18n/fill.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { CheckIcon } from '../components/icons.tsx'
import { byNamespace, namespaceTitle } from './networkSections.ts'

/** The configured networks; choosing one asks the wallet to switch and then runs `onSwitched`. */
export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const airlock = useAirlockInstance()
  const m = useMessages(networksMessages)
  const { networks, caipNetwork, isUnsupported } = useAirlockNetwork()
  const [pending, setPending] = useState<string>()

  async function choose(network: CaipNetwork) {
    if (pending) return
    if (network.caipNetworkId === caipNetwork?.caipNetworkId && !isUnsupported) {
      onSwitched()
      return
    }
    setPending(network.caipNetworkId)
    const switched = await airlock.switchNetwork(network)
    setPending(undefined)
    if (switched) onSwitched()
  }

  const row = (network: CaipNetwork) => {
    const active = !isUnsupported && network.caipNetworkId === caipNetwork?.caipNetworkId
    return (
      <li key={network.caipNetworkId}>
        <button
          type="button"
          className={active ? 'row selected' : 'row'}
          onClick={() => void choose(network)}
          disabled={pending !== undefined}
          aria-current={active ? 'true' : undefined}
          data-network-id={network.caipNetworkId}
        >
          <NetworkIcon network={network} size={32} />
          <span className="label">{network.name}</span>
          <span className="trail">
            {network.testnet && <span className="tag muted">{m.testnet}</span>}
            {pending === network.caipNetworkId ? <Spinner /> : active ? <CheckIcon /> : null}
          </span>
        </button>
      </li>
    )
  }

  const sections = byNamespace(networks)
  if (sections.length < 2)
    return (
      <ul className="list" aria-label={m.networksLabel}>
        {networks.map(row)}
      </ul>
    )
  // Several namespaces: a section each, the wallet of one namespace unaffected by another's.
  return (
    <div className="network-sections">
      {sections.map(([namespace, list]) => (
        <section key={namespace} aria-labelledby={`networks-${namespace}`}>
          <h2 className="section-title" id={`networks-${namespace}`}>
            {namespaceTitle(namespace)}
          </h2>
          <ul
            className="list"
            aria-label={fill(m.namespaceNetworks, { namespace: namespaceTitle(namespace) })}
          >
            {list.map(row)}
          </ul>
        </section>
      ))}
    </div>
  )
}
