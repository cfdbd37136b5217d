import { describe, expect, it } from 'vitest'
import { createCoalescer, createStampedCache } from './stampedCache.ts'

/** A compute function that counts its calls and answers `value`. */
function counted<T>(value: T) {
  const compute = () => {
    compute.calls++
    return Promise.resolve(value)
  }
  compute.calls = 0
  return compute
}

describe('createStampedCache', () => {
  it('answers from the cache while the stamp is the same, and computes again when it changes', async () => {
    const cache = createStampedCache<string>()
    const first = counted('page at v1')
    expect(await cache.get('a', 'v1', first)).toBe('page at v1')
    expect(await cache.get('a', 'v1', first)).toBe('page at v1')
    expect(first.calls).toBe(1)
    const second = counted('page at v2')
    expect(await cache.get('a', 'v2', second)).toBe('page at v2')
    expect(second.calls).toBe(1)
    // An older stamp is a change too: the entry holds one stamp, the last computed.
    expect(await cache.get('a', 'v1', counted('again at v1'))).toBe('again at v1')
  })

  it('keeps keys apart', async () => {
    const cache = createStampedCache<string>()
    await cache.get('a', 'v1', counted('a'))
    expect(await cache.get('b', 'v1', counted('b'))).toBe('b')
    expect(await cache.get('a', 'v1', counted('not a'))).toBe('a')
  })

  it('does not keep a failure: the next caller computes again', async () => {
    const cache = createStampedCache<string>()
    await expect(cache.get('a', 'v1', () => Promise.reject(new Error('node down')))).rejects.toThrow(
      'node down',
    )
    expect(await cache.get('a', 'v1', counted('fresh'))).toBe('fresh')
  })

  it('shares one computation between callers that ask while it runs', async () => {
    const cache = createStampedCache<string>()
    const compute = counted('page')
    const [one, two] = await Promise.all([cache.get('a', 'v1', compute), cache.get('a', 'v1', compute)])
    expect([one, two, compute.calls]).toEqual(['page', 'page', 1])
  })

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = createStampedCache<string>(2)
    await cache.get('a', 'v', counted('a'))
    await cache.get('b', 'v', counted('b'))
    await cache.get('a', 'v', counted('not a')) // a is now the most recently used
    await cache.get('c', 'v', counted('c'))
    expect(cache.size).toBe(2)
    expect(await cache.get('a', 'v', counted('not a'))).toBe('a')
    expect(await cache.get('b', 'v', counted('b again'))).toBe('b again')
  })

  it('peeks without computing, and keeps a value set with its stamp', async () => {
    const cache = createStampedCache<string>()
    expect(cache.peek('a')).toBeUndefined()
    cache.set('a', 'v7', 'read with its version')
    expect(cache.peek('a')?.stamp).toBe('v7')
    expect(await cache.get('a', 'v7', counted('not read'))).toBe('read with its version')
    expect(await cache.get('a', 'v8', counted('newer'))).toBe('newer')
  })

  it('forgets a deleted key', async () => {
    const cache = createStampedCache<string>()
    await cache.get('a', 'v', counted('partial'))
    cache.delete('a')
    expect(await cache.get('a', 'v', counted('complete'))).toBe('complete')
  })
})

describe('createCoalescer', () => {
  it('shares a read in flight per key, and reads afresh once it settled', async () => {
    const coalesce = createCoalescer<number>()
    let reads = 0
    const read = () => Promise.resolve(++reads)
    const [a, b, other] = await Promise.all([coalesce('k', read), coalesce('k', read), coalesce('j', read)])
    expect([a, b, other]).toEqual([1, 1, 2])
    expect(await coalesce('k', read)).toBe(3)
  })

  it('lets the next caller read again after a failure', async () => {
    const coalesce = createCoalescer<number>()
    await expect(coalesce('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await coalesce('k', () => Promise.resolve(7))).toBe(7)
  })
})
