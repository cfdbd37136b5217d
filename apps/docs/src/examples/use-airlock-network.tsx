// #region example
import { useAirlockNetwork } from '@airlock/react'

export function NetworkPicker() {
  const { caipNetworkId, networks, isUnsupported, switchNetwork } =
    useAirlockNetwork()
  return (
    <label>
      Network{isUnsupported && ' (not supported by this dapp)'}
      <select
        value={caipNetworkId}
        onChange={(event) => {
          const network = networks.find(
            (n) => n.caipNetworkId === event.target.value,
          )
          if (network) void switchNetwork(network)
        }}
      >
        {networks.map((network) => (
          <option key={network.caipNetworkId} value={network.caipNetworkId}>
            {network.name}
          </option>
        ))}
      </select>
    </label>
  )
}
// #endregion example
