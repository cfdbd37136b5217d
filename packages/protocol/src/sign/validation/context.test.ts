import { describe, expect, it } from 'vitest'
import { isExpiredRecord, lookup } from './context.ts'

describe('validator context', () => {
  it('looks records up in a Map or through a function', () => {
    expect(lookup(new Map([['a', 1]]), 'a')).toBe(1)
    expect(lookup(new Map([['a', 1]]), 'b')).toBeUndefined()
    expect(lookup((key: string) => (key === 'a' ? 1 : undefined), 'a')).toBe(1)
  })

  it('a unix-second expiry has passed from its very second on', () => {
    expect(isExpiredRecord({ nowMs: 9_999 }, 'topic', 10)).toBe(false)
    expect(isExpiredRecord({ nowMs: 10_000 }, 'topic', 10)).toBe(true)
    expect(isExpiredRecord({ nowMs: 10_000 }, 'topic', 'soon')).toBe(false)
  })

  it("the expirer's answer takes precedence over the stored expiry", () => {
    expect(isExpiredRecord({ nowMs: 0, isExpired: (key) => key === 'gone' }, 'gone', 10)).toBe(true)
    expect(isExpiredRecord({ nowMs: 10_000, isExpired: () => false }, 'topic', 10)).toBe(false)
  })
})
