import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { InvalidOptionsError } from '../options/errors.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { DEFAULT_CACHE_MAX_ENTRIES } from './boundedMap.ts'
import { createMemoryBackend, createStorage, createTtlCache, StorageKeys } from './storage.ts'

const MINUTE = 60_000

function kit(cacheMaxEntries?: number) {
  const backend = createMemoryBackend()
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [createFakeAdapter().adapter],
    storage: backend,
    ...(cacheMaxEntries === undefined ? {} : { cacheMaxEntries }),
  })
  return { airlock, backend }
}

const storedIds = (backend: ReturnType<typeof createMemoryBackend>) =>
  Object.keys(JSON.parse(backend.getItem(StorageKeys.NATIVE_BALANCE_CACHE) ?? '{}'))

describe("the kit's caches keep at most cacheMaxEntries, evicting the oldest", () => {
  it('a balance cache of a kit with cacheMaxEntries 2 keeps the two newest accounts', () => {
    const { airlock, backend } = kit(2)
    let now = 1_000
    const cache = createTtlCache<string>(airlock.storage, StorageKeys.NATIVE_BALANCE_CACHE, MINUTE, () => now)
    for (const id of ['a', 'b', 'c']) {
      cache.set(id, '1')
      now += 1
    }
    expect(storedIds(backend)).toEqual(['b', 'c'])
    expect(cache.get('a')).toBeUndefined()
  })

  it('rewriting an entry makes it the newest', () => {
    const { airlock, backend } = kit(2)
    let now = 1_000
    const cache = createTtlCache<string>(airlock.storage, StorageKeys.NATIVE_BALANCE_CACHE, MINUTE, () => now)
    for (const id of ['a', 'b', 'a', 'c']) {
      cache.set(id, '1')
      now += 1
    }
    expect(storedIds(backend).sort()).toEqual(['a', 'c'])
  })

  it(`keeps ${DEFAULT_CACHE_MAX_ENTRIES} entries by default`, () => {
    const backend = createMemoryBackend()
    const cache = createTtlCache<number>(createStorage(backend), StorageKeys.IDENTITY_CACHE, MINUTE, () => 5)
    for (let index = 0; index < DEFAULT_CACHE_MAX_ENTRIES + 20; index++) cache.set(`id${index}`, index)
    const stored = JSON.parse(backend.getItem(StorageKeys.IDENTITY_CACHE) ?? '{}')
    expect(Object.keys(stored)).toHaveLength(DEFAULT_CACHE_MAX_ENTRIES)
    expect(stored.id119.value).toBe(119)
    expect(stored.id0).toBeUndefined()
  })

  it('refuses a cacheMaxEntries that is not a whole number of at least 1', () => {
    expect(() => kit(0)).toThrow(InvalidOptionsError)
    expect(() => kit(1.5)).toThrow(/cacheMaxEntries/)
  })
})
