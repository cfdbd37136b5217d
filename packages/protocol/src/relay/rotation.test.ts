import { describe, expect, it } from 'vitest'
import { seededRandom } from '../test/seededRandom.ts'
import { createUrlRotation, fullJitterDelay, type UrlRotationOptions } from './rotation.ts'

const URLS = ['ws://a/relay', 'ws://b/relay', 'ws://c/relay']
const rotation = (overrides: Partial<UrlRotationOptions> = {}) =>
  createUrlRotation({
    urls: URLS,
    baseDelayMs: 100,
    maxDelayMs: 1_000,
    stableAfterMs: 5_000,
    random: seededRandom(7),
    ...overrides,
  })

describe('createUrlRotation', () => {
  it('tries the URLs in order, the first round back to back, later rounds after one wait each', () => {
    const r = rotation({ random: () => 0.5 })
    const seen: [string, number][] = [[r.url, 0]]
    for (let i = 0; i < 8; i++) {
      const delay = r.next({ code: 1006 })
      seen.push([r.url, delay])
    }
    expect(seen).toEqual([
      ['ws://a/relay', 0],
      ['ws://b/relay', 0],
      ['ws://c/relay', 0],
      ['ws://a/relay', 50], // round 2 waits [0, 100)
      ['ws://b/relay', 0],
      ['ws://c/relay', 0],
      ['ws://a/relay', 100], // round 3 waits [0, 200)
      ['ws://b/relay', 0],
      ['ws://c/relay', 0],
    ])
  })

  it('keeps every wait within [0, min(max, base·2^k)) with a seeded random', () => {
    const r = rotation({ urls: ['ws://only/relay'], random: seededRandom(42) })
    const delays = Array.from({ length: 40 }, () => r.next({}))
    delays.forEach((delay, k) => {
      expect(delay).toBeGreaterThanOrEqual(0)
      expect(delay).toBeLessThan(Math.min(1_000, 100 * 2 ** k))
      expect(Number.isInteger(delay)).toBe(true)
    })
    // Jitter, not a fixed schedule: the capped waits are spread out.
    expect(new Set(delays.slice(10)).size).toBeGreaterThan(20)
  })

  it('starts the backoff over after a connection that stayed open past stableAfterMs', () => {
    const r = rotation({ urls: ['ws://a/relay', 'ws://b/relay'], random: () => 0.999 })
    for (let i = 0; i < 10; i++) r.next({}) // five failed rounds: the bound is now capped
    expect(r.next({})).toBe(0) // the middle of a round
    expect(r.next({})).toBe(999)
    expect(r.next({ openMs: 4_999, code: 1006 })).toBe(0) // unstable: still the same round...
    expect(r.next({})).toBe(999) // ...and its end waits the capped bound
    expect(r.url).toBe('ws://a/relay')
    expect(r.next({ openMs: 5_000, code: 1006 })).toBe(0)
    expect(r.url).toBe('ws://b/relay')
    expect(r.next({})).toBe(0) // the new first round is back to back
    expect(r.next({})).toBe(99) // and the first wait is base again
  })

  it('moves on at once when the relay goes away (1001), even at the end of a round', () => {
    const r = rotation({ urls: ['ws://a/relay', 'ws://b/relay'], random: () => 0.999 })
    r.next({})
    expect(r.next({ openMs: 10, code: 1001 })).toBe(0)
    expect(r.url).toBe('ws://a/relay')
    r.next({})
    // The skipped wait still counted as a round: the next bound has doubled.
    expect(r.next({})).toBe(199)
  })

  it('restart() goes back to the first URL and the first round', () => {
    const r = rotation({ random: () => 0.999 })
    for (let i = 0; i < 7; i++) r.next({})
    r.restart()
    expect(r.url).toBe('ws://a/relay')
    expect([r.next({}), r.next({}), r.next({})]).toEqual([0, 0, 99])
  })

  it('refuses an empty list', () => {
    expect(() => rotation({ urls: [] })).toThrow(/At least one relay URL/)
  })
})

describe('fullJitterDelay', () => {
  it('spans [0, cap) and caps at maxDelayMs', () => {
    expect(fullJitterDelay(0, 250, 5_000, () => 0)).toBe(0)
    expect(fullJitterDelay(2, 250, 5_000, () => 0.999_999)).toBe(999)
    expect(fullJitterDelay(60, 250, 5_000, () => 0.5)).toBe(2_500)
    expect(fullJitterDelay(2_000, 250, 5_000, () => 0.5)).toBe(2_500)
  })
})
