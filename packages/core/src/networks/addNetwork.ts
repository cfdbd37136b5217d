import type { Airlock } from '../airlock/Airlock.ts'
import { internalsOf } from '../airlock/internals.ts'
import type { CaipNetwork } from '../types.ts'
import { withRpcUrl } from './define.ts'
import { NetworkAdapterMissingError } from './errors.ts'
import { putNetwork } from './networkListChanges.ts'

/**
 * Adds a network to the kit at run time: the network list view shows it at once, and the visitor can switch to
 * it like a configured one. A network with the id of one already there replaces it in place (a new RPC url,
 * say). The namespace must have an adapter (it is what connects, switches and reads there): without one this
 * throws NetworkAdapterMissingError and nothing changes. With a cloud, the network reads through the cloud's
 * RPC gateway, as the configured ones do.
 *
 * @example
 * import { addNetwork, base } from '@airlock/core'
 *
 * addNetwork(airlock, base)
 * await airlock.switchNetwork(base)
 */
export function addNetwork(airlock: Airlock, network: CaipNetwork): void {
  const kit = internalsOf(airlock)
  if (!kit.adapters.has(network.chainNamespace))
    throw new NetworkAdapterMissingError(network.chainNamespace, network.caipNetworkId)
  const routed = kit.cloud
    ? (withRpcUrl(network, kit.cloud.blockchain.rpcUrl(network.caipNetworkId)) as CaipNetwork)
    : network
  putNetwork(kit.chain, routed)
}
