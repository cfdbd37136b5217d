import type { KeyValueStorage } from '../storage/types.ts'

/**
 * A map of records kept in memory and written through to storage as one item, so that a reload finds
 * every pairing, proposal, session, key and pending request where it was. Writes are serialised: the
 * last one always wins, and `flush()` waits for them.
 */
export class RecordStore<T> {
  readonly #storage: KeyValueStorage
  readonly #key: string
  #records = new Map<string, T>()
  #writing: Promise<void> = Promise.resolve()

  constructor(storage: KeyValueStorage, key: string) {
    this.#storage = storage
    this.#key = key
  }

  async load(): Promise<void> {
    const stored = await this.#storage.getItem<[string, T][]>(this.#key)
    this.#records = new Map(Array.isArray(stored) ? stored : [])
  }

  get(key: string | number): T | undefined {
    return this.#records.get(String(key))
  }

  has(key: string | number): boolean {
    return this.#records.has(String(key))
  }

  set(key: string | number, value: T): void {
    this.#records.set(String(key), value)
    this.#persist()
  }

  update(key: string | number, patch: Partial<T>): T | undefined {
    const current = this.get(key)
    if (current === undefined) return undefined
    const next = { ...current, ...patch }
    this.set(key, next)
    return next
  }

  delete(key: string | number): boolean {
    const deleted = this.#records.delete(String(key))
    if (deleted) this.#persist()
    return deleted
  }

  keys(): string[] {
    return [...this.#records.keys()]
  }

  values(): T[] {
    return [...this.#records.values()]
  }

  get size(): number {
    return this.#records.size
  }

  flush(): Promise<void> {
    return this.#writing
  }

  #persist(): void {
    const snapshot = [...this.#records.entries()]
    this.#writing = this.#writing.catch(() => {}).then(() => this.#storage.setItem(this.#key, snapshot))
  }
}
