import type { WalletClient } from '@airlock/protocol'
import {
  chainIdNumber,
  namespacesWithAccount,
  namespacesWithChain,
  sessionChains,
} from '@airlock/wallet-engine'

/**
 * What the WalletConnect wallet's user does in the wallet app, told to every connected dapp: each session
 * gets the chain added (session update) if it lacked it, then a chainChanged event (data: the chain number).
 */
export async function announceChain(client: WalletClient, chain: string): Promise<void> {
  const id = chainIdNumber(chain)
  for (const session of client.sessions) {
    if (!sessionChains(session).includes(chain)) {
      const { acknowledged } = await client.update({
        topic: session.topic,
        namespaces: namespacesWithChain(session.namespaces, chain),
      })
      await acknowledged()
    }
    await client.emit({ topic: session.topic, event: { name: 'chainChanged', data: id }, chainId: chain })
  }
}

/**
 * Every session's accounts become `address` (session update), then an accountsChanged event (data:
 * [address]) on `currentChain`, or the session's first chain when it lacks that one.
 */
export async function announceAccount(
  client: WalletClient,
  address: `0x${string}`,
  currentChain: string,
): Promise<void> {
  for (const session of client.sessions) {
    const namespaces = namespacesWithAccount(session.namespaces, address)
    const { acknowledged } = await client.update({ topic: session.topic, namespaces })
    await acknowledged()
    const chains = sessionChains({ namespaces })
    await client.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [address] },
      chainId: chains.includes(currentChain) ? currentChain : (chains[0] as string),
    })
  }
}
