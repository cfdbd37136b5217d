import type { CaipNetwork, ChainNamespace } from '@airlock/core'

const NAMESPACE_TITLES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** The heading of a namespace's networks in the Networks view. */
export const namespaceTitle = (namespace: ChainNamespace) => NAMESPACE_TITLES[namespace] ?? namespace

/** The networks grouped by namespace, in the order the dapp listed each namespace's first network. */
export function byNamespace(networks: readonly CaipNetwork[]): [ChainNamespace, CaipNetwork[]][] {
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) {
    const list = groups.get(network.chainNamespace) ?? []
    list.push(network)
    groups.set(network.chainNamespace, list)
  }
  return [...groups]
}
