/**
 * Choosing the network: kept across reloads, the balance re-read, and every session with eip155 accounts
 * told (sessions lacking the chain get it added by a session update first, then chainChanged).
 */
import { namespacesWithChain, sessionChains } from '@airlock/wallet-engine'
import { networkById } from '../config.ts'
import { savePrefs } from '../persistence/kept.ts'
import type { WalletContext } from '../wallet/context.ts'

export interface Networks {
  selectNetwork(chainId: number): Promise<void>
}

export function createNetworks(ctx: WalletContext, deps: { refreshBalance(): void }): Networks {
  const { store } = ctx
  return {
    async selectNetwork(chainId) {
      const network = networkById(chainId)
      if (!network) return
      const changed = chainId !== store.getState().chainId
      store.setState({ chainId, ...(changed ? { balance: { status: 'loading' as const } } : {}) })
      savePrefs(ctx.storage, store.getState())
      if (changed) deps.refreshBalance()
      const client = ctx.client
      if (!client) return
      for (const session of client.sessions) {
        if (!session.namespaces.eip155) continue
        try {
          if (!sessionChains(session).includes(network.caip)) {
            await client.update({
              topic: session.topic,
              namespaces: namespacesWithChain(session.namespaces, network.caip),
            })
          }
          await client.emit({
            topic: session.topic,
            event: { name: 'chainChanged', data: chainId },
            chainId: network.caip,
          })
        } catch (error) {
          console.warn('Airlock Wallet: could not tell a dapp about the network change', error)
        }
      }
      store.setState({ sessions: client.sessions })
    },
  }
}
