import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from './errors.ts'
import {
  assertNotRecentlyDeleted,
  RECENTLY_DELETED_LIMIT,
  RecentlyDeleted,
  recentlyDeletedError,
} from './recentlyDeleted.ts'

describe('RecentlyDeleted', () => {
  it('remembers ids and topics with their type', () => {
    const deleted = new RecentlyDeleted()
    deleted.add('topic', 'session')
    deleted.add(42, 'proposal')
    expect(deleted.has('topic')).toBe(true)
    expect(deleted.has(42)).toBe(true)
    expect(deleted.has('42')).toBe(false)
    expect(deleted.has({})).toBe(false)
    expect(deleted.typeOf(42)).toBe('proposal')
    expect(deleted.size).toBe(2)
  })

  it('throws the official message', () => {
    const deleted = new RecentlyDeleted()
    deleted.add('abc', 'session')
    deleted.add(7, 'request')
    deleted.add(8)
    expect(() => deleted.assertNotRecentlyDeleted('abc')).toThrow(
      new ProtocolError({
        code: 5,
        message: 'Missing or invalid. Record was recently deleted - session: abc',
      }),
    )
    expect(() => assertNotRecentlyDeleted(deleted, 7)).toThrow(
      'Missing or invalid. Record was recently deleted - request: 7',
    )
    expect(() => deleted.assertNotRecentlyDeleted(8, 'proposal')).toThrow(
      'Missing or invalid. Record was recently deleted - proposal: 8',
    )
    expect(() => deleted.assertNotRecentlyDeleted(8)).toThrow(
      'Missing or invalid. Record was recently deleted - 8',
    )
    expect(() => deleted.assertNotRecentlyDeleted('other')).not.toThrow()
    expect(() => assertNotRecentlyDeleted(undefined, 'abc')).not.toThrow()
    expect(recentlyDeletedError(1, 'pairing')).toEqual({
      code: 5,
      message: 'Missing or invalid. Record was recently deleted - pairing: 1',
    })
  })

  it('keeps the type when re-added without one', () => {
    const deleted = new RecentlyDeleted()
    deleted.add(1, 'proposal')
    deleted.add(1)
    expect(deleted.typeOf(1)).toBe('proposal')
  })

  it('is capped at 200 and forgets the oldest half when full', () => {
    const deleted = new RecentlyDeleted()
    expect(deleted.limit).toBe(RECENTLY_DELETED_LIMIT)
    for (let i = 0; i < 199; i++) deleted.add(i)
    expect(deleted.size).toBe(199)
    deleted.add(199)
    expect(deleted.size).toBe(100)
    expect(deleted.has(0)).toBe(false)
    expect(deleted.has(99)).toBe(false)
    expect(deleted.has(100)).toBe(true)
    expect(deleted.has(199)).toBe(true)
  })

  it('never exceeds its limit and always keeps the newest id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.array(fc.oneof(fc.string(), fc.integer())),
        (limit, ids) => {
          const deleted = new RecentlyDeleted(limit)
          for (const id of ids) {
            deleted.add(id)
            expect(deleted.size).toBeLessThan(limit)
            expect(deleted.has(id)).toBe(true)
          }
        },
      ),
    )
  })

  it('delete and clear', () => {
    const deleted = new RecentlyDeleted()
    deleted.add('a')
    deleted.add('b')
    expect(deleted.delete('a')).toBe(true)
    expect(deleted.has('a')).toBe(false)
    deleted.clear()
    expect(deleted.size).toBe(0)
  })
})
