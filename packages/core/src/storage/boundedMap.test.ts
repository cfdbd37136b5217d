import { describe, expect, it } from 'vitest'
import { BoundedMap, DEFAULT_CACHE_MAX_ENTRIES } from './boundedMap.ts'

describe('BoundedMap', () => {
  it('evicts the oldest entry beyond its maximum', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map.keys()]).toEqual(['b', 'c'])
  })

  it('makes a key set again the newest, so it outlives older ones', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3)
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['c', 3],
    ])
  })

  it('keeps the newest of the entries it starts with', () => {
    const map = new BoundedMap(2, [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ])
    expect([...map.keys()]).toEqual(['b', 'c'])
  })

  it('falls back to the default for a maximum that is not a whole number of at least 1', () => {
    expect(new BoundedMap(0).maxEntries).toBe(DEFAULT_CACHE_MAX_ENTRIES)
    expect(new BoundedMap(2.5).maxEntries).toBe(DEFAULT_CACHE_MAX_ENTRIES)
  })
})
