/** The official WalletConnect client's storage interface, in memory (its Node default writes files). */
export function officialMemoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}
