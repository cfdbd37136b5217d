import type { AirlockContext } from '../context.ts'
import { StorageKeys } from '../storage/storage.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types.ts'

/**
 * The facts that let a reload restore a connection (each namespace's connector id and network, in the kit's
 * storage).
 */
export function persistConnection(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  connectorId: string,
  networkId: CaipNetworkId | undefined,
  caipAddress?: CaipAddress,
) {
  const { storage } = ctx
  storage.setItem(StorageKeys.connectedConnectorId(namespace), connectorId)
  if (caipAddress) storage.setItem(StorageKeys.connectedAddress(namespace), caipAddress)
  storage.setItem(StorageKeys.ACTIVE_NAMESPACE, namespace)
  if (networkId) storage.setItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID, networkId)
  const namespaces = new Set(storedNamespaces(ctx))
  namespaces.add(namespace)
  storage.setItem(StorageKeys.CONNECTED_NAMESPACES, [...namespaces])
  storage.setItem(StorageKeys.CONNECTION_STATUS, 'connected')
}

/** The active network, and its namespace (read at start when that network is no longer configured). */
export function persistActiveNetwork(ctx: AirlockContext, networkId: CaipNetworkId) {
  ctx.storage.setItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID, networkId)
  ctx.storage.setItem(StorageKeys.ACTIVE_NAMESPACE, networkId.split(':')[0])
}

export function forgetConnection(ctx: AirlockContext, namespace: ChainNamespace) {
  const { storage } = ctx
  storage.removeItem(StorageKeys.connectedConnectorId(namespace))
  storage.removeItem(StorageKeys.connectedAddress(namespace))
  const namespaces = storedNamespaces(ctx).filter((n) => n !== namespace)
  storage.setItem(StorageKeys.CONNECTED_NAMESPACES, namespaces)
  // Stored status is connected while any connector still is.
  storage.setItem(StorageKeys.CONNECTION_STATUS, namespaces.length > 0 ? 'connected' : 'disconnected')
}

/**
 * Removes the stored connector id of every namespace the kit serves (a full disconnect: no namespace comes
 * back after a reload).
 */
export function forgetConnectorIds(ctx: AirlockContext) {
  for (const namespace of ctx.adapters.keys()) {
    ctx.storage.removeItem(StorageKeys.connectedConnectorId(namespace))
    ctx.storage.removeItem(StorageKeys.connectedAddress(namespace))
  }
}

/** The account last connected in `namespace`, when it is a well-formed CAIP-10 id of that namespace. */
export function storedAddress(ctx: AirlockContext, namespace: ChainNamespace): CaipAddress | undefined {
  const value = ctx.storage.getItem<string>(StorageKeys.connectedAddress(namespace))
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  return parts.length === 3 && parts[0] === namespace && parts[2] ? (value as CaipAddress) : undefined
}

export function storedNamespaces(ctx: AirlockContext): ChainNamespace[] {
  const value = ctx.storage.getItem<ChainNamespace[]>(StorageKeys.CONNECTED_NAMESPACES)
  return Array.isArray(value) ? value.filter((n) => ctx.adapters.has(n)) : []
}

export function storedConnectorId(ctx: AirlockContext, namespace: ChainNamespace): string | undefined {
  const id = ctx.storage.getItem<string>(StorageKeys.connectedConnectorId(namespace))
  return typeof id === 'string' ? id : undefined
}

export function storedStatus(ctx: AirlockContext): 'connected' | 'disconnected' {
  return ctx.storage.getItem(StorageKeys.CONNECTION_STATUS) === 'connected' ? 'connected' : 'disconnected'
}

/** The namespace last active: where the kit starts when the stored network is no longer configured. */
export function storedActiveNamespace(ctx: Pick<AirlockContext, 'storage'>): string | undefined {
  const namespace = ctx.storage.getItem<string>(StorageKeys.ACTIVE_NAMESPACE)
  return typeof namespace === 'string' ? namespace : undefined
}

export function storedActiveNetworkId(ctx: Pick<AirlockContext, 'storage'>): string | undefined {
  const id = ctx.storage.getItem<string>(StorageKeys.ACTIVE_CAIP_NETWORK_ID)
  return typeof id === 'string' ? id : undefined
}
