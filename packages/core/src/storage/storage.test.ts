import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CACHE_TTL,
  createMemoryBackend,
  createRecentWallets,
  createStorage,
  createTtlCache,
  RECENT_WALLETS_LIMIT,
  STORAGE_PREFIX,
  StorageKeys,
} from './storage.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function throwingBackend() {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return {
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    key: fail,
    get length(): number {
      return fail()
    },
  }
}

describe('StorageKeys', () => {
  it('prefixes every key', () => {
    const keys = Object.values(StorageKeys).map((key) => (typeof key === 'function' ? key('eip155') : key))
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
    expect(STORAGE_PREFIX).toBe('@airlock/')
  })

  it('keeps keys distinct, including per namespace', () => {
    const keys = [
      ...Object.values(StorageKeys).filter((key) => typeof key === 'string'),
      StorageKeys.connectedConnectorId('eip155'),
      StorageKeys.connectedConnectorId('solana'),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names the items the kit reads back today, and the connected account', () => {
    // The ENS cache, social provider and connections live with names and social login: a key nothing reads is
    // not kept. The connected account is ours: it lets a reload (and a server rendering from cookies) show the
    // connection before the wallet confirms it. The preferred account types are read at each embedded login.
    expect(Object.keys(StorageKeys).sort()).toEqual(
      [
        'PORTFOLIO_CACHE',
        'NATIVE_BALANCE_CACHE',
        'IDENTITY_CACHE',
        'RECENT_WALLETS',
        'ACTIVE_NAMESPACE',
        'ACTIVE_CAIP_NETWORK_ID',
        'connectedConnectorId',
        'connectedAddress',
        'CONNECTION_STATUS',
        'CONNECTED_NAMESPACES',
        'PREFERRED_ACCOUNT_TYPES',
      ].sort(),
    )
  })
})

describe('createStorage', () => {
  it('round-trips JSON values', () => {
    const storage = createStorage(createMemoryBackend())
    storage.setItem(StorageKeys.CONNECTED_NAMESPACES, ['eip155', 'solana'])
    storage.setItem(StorageKeys.CONNECTION_STATUS, 'connected')
    expect(storage.getItem(StorageKeys.CONNECTED_NAMESPACES)).toEqual(['eip155', 'solana'])
    expect(storage.getItem(StorageKeys.CONNECTION_STATUS)).toBe('connected')
  })

  it('writes JSON to the backend under the given key', () => {
    const backend = createMemoryBackend()
    createStorage(backend).setItem(StorageKeys.ACTIVE_NAMESPACE, 'eip155')
    expect(backend.getItem('@airlock/active_namespace')).toBe('"eip155"')
  })

  it('returns undefined for a missing key', () => {
    expect(createStorage(createMemoryBackend()).getItem(StorageKeys.CONNECTED_NAMESPACES)).toBeUndefined()
  })

  it('returns undefined for bad JSON instead of throwing', () => {
    const backend = createMemoryBackend()
    backend.setItem(StorageKeys.CONNECTED_NAMESPACES, '{not json')
    expect(createStorage(backend).getItem(StorageKeys.CONNECTED_NAMESPACES)).toBeUndefined()
  })

  it('returns undefined when the validator rejects the stored value', () => {
    const storage = createStorage(createMemoryBackend())
    storage.setItem(StorageKeys.ACTIVE_NAMESPACE, 42)
    const isString = (value: unknown): value is string => typeof value === 'string'
    expect(storage.getItem(StorageKeys.ACTIVE_NAMESPACE, isString)).toBeUndefined()
    storage.setItem(StorageKeys.ACTIVE_NAMESPACE, 'solana')
    expect(storage.getItem(StorageKeys.ACTIVE_NAMESPACE, isString)).toBe('solana')
  })

  it('removes the key when asked to store undefined', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    storage.setItem(StorageKeys.ACTIVE_NAMESPACE, 'eip155')
    expect(storage.setItem(StorageKeys.ACTIVE_NAMESPACE, undefined)).toBe(true)
    expect(backend.getItem(StorageKeys.ACTIVE_NAMESPACE)).toBeNull()
  })

  it('reports values JSON cannot hold instead of throwing', () => {
    const storage = createStorage(createMemoryBackend())
    expect(storage.setItem(StorageKeys.CONNECTED_NAMESPACES, { amount: 1n })).toBe(false)
    expect(storage.getItem(StorageKeys.CONNECTED_NAMESPACES)).toBeUndefined()
  })

  it('never throws when the backend does (Safari private mode, blocked storage)', () => {
    const storage = createStorage(throwingBackend())
    expect(storage.setItem(StorageKeys.CONNECTION_STATUS, 'connected')).toBe(false)
    expect(storage.getItem(StorageKeys.CONNECTION_STATUS)).toBeUndefined()
    expect(() => storage.removeItem(StorageKeys.CONNECTION_STATUS)).not.toThrow()
    expect(() => storage.clear()).not.toThrow()
  })

  it('clear() removes the kit keys and leaves the page keys alone', () => {
    const backend = createMemoryBackend()
    backend.setItem('theme', 'dark')
    backend.setItem('@other/key', '1')
    const storage = createStorage(backend)
    storage.setItem(StorageKeys.ACTIVE_NAMESPACE, 'eip155')
    storage.setItem(StorageKeys.CONNECTION_STATUS, 'connected')
    storage.setItem(StorageKeys.connectedConnectorId('solana'), 'phantom')
    storage.clear()
    expect(backend.length).toBe(2)
    expect(backend.getItem('theme')).toBe('dark')
    expect(backend.getItem('@other/key')).toBe('1')
  })

  it('uses globalThis.localStorage by default', () => {
    const local = createMemoryBackend()
    vi.stubGlobal('localStorage', local)
    createStorage().setItem(StorageKeys.ACTIVE_NAMESPACE, 'eip155')
    expect(local.getItem(StorageKeys.ACTIVE_NAMESPACE)).toBe('"eip155"')
  })

  it('falls back to memory when localStorage is absent, one backend per call', () => {
    vi.stubGlobal('localStorage', undefined)
    const first = createStorage()
    const second = createStorage()
    first.setItem(StorageKeys.ACTIVE_NAMESPACE, 'eip155')
    expect(first.getItem(StorageKeys.ACTIVE_NAMESPACE)).toBe('eip155')
    expect(second.getItem(StorageKeys.ACTIVE_NAMESPACE)).toBeUndefined()
  })

  it('falls back to memory when reading localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    try {
      const storage = createStorage()
      storage.setItem(StorageKeys.ACTIVE_NAMESPACE, 'eip155')
      expect(storage.getItem(StorageKeys.ACTIVE_NAMESPACE)).toBe('eip155')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})

describe('CACHE_TTL', () => {
  it('holds the cache lifetimes', () => {
    expect(CACHE_TTL).toEqual({ PORTFOLIO: 30_000, NATIVE_BALANCE: 30_000, IDENTITY: 300_000 })
  })
})

describe('createTtlCache', () => {
  function setup(ttl = CACHE_TTL.PORTFOLIO) {
    let time = 1_000_000
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    const cache = createTtlCache<{ total: number }>(storage, StorageKeys.PORTFOLIO_CACHE, ttl, () => time)
    return {
      cache,
      storage,
      backend,
      advance: (ms: number) => (time += ms),
      setTime: (t: number) => (time = t),
    }
  }

  it('returns a value until its lifetime is over', () => {
    const { cache, advance } = setup()
    cache.set('eip155:1:0xabc', { total: 12 })
    advance(CACHE_TTL.PORTFOLIO - 1)
    expect(cache.get('eip155:1:0xabc')).toEqual({ total: 12 })
    advance(1)
    expect(cache.get('eip155:1:0xabc')).toBeUndefined()
  })

  it('keeps entries separately per id', () => {
    const { cache } = setup()
    cache.set('a', { total: 1 })
    cache.set('b', { total: 2 })
    expect(cache.get('a')).toEqual({ total: 1 })
    expect(cache.get('b')).toEqual({ total: 2 })
    expect(cache.get('c')).toBeUndefined()
  })

  it('persists through storage, so another cache on the same key sees the entries', () => {
    const { cache, storage } = setup()
    cache.set('a', { total: 1 })
    const again = createTtlCache(storage, StorageKeys.PORTFOLIO_CACHE, CACHE_TTL.PORTFOLIO, () => 1_000_000)
    expect(again.get('a')).toEqual({ total: 1 })
  })

  it('prunes expired entries when writing', () => {
    const { cache, backend, advance } = setup()
    cache.set('old', { total: 1 })
    advance(CACHE_TTL.PORTFOLIO)
    cache.set('new', { total: 2 })
    expect(Object.keys(JSON.parse(backend.getItem(StorageKeys.PORTFOLIO_CACHE) ?? '{}'))).toEqual(['new'])
  })

  it('treats entries written in the future (clock moved back) as stale', () => {
    const { cache, setTime } = setup()
    cache.set('a', { total: 1 })
    setTime(1_000_000 - 1)
    expect(cache.get('a')).toBeUndefined()
  })

  it('deletes one entry and clears all', () => {
    const { cache, backend } = setup()
    cache.set('a', { total: 1 })
    cache.set('b', { total: 2 })
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toEqual({ total: 2 })
    cache.clear()
    expect(backend.getItem(StorageKeys.PORTFOLIO_CACHE)).toBeNull()
  })

  it('ignores malformed stored data', () => {
    const { cache, backend } = setup()
    backend.setItem(StorageKeys.PORTFOLIO_CACHE, JSON.stringify({ a: { value: 1 }, b: 'x', c: null }))
    expect(cache.get('a')).toBeUndefined()
    backend.setItem(StorageKeys.PORTFOLIO_CACHE, '[1,2]')
    expect(cache.get('0')).toBeUndefined()
  })

  it('stores an id such as __proto__ as plain data', () => {
    const { cache } = setup()
    cache.set('__proto__', { total: 7 })
    expect(cache.get('__proto__')).toEqual({ total: 7 })
  })
})

describe('createRecentWallets', () => {
  const metamask = { id: 'metamask', name: 'MetaMask' }
  const rainbow = { id: 'rainbow', name: 'Rainbow' }
  const phantom = { id: 'phantom', name: 'Phantom' }

  it('keeps at most 2, most recent first', () => {
    const recent = createRecentWallets<typeof metamask>(createStorage(createMemoryBackend()))
    recent.add(metamask)
    recent.add(rainbow)
    expect(recent.add(phantom)).toEqual([phantom, rainbow])
    expect(recent.get()).toEqual([phantom, rainbow])
    expect(RECENT_WALLETS_LIMIT).toBe(2)
  })

  it('moves a wallet used again to the front without duplicating it', () => {
    const recent = createRecentWallets<typeof metamask>(createStorage(createMemoryBackend()))
    recent.add(metamask)
    recent.add(rainbow)
    recent.add({ ...metamask, name: 'MetaMask (new)' })
    expect(recent.get()).toEqual([{ id: 'metamask', name: 'MetaMask (new)' }, rainbow])
  })

  it('does not list the same wallet twice', () => {
    const recent = createRecentWallets<typeof metamask>(createStorage(createMemoryBackend()))
    recent.add(metamask)
    expect(recent.add(metamask)).toEqual([metamask])
  })

  it('skips stored entries without an id and trims an over-long stored list', () => {
    const backend = createMemoryBackend()
    backend.setItem(
      StorageKeys.RECENT_WALLETS,
      JSON.stringify([{ name: 'x' }, metamask, 3, rainbow, phantom]),
    )
    expect(createRecentWallets(createStorage(backend)).get()).toEqual([metamask, rainbow])
  })

  it('starts empty when nothing or garbage is stored', () => {
    const backend = createMemoryBackend()
    expect(createRecentWallets(createStorage(backend)).get()).toEqual([])
    backend.setItem(StorageKeys.RECENT_WALLETS, '{"id":"metamask"}')
    expect(createRecentWallets(createStorage(backend)).get()).toEqual([])
  })
})
