import { useCallback, useSyncExternalStore } from 'react'

interface ReadableStore<S> {
  getState(): S
  subscribe(listener: () => void): () => void
}

/**
 * Reads one value of a vanilla store. The selector must return a primitive or a reference the store keeps
 * (not a fresh object), so React can tell when nothing changed.
 */
export function useStoreValue<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const get = useCallback(() => selector(store.getState()), [store, selector])
  return useSyncExternalStore(store.subscribe, get, get)
}
