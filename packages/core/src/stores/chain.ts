import { createStore } from 'zustand/vanilla'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types.ts'

export interface ChainState {
  /** Networks the dapp configured, in its order. */
  requestedCaipNetworks: readonly CaipNetwork[]
  activeChain: ChainNamespace | undefined
  activeCaipNetwork: CaipNetwork | undefined
  /** The wallet is on a chain the dapp did not configure. */
  isUnsupportedChain: boolean
  /** Default network per namespace: the last one used there. */
  defaultNetworks: Partial<Record<ChainNamespace, CaipNetwork>>
}

export function createChainStore(networks: readonly CaipNetwork[], initial: CaipNetwork | undefined) {
  const store = createStore<ChainState>(() => ({
    requestedCaipNetworks: networks,
    activeChain: initial?.chainNamespace,
    activeCaipNetwork: initial,
    isUnsupportedChain: false,
    defaultNetworks: initial ? { [initial.chainNamespace]: initial } : {},
  }))

  function findNetwork(id: CaipNetworkId | string | number, namespace?: ChainNamespace) {
    return store
      .getState()
      .requestedCaipNetworks.find(
        (n) =>
          n.caipNetworkId === id ||
          n.deprecatedCaipNetworkId === id ||
          ((!namespace || n.chainNamespace === namespace) && String(n.id) === String(id)),
      )
  }

  function setActiveCaipNetwork(network: CaipNetwork) {
    store.setState((s) => ({
      activeCaipNetwork: network,
      activeChain: network.chainNamespace,
      isUnsupportedChain: false,
      defaultNetworks: { ...s.defaultNetworks, [network.chainNamespace]: network },
    }))
  }

  /**
   * Forgets what a namespace's wallet said about its network once that wallet is gone (spec section 4,
   * disconnect): its chain being unsupported, when that namespace is the active one. The active network stays.
   */
  function resetNetwork(namespace: ChainNamespace) {
    if (store.getState().activeChain === namespace) store.setState({ isUnsupportedChain: false })
  }

  /**
   * Puts a network in the list, at the end, or in place of the one with the same id (a dapp changing its RPC,
   * say): the list views and the adapters, which read the list when they need it, follow.
   */
  function addNetwork(network: CaipNetwork) {
    store.setState((s) => {
      const at = s.requestedCaipNetworks.findIndex((n) => n.caipNetworkId === network.caipNetworkId)
      const requestedCaipNetworks =
        at === -1
          ? [...s.requestedCaipNetworks, network]
          : s.requestedCaipNetworks.map((n, index) => (index === at ? network : n))
      const replacesActive = s.activeCaipNetwork?.caipNetworkId === network.caipNetworkId
      const replacesDefault =
        s.defaultNetworks[network.chainNamespace]?.caipNetworkId === network.caipNetworkId
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
  function removeNetwork(id: CaipNetworkId) {
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

  return Object.assign(store, {
    findNetwork,
    addNetwork,
    removeNetwork,
    setActiveCaipNetwork,
    resetNetwork,
    setUnsupportedChain: (isUnsupportedChain: boolean) => store.setState({ isUnsupportedChain }),
    networksOf: (namespace: ChainNamespace) =>
      store.getState().requestedCaipNetworks.filter((n) => n.chainNamespace === namespace),
  })
}

export type ChainStore = ReturnType<typeof createChainStore>
