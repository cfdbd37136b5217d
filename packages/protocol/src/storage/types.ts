/**
 * Where the protocol keeps keys, pairings, proposals, sessions and pending requests so that a page reload
 * or a process restart resumes them. Values are JSON-serialisable (BigInt goes through json.ts).
 */
export interface KeyValueStorage {
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
  getKeys(): Promise<string[]>
}
