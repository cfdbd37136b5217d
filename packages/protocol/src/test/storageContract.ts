/*
 * TEST HELPER: the behaviour every KeyValueStorage must have, run by each implementation's test file.
 */
import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../storage/types.ts'

/** Returns a storage for `name`; two names must not see each other's keys. */
export type StorageFactory = (name: string) => KeyValueStorage | Promise<KeyValueStorage>

export function describeStorageContract(label: string, create: StorageFactory): void {
  describe(`${label}: KeyValueStorage contract`, () => {
    let counter = 0
    const fresh = () => create(`contract-${Date.now()}-${counter++}`)

    it('returns undefined for a missing key and lists no keys when empty', async () => {
      const storage = await fresh()
      expect(await storage.getItem('missing')).toBeUndefined()
      expect(await storage.getKeys()).toEqual([])
    })

    it('sets, overwrites, lists and removes keys', async () => {
      const storage = await fresh()
      await storage.setItem('a', { n: 1 })
      await storage.setItem('b', 'text')
      await storage.setItem('a', { n: 2 })
      expect(await storage.getItem('a')).toEqual({ n: 2 })
      expect(await storage.getItem('b')).toBe('text')
      expect((await storage.getKeys()).sort()).toEqual(['a', 'b'])
      await storage.removeItem('a')
      await storage.removeItem('never-set')
      expect(await storage.getItem('a')).toBeUndefined()
      expect(await storage.getKeys()).toEqual(['b'])
    })

    it('round-trips JSON values and BigInt, nested', async () => {
      const storage = await fresh()
      const value = {
        amount: 12345678901234567890123n,
        negative: -5n,
        list: [1n, 'x', null, true, 1.5, { deep: [0n] }],
        text: 'not a bigint: 12',
        empty: {},
      }
      await storage.setItem('v', value)
      expect(await storage.getItem('v')).toEqual(value)
      for (const scalar of [0, -1.25, '', 'str', true, false, null, 7n]) {
        await storage.setItem('s', scalar)
        expect(await storage.getItem('s')).toEqual(scalar)
      }
      await storage.setItem('keys with spaces/and:colons "quotes"', [1])
      expect(await storage.getItem('keys with spaces/and:colons "quotes"')).toEqual([1])
    })

    it('keeps stored state away from caller mutations', async () => {
      const storage = await fresh()
      const value = { list: [1, 2], nested: { flag: true } }
      await storage.setItem('k', value)
      value.list.push(3)
      value.nested.flag = false
      const read = await storage.getItem<typeof value>('k')
      expect(read).toEqual({ list: [1, 2], nested: { flag: true } })
      read!.list.push(99)
      expect(await storage.getItem('k')).toEqual({ list: [1, 2], nested: { flag: true } })
    })

    it('treats setting undefined as removing the key', async () => {
      const storage = await fresh()
      await storage.setItem('k', 1)
      await storage.setItem('k', undefined)
      expect(await storage.getItem('k')).toBeUndefined()
      expect(await storage.getKeys()).toEqual([])
    })

    it('isolates two names', async () => {
      const one = await fresh()
      const two = await fresh()
      await one.setItem('shared', 'one')
      await two.setItem('shared', 'two')
      await one.setItem('only-one', 1)
      expect(await one.getItem('shared')).toBe('one')
      expect(await two.getItem('shared')).toBe('two')
      expect(await two.getItem('only-one')).toBeUndefined()
      expect(await two.getKeys()).toEqual(['shared'])
      await one.removeItem('shared')
      expect(await two.getItem('shared')).toBe('two')
    })

    it('keeps the order of concurrent writes', async () => {
      const storage = await fresh()
      await Promise.all(Array.from({ length: 20 }, (_, i) => storage.setItem('k', i)))
      await Promise.all(Array.from({ length: 20 }, (_, i) => storage.setItem(`key-${i}`, i)))
      expect(await storage.getItem('k')).toBe(19)
      expect(await storage.getKeys()).toHaveLength(21)
    })
  })
}
