import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace, ConnectorType } from '../types.ts'

/**
 * A way to connect a wallet (an injected or announced extension, WalletConnect, an email or social login),
 * without its live provider object.
 */
export interface ConnectorInfo {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageId?: string
  imageUrl?: string
  info?: { rdns?: string }
}

/** The id of the WalletConnect connector: one per namespace, listed whether or not a wallet is paired. */
export const WALLET_CONNECT_ID = 'walletConnect'

/** The WalletConnect connector of a namespace, as the connectors list shows it. */
export function walletConnectConnector(namespace: ChainNamespace): ConnectorInfo {
  return { id: WALLET_CONNECT_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace }
}

export interface ConnectorsState {
  connectors: ConnectorInfo[]
}

/** Connectors discovered by the adapters, de-duplicated by id and by rdns within a namespace. */
export function createConnectorsStore(): ConnectorsStore {
  const store = createStore<ConnectorsState>(() => ({ connectors: [] }))

  function setConnectors(chain: ChainNamespace, connectors: ConnectorInfo[]) {
    const others = store.getState().connectors.filter((c) => c.chain !== chain)
    const seen = new Set<string>()
    const own = connectors.filter((c) => {
      const key = c.info?.rdns ? `rdns:${c.info.rdns}` : `id:${c.id}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    store.setState({ connectors: [...others, ...own] })
  }

  function getConnector(id: string, chain?: ChainNamespace) {
    return store.getState().connectors.find((c) => c.id === id && (!chain || c.chain === chain))
  }

  return Object.assign(store, { setConnectors, getConnector })
}

/** The connectors store: its state, and the calls that change it. */
export type ConnectorsStore = StoreApi<ConnectorsState> & {
  setConnectors: (chain: ChainNamespace, connectors: ConnectorInfo[]) => void
  /** The connector with this id (in this namespace, when given). */
  getConnector: (id: string, chain?: ChainNamespace) => ConnectorInfo | undefined
}
