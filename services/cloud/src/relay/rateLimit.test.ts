import { describe, expect, it } from 'vitest'
import { RateLimiter, TokenBucket } from './rateLimit.ts'

describe('TokenBucket', () => {
  it('allows a burst, then refills at the rate', () => {
    const bucket = new TokenBucket({ perSecond: 2, burst: 3 }, 0)
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(bucket.take(499)).toBe(false)
    expect(bucket.take(500)).toBe(true)
    expect(bucket.take(500)).toBe(false)
    // Never more than the burst, however long the pause.
    expect(bucket.isFull(10_000)).toBe(true)
    expect([1, 2, 3, 4].map(() => bucket.take(10_000))).toEqual([true, true, true, false])
  })
})

describe('RateLimiter', () => {
  it('shares one bucket per client and forgets it only once unused and refilled', () => {
    let now = 0
    const limiter = new RateLimiter({ perSecond: 1, burst: 2 }, () => now)
    const first = limiter.acquire('did:key:a')
    expect(limiter.acquire('did:key:a')).toBe(first)
    expect(limiter.acquire('did:key:b')).not.toBe(first)
    first.take(now)
    first.take(now)
    limiter.release('did:key:a')
    limiter.release('did:key:a')
    limiter.sweep()
    // Empty, unused: kept, so reconnecting does not refill it.
    expect(limiter.acquire('did:key:a')).toBe(first)
    limiter.release('did:key:a')
    now = 2_000
    limiter.sweep()
    expect(limiter.size).toBe(1)
    expect(limiter.acquire('did:key:a')).not.toBe(first)
  })
})
