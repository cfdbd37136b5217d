import type { I18nState, LocaleCatalogue } from '@airlock/core'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import type { MessageNamespace, Messages, Resolved } from './define.ts'

const selectCatalogue = (s: I18nState) => s.catalogue

// A catalogue's merged namespaces, so a view gets the same object on every render of one locale.
const merged = new WeakMap<LocaleCatalogue, Map<string, unknown>>()

/** A namespace in `catalogue`'s locale, English for any key it lacks. */
export function resolveMessages<M extends Messages>(
  namespace: MessageNamespace<M>,
  catalogue: LocaleCatalogue | undefined,
): Resolved<M> {
  const translated = catalogue?.messages[namespace.ns]
  if (!catalogue || !translated) return namespace.en as Resolved<M>
  let byNamespace = merged.get(catalogue)
  if (!byNamespace) {
    byNamespace = new Map()
    merged.set(catalogue, byNamespace)
  }
  let messages = byNamespace.get(namespace.ns) as Resolved<M> | undefined
  if (!messages) {
    const result: Record<string, unknown> = { ...namespace.en }
    for (const [key, value] of Object.entries(translated))
      if (Object.hasOwn(namespace.en, key) && value !== '') result[key] = value
    messages = result as Resolved<M>
    byNamespace.set(namespace.ns, messages)
  }
  return messages
}

/**
 * A namespace's texts in the kit's current locale; the view re-renders when the locale changes.
 *
 * @example
 * const m = useMessages(sendMessages)
 * return <h2>{m.reviewSend}</h2>
 */
export function useMessages<M extends Messages>(namespace: MessageNamespace<M>): Resolved<M> {
  const airlock = useAirlockInstance()
  const catalogue = useStoreValue(airlock.i18n, selectCatalogue)
  return resolveMessages(namespace, catalogue)
}
