/**
 * A typed event emitter per instance (no module state). A listener that throws does not stop the others:
 * the error goes to the `onListenerError` callback so one bad consumer cannot break the protocol loop.
 */
export type Listener<T> = (payload: T) => void

export class Emitter<Events extends Record<string, unknown>> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>()
  readonly #onListenerError: (error: unknown) => void

  constructor(
    onListenerError: (error: unknown) => void = (error) =>
      queueMicrotask(() => {
        throw error
      }),
  ) {
    this.#onListenerError = onListenerError
  }

  /** Returns the function that removes the listener. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener as Listener<never>)
    return () => this.off(event, listener)
  }

  once<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off()
      listener(payload)
    })
    return off
  }

  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
    this.#listeners.get(event)?.delete(listener as Listener<never>)
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.#listeners.get(event)
    if (!set) return
    for (const listener of [...set]) {
      try {
        ;(listener as Listener<Events[K]>)(payload)
      } catch (error) {
        this.#onListenerError(error)
      }
    }
  }

  listenerCount<K extends keyof Events>(event: K): number {
    return this.#listeners.get(event)?.size ?? 0
  }
}
