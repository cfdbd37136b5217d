/** A cache of answers that stay right while their stamp does. */
export interface StampedCache<T> {
  /**
   * The value cached for `key` if it was computed under this same `stamp`, else `compute()`'s, which is kept
   * (a failure is not: the next caller computes again). Read the stamp before anything `compute` reads, so a
   * value is never older than its stamp.
   */
  get(key: string, stamp: string, compute: () => Promise<T>): Promise<T>
  /** `key`'s entry whatever its stamp, or undefined; does not count as a use. */
  peek(key: string): { stamp: string; value: Promise<T> } | undefined
  /** Keeps a value computed elsewhere, e.g. one whose stamp was read with it in one statement. */
  set(key: string, stamp: string, value: T): void
  /** Drops `key`'s entry, e.g. a value computed without all it needed. */
  delete(key: string): void
  readonly size: number
}

/**
 * Answers cached until what they were read from changes, as a stamp tells: a version row that triggers bump
 * (migration 014), a block number. No clock: an entry lives exactly as long as its stamp, so a test or a
 * user never sees an answer older than the data, and instances sharing a database agree. Bounded: the
 * least recently used entry goes first. One per cloud instance (created by its route module).
 *
 * @example
 * const pages = createStampedCache<HistoryResponse>(1_000)
 * const page = await pages.get(`${address}:${cursor}`, await versionOf(address), () => readPage(address, cursor))
 */
export function createStampedCache<T>(maxEntries = 1_000): StampedCache<T> {
  const entries = new Map<string, { stamp: string; value: Promise<T> }>()
  const keep = (key: string, stamp: string, value: Promise<T>) => {
    entries.set(key, { stamp, value })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }
  return {
    get(key, stamp, compute) {
      const hit = entries.get(key)
      entries.delete(key)
      if (hit && hit.stamp === stamp) {
        // Map order is insertion order: re-inserting makes it the most recently used.
        entries.set(key, hit)
        return hit.value
      }
      const value = compute()
      keep(key, stamp, value)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    peek: (key) => entries.get(key),
    set(key, stamp, value) {
      entries.delete(key)
      keep(key, stamp, Promise.resolve(value))
    },
    delete(key) {
      entries.delete(key)
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * Concurrent reads of one key share the read in flight; the next read after it settles starts afresh, so
 * nothing is remembered (a read that started just before a write may miss it, as any read in flight may).
 *
 * @example
 * const versionOf = createCoalescer<string>()
 * const version = await versionOf(address, () => readVersion(db, address))
 */
export function createCoalescer<T>() {
  const inFlight = new Map<string, Promise<T>>()
  return (key: string, read: () => Promise<T>): Promise<T> => {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = read().finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }
}
