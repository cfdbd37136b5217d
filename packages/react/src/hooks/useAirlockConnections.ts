import type { ChainNamespace } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

/** One namespace's connected wallet. */
export interface AirlockConnection {
  namespace: ChainNamespace
  address: string
  connectorId: string | undefined
}

/**
 * Every namespace with a connected wallet (EVM, Solana and Bitcoin can be connected at once, each to its own
 * wallet), and a disconnect per namespace that leaves the others connected.
 *
 * @example
 * const { connections, disconnect } = useAirlockConnections()
 * connections.map((c) => <button onClick={() => disconnect(c.namespace)}>Disconnect {c.address}</button>)
 */
export function useAirlockConnections() {
  const airlock = useAirlockInstance()
  const accounts = useStoreValue(airlock.account, (s) => s.accounts)
  const byNamespace = useStoreValue(airlock.connection, (s) => s.connections)
  return useMemo(() => {
    const connections: AirlockConnection[] = []
    for (const [namespace, account] of Object.entries(accounts) as [ChainNamespace, { address?: string }][]) {
      if (!account?.address) continue
      connections.push({
        namespace,
        address: account.address,
        connectorId: byNamespace[namespace]?.[0]?.connectorId,
      })
    }
    return {
      connections,
      /** Disconnects one namespace's wallet (a wallet shared with others, such as WalletConnect, ends for all). */
      disconnect: (namespace: ChainNamespace) => airlock.disconnect(namespace),
    }
  }, [airlock, accounts, byNamespace])
}
