import type { ChainNamespace } from '../types.ts'
import { BoundedMap, DEFAULT_CACHE_MAX_ENTRIES } from './boundedMap.ts'

/** Every key the kit writes starts with this, so clear() can leave the host page's keys alone. */
export const STORAGE_PREFIX = '@airlock/'

/** A key the kit writes: STORAGE_PREFIX, then the key's own name. */
export type StorageKey = `@airlock/${string}`

/**
 * The keys the kit keeps in local storage and reads back. The ENS cache, the connected social provider and the
 * connections list live with the features that write and read them (names, social login).
 */
export const StorageKeys = Object.freeze({
  PORTFOLIO_CACHE: '@airlock/portfolio_cache',
  NATIVE_BALANCE_CACHE: '@airlock/native_balance_cache',
  IDENTITY_CACHE: '@airlock/identity_cache',
  RECENT_WALLETS: '@airlock/recent_wallets',
  ACTIVE_NAMESPACE: '@airlock/active_namespace',
  ACTIVE_CAIP_NETWORK_ID: '@airlock/active_caip_network_id',
  CONNECTION_STATUS: '@airlock/connection_status',
  CONNECTED_NAMESPACES: '@airlock/connected_namespaces',
  /** The visitor's account type per namespace ('eoa' or 'smartAccount'), as they last chose it in this dapp. */
  PREFERRED_ACCOUNT_TYPES: '@airlock/preferred_account_types',
  /** One key per namespace: each namespace can be connected through a different connector. */
  connectedConnectorId: (namespace: ChainNamespace) =>
    `@airlock/connected_connector_id:${namespace}` as const,
  /**
   * The connected account (CAIP-10) per namespace: a reload shows it at once while the wallet confirms it,
   * and a server rendering from cookies (createCookieStorage) can show the connected state too.
   */
  connectedAddress: (namespace: ChainNamespace) => `@airlock/connected_address:${namespace}` as const,
} satisfies Record<string, StorageKey | ((namespace: ChainNamespace) => StorageKey)>)

/** How long cached answers stay fresh: portfolio and native balance 30 s, identity 5 min. */
export const CACHE_TTL = Object.freeze({
  PORTFOLIO: 30_000,
  NATIVE_BALANCE: 30_000,
  IDENTITY: 5 * 60_000,
})

export const RECENT_WALLETS_LIMIT = 2

// `globalThis.` because this module's own `Storage` type below shadows the DOM one.
type StorageBackend = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export interface AirlockStorage {
  /**
   * The stored value, or undefined when absent, unreadable or rejected by `isValid`. Without
   * `isValid`, T is only the caller's expectation: the value comes from outside the kit.
   */
  getItem<T = unknown>(key: StorageKey, isValid?: (value: unknown) => value is T): T | undefined
  /** Stores JSON; undefined removes the key. False when the value could not be stored. */
  setItem(key: StorageKey, value: unknown): boolean
  removeItem(key: StorageKey): void
  /** Removes the kit's keys only. */
  clear(): void
  /** How many entries each cache under one key keeps (createAirlock's `cacheMaxEntries`); the oldest go first. */
  readonly cacheMaxEntries?: number | undefined
}

export type Storage = AirlockStorage

