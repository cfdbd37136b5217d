import { createStore } from 'zustand/vanilla'
import type { WalletSelection } from '../modal/router.ts'
import type { ChainNamespace, ConnectionStatus } from '../types.ts'

export interface Connection {
  connectorId: string
  accounts: { address: string; type?: string }[]
}

export interface ConnectionState {
  connections: Partial<Record<ChainNamespace, Connection[]>>
  wcUri: string | undefined
  wcPairingExpiry: number | undefined
  wcLinking: { name: string; href: string } | undefined
  recentWallet: WalletSelection | undefined
  wcError: boolean
  /**
   * The status reads 'connecting' because a WalletConnect pairing is on screen, waiting for a wallet. Closing
   * the modal ends the wait (the pairing itself lives on and still connects if a wallet answers).
   */
  wcWaiting: boolean
  buffering: boolean
  status: ConnectionStatus
}

export function createConnectionStore() {
  const store = createStore<ConnectionState>(() => ({
    connections: {},
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcError: false,
    wcWaiting: false,
    buffering: false,
    status: 'disconnected',
  }))

  function setConnections(namespace: ChainNamespace, connections: Connection[]) {
    store.setState((s) => ({ connections: { ...s.connections, [namespace]: connections } }))
  }

  /** Clears the pairing and marks the visitor disconnected: a pairing outlives no connection. */
  function resetWcConnection() {
    store.setState({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
      wcWaiting: false,
    })
  }

  /**
   * The visitor left the pairing's view (closed the modal): its URI goes, and a status that only said the
   * pairing was waiting says what is connected instead.
   */
  function leaveWcPairing(connected: boolean) {
    store.setState((s) => ({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      ...(s.wcWaiting && { wcWaiting: false, status: connected ? 'connected' : 'disconnected' }),
    }))
  }

  return Object.assign(store, {
    // Any other word on the status (a wallet connecting, connected, gone) replaces a pairing's wait.
    setStatus: (status: ConnectionStatus) => store.setState({ status, wcWaiting: false }),
    /** A WalletConnect pairing is shown and waits for a wallet: 'connecting' until the view is left. */
    awaitWcPairing: () => store.setState({ status: 'connecting', wcWaiting: true }),
    leaveWcPairing,
    setConnections,
    setWcUri: (wcUri: string | undefined, wcPairingExpiry?: number) =>
      store.setState({ wcUri, wcPairingExpiry }),
    setWcError: (wcError: boolean) => store.setState({ wcError }),
    /** The deep link the visitor opened for a wallet (so a return to the page can say where they went). */
    setWcLinking: (wcLinking: { name: string; href: string } | undefined) => store.setState({ wcLinking }),
    setRecentWallet: (recentWallet: WalletSelection | undefined) => store.setState({ recentWallet }),
    resetWcConnection,
  })
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>
