import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { describeStorageContract } from '../test/storageContract.ts'
import { createBrowserStorage } from './browser.ts'

/** A minimal Web Storage double (what localStorage offers). */
class MemoryWebStorage implements Storage {
  readonly #entries = new Map<string, string>()
  get length() {
    return this.#entries.size
  }
  clear() {
    this.#entries.clear()
  }
  getItem(key: string) {
    return this.#entries.get(key) ?? null
  }
  key(index: number) {
    return [...this.#entries.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#entries.delete(key)
  }
  setItem(key: string, value: string) {
    this.#entries.set(key, String(value))
  }
  [name: string]: unknown
}

const idb = new IDBFactory()
describeStorageContract('browser (IndexedDB)', (name) =>
  createBrowserStorage({ name, indexedDB: idb, localStorage: null }),
)

const webStorage = new MemoryWebStorage()
describeStorageContract('browser (localStorage)', (name) =>
  createBrowserStorage({ name, indexedDB: null, localStorage: webStorage }),
)

describe('createBrowserStorage', () => {
  it('touches no global until the first call', async () => {
    const globals = globalThis as { indexedDB?: unknown; localStorage?: unknown }
    let touched = 0
    const descriptor = (value: unknown) => ({
      configurable: true,
      get: () => {
        touched++
        return value
      },
    })
    Object.defineProperty(globalThis, 'indexedDB', descriptor(new IDBFactory()))
    Object.defineProperty(globalThis, 'localStorage', descriptor(undefined))
    try {
      const storage = createBrowserStorage({ name: 'lazy' })
      expect(touched).toBe(0)
      await storage.setItem('k', 1n)
      expect(touched).toBeGreaterThan(0)
      expect(await storage.getItem('k')).toBe(1n)
    } finally {
      delete globals.indexedDB
      delete globals.localStorage
    }
  })

  it('persists in IndexedDB across instances (a page reload)', async () => {
    const factory = new IDBFactory()
    await createBrowserStorage({ name: 'reload', indexedDB: factory }).setItem('session', { expiry: 5n })
    const reloaded = createBrowserStorage({ name: 'reload', indexedDB: factory })
    expect(await reloaded.getItem('session')).toEqual({ expiry: 5n })
  })

  it('stores localStorage values as json.ts text under the name prefix', async () => {
    const storage = new MemoryWebStorage()
    storage.setItem('unrelated', 'x')
    const kv = createBrowserStorage({ name: 'app', indexedDB: null, localStorage: storage })
    await kv.setItem('k', { big: 10n })
    expect(storage.getItem('app:k')).toBe('{"big":"10n"}')
    expect(await kv.getKeys()).toEqual(['k'])
    expect(
      await createBrowserStorage({ name: 'app', indexedDB: null, localStorage: storage }).getItem('k'),
    ).toEqual({
      big: 10n,
    })
  })

  it('falls back to localStorage when IndexedDB refuses to open', async () => {
    const broken = {
      open() {
        const request = { error: new Error('private mode') } as unknown as IDBOpenDBRequest & {
          onerror: (() => void) | null
        }
        setTimeout(() => request.onerror?.())
        return request
      },
    } as unknown as IDBFactory
    const storage = new MemoryWebStorage()
    const kv = createBrowserStorage({ name: 'fb', indexedDB: broken, localStorage: storage })
    await kv.setItem('k', 1)
    expect(storage.getItem('fb:k')).toBe('1')
  })

  it('falls back to memory when neither is available', async () => {
    const kv = createBrowserStorage({ name: 'none', indexedDB: null, localStorage: null })
    await kv.setItem('k', [1n])
    expect(await kv.getItem('k')).toEqual([1n])
  })
})
