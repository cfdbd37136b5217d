import { parseJson, stringifyJson } from '../json.ts'
import type { KeyValueStorage } from './types.ts'

export interface BrowserStorageOptions {
  /** IndexedDB database name, or the localStorage key prefix (`<name>:`). Default `airlock`. */
  name?: string
  /** Default `globalThis.indexedDB`; `null` skips IndexedDB. */
  indexedDB?: IDBFactory | null
  /** Default `globalThis.localStorage`; `null` skips localStorage. */
  localStorage?: Storage | null
}

/** Raw text storage underneath the json.ts (de)serialisation. */
interface TextBackend {
  get(key: string): Promise<string | undefined>
  set(key: string, text: string): Promise<void>
  remove(key: string): Promise<void>
  keys(): Promise<string[]>
}

const DEFAULT_NAME = 'airlock'
const STORE = 'keyvaluepairs'

const asError = (error: unknown, fallback: string) =>
  error instanceof Error ? error : new Error(error ? String(error) : fallback)

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(asError(request.error, `Could not open IndexedDB "${name}"`))
  })
}

async function indexedDbBackend(factory: IDBFactory, name: string): Promise<TextBackend> {
  let database: Promise<IDBDatabase> | undefined
  const connect = () => {
    if (!database) {
      const opening = openDatabase(factory, name)
      database = opening
      opening.then(
        (db) => {
          // Another tab upgrading or deleting the database: let go, reopen on the next call.
          db.onversionchange = () => {
            db.close()
            if (database === opening) database = undefined
          }
          db.onclose = () => {
            if (database === opening) database = undefined
          }
        },
        () => {
          if (database === opening) database = undefined
        },
      )
    }
    return database
  }
  // Open once up front so that a browser refusing IndexedDB (private modes) falls back right away.
  await connect()

  async function run<R>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<R>) {
    const db = await connect()
    return new Promise<R>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = operation(transaction.objectStore(STORE))
      // Resolve on commit so that a write is durable when the promise settles.
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () =>
        reject(asError(transaction.error ?? request.error, 'IndexedDB request failed'))
      transaction.onabort = () => reject(asError(transaction.error, 'IndexedDB transaction aborted'))
    })
  }

  return {
    async get(key) {
      const value = await run('readonly', (store) => store.get(key))
      return typeof value === 'string' ? value : undefined
    },
    async set(key, text) {
      await run('readwrite', (store) => store.put(text, key))
    },
    async remove(key) {
      await run('readwrite', (store) => store.delete(key))
    },
    async keys() {
      const keys = await run('readonly', (store) => store.getAllKeys())
      return keys.filter((key): key is string => typeof key === 'string')
    },
  }
}

function localStorageBackend(storage: Storage, name: string): TextBackend {
  const prefix = `${name}:`
  return {
    async get(key) {
      return storage.getItem(prefix + key) ?? undefined
    },
    async set(key, text) {
      storage.setItem(prefix + key, text)
    },
    async remove(key) {
      storage.removeItem(prefix + key)
    },
    async keys() {
      const out: string[] = []
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)
        if (key?.startsWith(prefix)) out.push(key.slice(prefix.length))
      }
      return out
    },
  }
}

function memoryBackend(): TextBackend {
  const entries = new Map<string, string>()
  return {
    get: async (key) => entries.get(key),
    set: async (key, text) => {
      entries.set(key, text)
    },
    remove: async (key) => {
      entries.delete(key)
    },
    keys: async () => [...entries.keys()],
  }
}

/** Reading `globalThis.localStorage` throws where storage is blocked (sandboxed iframes, cookie settings). */
function usableLocalStorage(injected: Storage | null | undefined): Storage | undefined {
  try {
    const storage =
      injected === undefined ? (globalThis as { localStorage?: Storage }).localStorage : injected
    if (!storage) return undefined
    storage.getItem('__airlock_probe__')
    return storage
  } catch {
    return undefined
  }
}

async function selectBackend(options: BrowserStorageOptions, name: string): Promise<TextBackend> {
  const factory =
    options.indexedDB === undefined
      ? (globalThis as { indexedDB?: IDBFactory }).indexedDB
      : (options.indexedDB ?? undefined)
  if (factory) {
    try {
      return await indexedDbBackend(factory, name)
    } catch {
      // Private browsing modes may refuse IndexedDB: fall through to localStorage.
    }
  }
  const storage = usableLocalStorage(options.localStorage)
  if (storage) return localStorageBackend(storage, name)
  // Nothing persistent is available: keep working for this page's lifetime.
  return memoryBackend()
}

/**
 * Browser storage: IndexedDB (database `name`, one key-value object store) when available, else
 * localStorage under the prefix `<name>:`, else memory. Values go through json.ts (BigInt-safe). Nothing
 * global is touched until the first call.
 *
 * @example
 * ```ts
 * const app = await createAppClient({ ...options, storage: createBrowserStorage({ name: 'my-dapp' }) })
 * ```
 */
export function createBrowserStorage(options: BrowserStorageOptions = {}): KeyValueStorage {
  const name = options.name ?? DEFAULT_NAME
  let backend: Promise<TextBackend> | undefined
  const ready = () => {
    backend ??= selectBackend(options, name)
    return backend
  }
  return {
    async getItem<T>(key: string) {
      const text = await (await ready()).get(key)
      return text === undefined ? undefined : (parseJson(text) as T)
    },
    async setItem<T>(key: string, value: T) {
      const text = stringifyJson(value) as string | undefined
      const store = await ready()
      if (text === undefined) await store.remove(key)
      else await store.set(key, text)
    },
    async removeItem(key: string) {
      await (await ready()).remove(key)
    },
    async getKeys() {
      return (await ready()).keys()
    },
  }
}
