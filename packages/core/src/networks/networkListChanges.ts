import type { ChainStore } from '../network/store.ts'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types.ts'

// The network list's own changes at run time, beside the actions that make them (addNetwork, removeNetwork and
// the gateway's check) rather than in the chain store: a page that never changes its networks does not load them.

/**
 * Puts a network in the list, at the end, or in place of the one with the same id (a dapp changing its RPC,
 * say): the list views and the adapters, which read the list when they need it, follow.
 */
export function putNetwork(store: ChainStore, network: CaipNetwork) {
  store.setState((s) => {
    const at = s.requestedCaipNetworks.findIndex((n) => n.caipNetworkId === network.caipNetworkId)
    const requestedCaipNetworks =
      at === -1
        ? [...s.requestedCaipNetworks, network]
        : s.requestedCaipNetworks.map((n, index) => (index === at ? network : n))
    const replacesActive = s.activeCaipNetwork?.caipNetworkId === network.caipNetworkId
    const replacesDefault = s.defaultNetworks[network.chainNamespace]?.caipNetworkId === network.caipNetworkId
    return {
      requestedCaipNetworks,
      ...(replacesActive && { activeCaipNetwork: network }),
      ...(replacesDefault && {
        defaultNetworks: { ...s.defaultNetworks, [network.chainNamespace]: network },
      }),
    }
  })
}

/**
 * Takes a network out of the list. The caller moves the active network elsewhere first: this only forgets it
 * as a namespace's default, so nothing points at a network the dapp no longer offers.
 */
export function dropNetwork(store: ChainStore, id: CaipNetworkId) {
  store.setState((s) => {
    const defaultNetworks = { ...s.defaultNetworks }
    for (const [namespace, network] of Object.entries(defaultNetworks))
      if (network?.caipNetworkId === id) delete defaultNetworks[namespace as ChainNamespace]
    return {
      requestedCaipNetworks: s.requestedCaipNetworks.filter((n) => n.caipNetworkId !== id),
      defaultNetworks,
    }
  })
}
