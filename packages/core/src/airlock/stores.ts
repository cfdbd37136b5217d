import type { AirlockEvent } from '../events/store.ts'

/**
 * A piece of the kit's state a dapp reads and follows: `getState()` now, `subscribe()` for every change (the
 * listener gets the new and the previous state; the returned function unsubscribes). The stores are zustand
 * vanilla stores, so `useStore` of zustand or `useSyncExternalStore` of React read them as well.
 *
 * @example
 * const stop = airlock.connection.subscribe((state, previous) => {
 *   if (state.status !== previous.status) console.log('connection', state.status)
 * })
 * stop()
 */
export interface ReadonlyStore<State> {
  getState(): State
  subscribe(listener: (state: State, previousState: State) => void): () => void
}

/** The latest analytics event the kit emitted (`undefined` before the first). */
export interface EventsState {
  last: AirlockEvent | undefined
}
