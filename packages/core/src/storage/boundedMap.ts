/**
 * How many entries each of the kit's caches keeps (balances, portfolios and identities per account and
 * network, resolved names): a page left open while the visitor looks up many accounts or names must not grow
 * without end. `cacheMaxEntries` on createAirlock changes it.
 */
export const DEFAULT_CACHE_MAX_ENTRIES = 100

/** A cache limit the kit accepts: a whole number of at least 1. */
export function isValidCacheMaxEntries(value: number): boolean {
  return Number.isInteger(value) && value >= 1
}

/**
 * A Map that keeps at most `maxEntries`: setting a new key beyond that evicts the oldest entry. Setting a key
 * again makes it the newest, so an entry refreshed often stays.
 *
 * @example
 * const names = new BoundedMap<string, string>(2)
 * names.set('a', '1').set('b', '2').set('c', '3') // 'a' is evicted
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly maxEntries: number

  constructor(maxEntries: number = DEFAULT_CACHE_MAX_ENTRIES, entries?: Iterable<readonly [K, V]>) {
    super()
    this.maxEntries = isValidCacheMaxEntries(maxEntries) ? maxEntries : DEFAULT_CACHE_MAX_ENTRIES
    if (entries) for (const [key, value] of entries) this.set(key, value)
  }

  override set(key: K, value: V): this {
    // Map keeps insertion order: deleting first moves the key to the end, as the newest.
    super.delete(key)
    super.set(key, value)
    while (this.size > this.maxEntries) {
      const oldest = this.keys().next()
      if (oldest.done) break
      super.delete(oldest.value)
    }
    return this
  }
}
