import type { CaipNetwork } from '@airlock/core'
import { useState } from 'react'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useAirlockInstance } from '../../context.ts'
import { useAirlockNetwork } from '../../hooks/useAirlockNetwork.ts'
import { CheckIcon } from '../components/icons.tsx'

/** The configured networks; choosing one asks the wallet to switch and then runs `onSwitched`. */
export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const airlock = useAirlockInstance()
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

  return (
    <ul className="list" aria-label="Networks">
      {networks.map((network) => {
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
                {network.testnet && <span className="tag muted">Testnet</span>}
                {pending === network.caipNetworkId ? <Spinner /> : active ? <CheckIcon /> : null}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
