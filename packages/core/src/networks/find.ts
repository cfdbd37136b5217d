import type { CaipNetworkId } from '../types.ts'
import type { NetworkDefinition } from './define.ts'

/** Finds a network by its CAIP-2 id, also accepting the deprecated id older wallets still send. */
export function findNetworkByCaipNetworkId<Network extends NetworkDefinition>(
  networks: readonly Network[],
  id: CaipNetworkId | string,
): Network | undefined {
  return networks.find((network) => network.caipNetworkId === id || network.deprecatedCaipNetworkId === id)
}
