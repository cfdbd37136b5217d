import { parseJson, stringifyJson } from '../json.ts'
import type { KeyValueStorage } from './types.ts'

/**
 * In-memory storage (tests, SSR, a browser without IndexedDB or localStorage). Values are kept as
 * json.ts text, so what callers hold after `setItem` or get from `getItem` is always a private copy.
 *
 * @example
 * ```ts
 * // Nothing survives a reload: for tests and server-side rendering.
 * const app = await createAppClient({ ...options, storage: createMemoryStorage() })
 * ```
 */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    async getItem<T>(key: string) {
      const text = entries.get(key)
      return text === undefined ? undefined : (parseJson(text) as T)
    },
    async setItem<T>(key: string, value: T) {
      const text = stringifyJson(value) as string | undefined
      // `undefined` (and functions) have no JSON form: storing them is removing the key.
      if (text === undefined) entries.delete(key)
      else entries.set(key, text)
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
    async getKeys() {
      return [...entries.keys()]
    },
  }
}
