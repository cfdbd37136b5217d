import type { CaipNetwork } from '@airlock/core'

/**
 * Wallet Standard names Solana chains by cluster (`solana:mainnet`), CAIP-2 by genesis hash prefix
 * (`solana:5eykt4Us…`). Both the current and the deprecated CAIP-2 references of each cluster are listed,
 * since some wallets still send the older ones.
 */
const CLUSTERS: readonly (readonly [cluster: string, references: readonly string[]])[] = [
  ['solana:mainnet', ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ']],
  ['solana:devnet', ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1', '8E9rvCKLFQia2Y35HvivXa6VTKMtYNnZ']],
  ['solana:testnet', ['4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', '6ZmZbzaNWS4vnoMsmrEDzPpjyVhhmL9Q']],
  // Airlock's local chain (services/devnet): its genesis hash is fixed, so it has a stable CAIP-2 id.
  ['solana:localnet', ['23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ']],
]

/**
 * The Wallet Standard chain of a network (`solana:mainnet`, `solana:devnet`, `solana:testnet`,
 * `solana:localnet`); a network the standard has no cluster name for keeps its CAIP-2 id.
 *
 * @example
 * toWalletStandardChain(solana) // 'solana:mainnet'
 */
export function toWalletStandardChain(
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>,
): `${string}:${string}` {
  const reference = String(network.id)
  const cluster = CLUSTERS.find(([, references]) => references.includes(reference))
  return (cluster?.[0] ?? network.caipNetworkId) as `${string}:${string}`
}

/**
 * The CAIP-2 reference (the network's `id`) of a Wallet Standard chain, or of a CAIP-2 id a wallet sent;
 * undefined for a chain that is not Solana's.
 *
 * @example
 * fromWalletStandardChain('solana:devnet') // 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function fromWalletStandardChain(chain: string): string | undefined {
  if (!chain.startsWith('solana:')) return undefined
  const cluster = CLUSTERS.find(([name, references]) => name === chain || references.includes(chain.slice(7)))
  return cluster ? cluster[1][0] : chain.slice(7) || undefined
}
