import { describe, expect, it } from 'vitest'
import { createBlockCache } from './blockCache.ts'

describe('createBlockCache', () => {
  it('computes once per key and block, again on a new block', async () => {
    const cache = createBlockCache<number>()
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.get('a', 1n, compute)).toBe(1)
    expect(await cache.get('a', 1n, compute)).toBe(1)
    expect(await cache.get('a', 2n, compute)).toBe(2)
    expect(await cache.get('b', 2n, compute)).toBe(3)
  })

  it('forgets a failure so the next caller tries again', async () => {
    const cache = createBlockCache<number>()
    await expect(cache.get('a', 1n, () => Promise.reject(new Error('node down')))).rejects.toThrow(
      'node down',
    )
    expect(await cache.get('a', 1n, async () => 7)).toBe(7)
  })

  it('evicts the oldest entry past its bound', async () => {
    const cache = createBlockCache<string>(2)
    await cache.get('a', 1n, async () => 'a')
    await cache.get('b', 1n, async () => 'b')
    await cache.get('c', 1n, async () => 'c')
    expect(cache.size).toBe(2)
    expect(await cache.get('a', 1n, async () => 'again')).toBe('again')
  })
})
