/** What granted session namespaces hold for a chain or in all: methods, events and accounts. */
import { accountsChains, isObjectLike, prop, stringsOf } from '../caip.ts'
import type { SessionNamespaces } from '../types.ts'

function actionsForChain(namespaces: unknown, chainId: string, field: 'methods' | 'events'): string[] {
  if (!isObjectLike(namespaces)) return []
  const out: string[] = []
  for (const namespace of Object.values(namespaces)) {
    if (accountsChains(prop(namespace, 'accounts')).includes(chainId))
      out.push(...stringsOf(prop(namespace, field)))
  }
  return out
}

/** Methods granted for a chain: those of every namespace with an account on that chain. */
export function methodsForChain(namespaces: SessionNamespaces, chainId: string): string[] {
  return actionsForChain(namespaces, chainId, 'methods')
}

/** Events granted for a chain: those of every namespace with an account on that chain. */
export function eventsForChain(namespaces: SessionNamespaces, chainId: string): string[] {
  return actionsForChain(namespaces, chainId, 'events')
}

/** Every account of the session namespaces, in order (upstream `getAccountsFromNamespaces`). */
export function accountsOfNamespaces(namespaces: SessionNamespaces, keys: readonly string[] = []): string[] {
  const out: string[] = []
  if (!isObjectLike(namespaces)) return out
  for (const key of Object.keys(namespaces)) {
    if (keys.length && !keys.includes(key)) continue
    out.push(...stringsOf(prop(namespaces[key], 'accounts')))
  }
  return out
}
