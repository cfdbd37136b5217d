import type { Airlock } from '../airlock/Airlock.ts'
import { internalsOf } from '../airlock/internals.ts'
import { persistActiveNetwork } from '../connect/persisted.ts'
import { switchNetwork } from '../network/switch.ts'
import type { CaipNetworkId } from '../types.ts'
import { NetworkListMessages, NetworkRemovalError } from './errors.ts'
import { dropNetwork } from './networkListChanges.ts'

/**
 * Removes a network from the kit at run time; the network list view drops it at once.
 *
 * Removing the active network first moves to another network of the same namespace (the first in the list),
 * asking a connected wallet to switch there. When the namespace has no other network and is in use (active, or
 * a wallet is connected there), or the wallet refuses the switch, this throws NetworkRemovalError saying why,
 * and the network stays: the visitor is never left on a network the dapp no longer lists.
 *
 * @example
 * import { removeNetwork } from '@airlock/core'
 *
 * await removeNetwork(airlock, 'eip155:10')
 */
export async function removeNetwork(airlock: Airlock, caipNetworkId: CaipNetworkId): Promise<void> {
  const kit = internalsOf(airlock)
  const { chain } = kit
  const network = chain.getState().requestedCaipNetworks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network)
    throw new NetworkRemovalError(
      caipNetworkId,
      'not-configured',
      NetworkListMessages.NOT_CONFIGURED(caipNetworkId),
    )
  const namespace = network.chainNamespace
  const others = chain.networksOf(namespace).filter((n) => n.caipNetworkId !== caipNetworkId)
  const isActive = chain.getState().activeCaipNetwork?.caipNetworkId === caipNetworkId
  const isConnected = Boolean(kit.account.get(namespace)?.address)
  const next = others[0]
  if (!next && (isActive || isConnected))
    throw new NetworkRemovalError(
      caipNetworkId,
      'last-of-namespace',
      NetworkListMessages.LAST_OF_NAMESPACE(caipNetworkId, namespace),
    )
  if (isActive && next) {
    // switchNetwork shows its own toast when the wallet refuses; the caller also learns why nothing changed.
    const moved = await switchNetwork(kit, next)
    if (!moved)
      throw new NetworkRemovalError(
        caipNetworkId,
        'switch-refused',
        NetworkListMessages.SWITCH_REFUSED(caipNetworkId, next.caipNetworkId),
      )
    persistActiveNetwork(kit, next.caipNetworkId)
  }
  dropNetwork(chain, caipNetworkId)
}
