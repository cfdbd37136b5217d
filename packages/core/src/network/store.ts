import { createStore, type StoreApi } from 'zustand/vanilla'
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

export function createChainStore(
  networks: readonly CaipNetwork[],
  initial: CaipNetwork | undefined,
): ChainStore {
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
   * Forgets what a namespace's wallet said about its network once that wallet is gone (a
   * disconnect): its chain being unsupported, when that namespace is the active one. The active network stays.
   */
  function resetNetwork(namespace: ChainNamespace) {
    if (store.getState().activeChain === namespace) store.setState({ isUnsupportedChain: false })
  }

  return Object.assign(store, {
    findNetwork,
    setActiveCaipNetwork,
    resetNetwork,
    setUnsupportedChain: (isUnsupportedChain: boolean) => store.setState({ isUnsupportedChain }),
    networksOf: (namespace: ChainNamespace) =>
      store.getState().requestedCaipNetworks.filter((n) => n.chainNamespace === namespace),
  })
}

/** The chain store: its state, and the calls that change it. */
export type ChainStore = StoreApi<ChainState> & {
  findNetwork: (id: CaipNetworkId | string | number, namespace?: ChainNamespace) => CaipNetwork | undefined
  setActiveCaipNetwork: (network: CaipNetwork) => void
  resetNetwork: (namespace: ChainNamespace) => void
  setUnsupportedChain: (isUnsupportedChain: boolean) => void
  /** The configured networks of one namespace. */
  networksOf: (namespace: ChainNamespace) => CaipNetwork[]
}