/** A backend that lives as long as the object, for SSR, tests and browsers that deny localStorage. */
export function createMemoryBackend(): StorageBackend {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

function defaultBackend(): StorageBackend {
  try {
    // Reading the property itself throws (SecurityError) in sandboxed frames and with storage blocked.
    const local: StorageBackend | undefined = globalThis.localStorage
    if (local) return local
  } catch {
    // Fall through to memory.
  }
  return createMemoryBackend()
}

/*
 * Storage errors never escape: private modes throw on write (quota 0), other scripts leave bad
 * JSON behind, and none of that may break connecting a wallet. Losing a cache entry is harmless.
 */
export function createStorage(
  backend: StorageBackend = defaultBackend(),
  options: { cacheMaxEntries?: number | undefined } = {},
): AirlockStorage {
  function removeItem(key: StorageKey): void {
    try {
      backend.removeItem(key)
    } catch {
      // Nothing to undo.
    }
  }

  return {
    cacheMaxEntries: options.cacheMaxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
    getItem<T>(key: StorageKey, isValid?: (value: unknown) => value is T): T | undefined {
      let value: unknown
      try {
        const raw = backend.getItem(key)
        if (raw === null) return undefined
        value = JSON.parse(raw)
      } catch {
        return undefined
      }
      if (isValid && !isValid(value)) return undefined
      return value as T
    },
    setItem(key, value) {
      if (value === undefined) {
        removeItem(key)
        return true
      }
      try {
        backend.setItem(key, JSON.stringify(value))
        return true
      } catch {
        return false
      }
    },
    removeItem,
    clear() {
      const keys: string[] = []
      try {
        for (let index = 0; index < backend.length; index++) {
          const key = backend.key(index)
          if (key?.startsWith(STORAGE_PREFIX)) keys.push(key)
        }
      } catch {
        // Remove what was listed before the failure.
      }
      // Collected first: removing while indexing would shift the indices and skip keys.
      for (const key of keys) removeItem(key as StorageKey)
    },
  }
}

export interface TtlCache<T> {
  get(id: string): T | undefined
  set(id: string, value: T): void
  delete(id: string): void
  clear(): void
}

interface CacheEntry {
  value: unknown
  timestamp: number
}

function isCacheEntry(value: unknown): value is CacheEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as { timestamp?: unknown }).timestamp === 'number'
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A map of entries under one storage key, each valid for `ttlMs` after it was written. Stores the
 * write time rather than the expiry so a changed TTL applies to entries already stored. It keeps at most the
 * storage's `cacheMaxEntries` (one per account and network for balances), evicting the oldest write first:
 * localStorage is small and shared with the page, and a visitor who looks at many accounts must not fill it.
 */
export function createTtlCache<T>(
  storage: AirlockStorage,
  key: StorageKey,
  ttlMs: number,
  now: () => number = Date.now,
): TtlCache<T> {
  // An entry from the future means the clock moved back; treating it as fresh would pin it.
  const isFresh = (entry: CacheEntry, at: number) => at >= entry.timestamp && at - entry.timestamp < ttlMs

  // A Map, not the parsed object, so ids like '__proto__' stay plain data. Oldest write first, so a set beyond
  // the limit evicts the oldest.
  function readFresh(at: number): Map<string, CacheEntry> {
    const stored = storage.getItem(key, isRecord) ?? {}
    const fresh = Object.entries(stored).filter(
      (pair): pair is [string, CacheEntry] => isCacheEntry(pair[1]) && isFresh(pair[1], at),
    )
    fresh.sort(([, a], [, b]) => a.timestamp - b.timestamp)
    return new BoundedMap(storage.cacheMaxEntries ?? DEFAULT_CACHE_MAX_ENTRIES, fresh)
  }

  function write(entries: Map<string, CacheEntry>): void {
    if (entries.size === 0) storage.removeItem(key)
    else storage.setItem(key, Object.fromEntries(entries))
  }

  return {
    get(id) {
      return readFresh(now()).get(id)?.value as T | undefined
    },
    set(id, value) {
      const at = now()
      // Rewriting only fresh entries also prunes the expired ones.
      const entries = readFresh(at)
      entries.set(id, { value, timestamp: at })
      write(entries)
    },
    delete(id) {
      const entries = readFresh(now())
      entries.delete(id)
      write(entries)
    },
    clear() {
      storage.removeItem(key)
    },
  }
}

export interface RecentWallets<Wallet extends { id: string }> {
  /** Most recent first, at most RECENT_WALLETS_LIMIT. */
  get(): Wallet[]
  /** Moves `wallet` to the front (replacing an entry with the same id); returns the new list. */
  add(wallet: Wallet): Wallet[]
}

function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value)
}

function hasStringId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
}

export function createRecentWallets<Wallet extends { id: string }>(
  storage: AirlockStorage,
): RecentWallets<Wallet> {
  function get(): Wallet[] {
    const stored = storage.getItem(StorageKeys.RECENT_WALLETS, isArray) ?? []
    // Entries are only checked for an id: the rest of the wallet listing is display data.
    return (stored.filter(hasStringId) as Wallet[]).slice(0, RECENT_WALLETS_LIMIT)
  }

  return {
    get,
    add(wallet) {
      const wallets = [wallet, ...get().filter((recent) => recent.id !== wallet.id)].slice(
        0,
        RECENT_WALLETS_LIMIT,
      )
      storage.setItem(StorageKeys.RECENT_WALLETS, wallets)
      return wallets
    },
  }
}
