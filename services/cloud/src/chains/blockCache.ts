/**
 * Values computed at one block: a read at the same block answers from here, a new block starts afresh.
 * Bounded, oldest evicted first, so one busy address cannot grow it without end.
 */
export function createBlockCache<T>(maxEntries = 10_000) {
  const entries = new Map<string, { block: bigint; value: Promise<T> }>()
  return {
    get(key: string, block: bigint, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.block === block) return hit.value
      const value = compute()
      entries.delete(key)
      entries.set(key, { block, value })
      // A failure is not remembered: the next caller asks the node again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return value
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
