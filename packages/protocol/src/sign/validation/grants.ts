/** What a session's namespaces grant: the chains its accounts are on, and each chain's methods and events. */
import { chainsOfNamespaces, isNonEmptyString, isValidChainId } from '../caip.ts'
import { eventsForChain, methodsForChain } from '../namespaces/queries.ts'
import type { SessionNamespaces } from '../types.ts'

/** The chain is valid and some session account is on it. */
export function isValidNamespacesChainId(namespaces: SessionNamespaces, chainId: unknown): chainId is string {
  return isValidChainId(chainId) && chainsOfNamespaces(namespaces).includes(chainId)
}

/** The method is granted for the chain. */
export function isValidNamespacesRequest(
  namespaces: SessionNamespaces,
  chainId: string,
  method: unknown,
): boolean {
  return isNonEmptyString(method) && methodsForChain(namespaces, chainId).includes(method)
}

/** The event is granted for the chain. */
export function isValidNamespacesEvent(
  namespaces: SessionNamespaces,
  chainId: string,
  name: unknown,
): boolean {
  return isNonEmptyString(name) && eventsForChain(namespaces, chainId).includes(name)
}
