export interface RateLimit {
  /** Tokens refilled per second. */
  perSecond: number
  /** Bucket size: how many requests may arrive at once after a quiet period. */
  burst: number
}

/** One token bucket; `now` is injected (ms) so tests control the clock. */
export class TokenBucket {
  #tokens: number
  #updatedAt: number

  constructor(
    private readonly limit: RateLimit,
    now: number,
  ) {
    this.#tokens = limit.burst
    this.#updatedAt = now
  }

  /** Whether the bucket is full again at `now`: forgetting it then changes nothing. */
  isFull(now: number): boolean {
    const elapsed = Math.max(0, now - this.#updatedAt) / 1000
    return this.#tokens + elapsed * this.limit.perSecond >= this.limit.burst
  }

  /** Takes one token; false when the bucket is empty (the request is refused). */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.#updatedAt) / 1000
    this.#tokens = Math.min(this.limit.burst, this.#tokens + elapsed * this.limit.perSecond)
    this.#updatedAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }
}

/**
 * Buckets per client id, shared by every connection of that client on this instance: `acquire` on connect,
 * `release` on close. A released bucket is kept until it has refilled (`sweep`), so reconnecting does not
 * reset a client's budget.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, { bucket: TokenBucket; users: number }>()

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  acquire(clientId: string): TokenBucket {
    let entry = this.#buckets.get(clientId)
    if (!entry) {
      entry = { bucket: new TokenBucket(this.limit, this.clock()), users: 0 }
      this.#buckets.set(clientId, entry)
    }
    entry.users += 1
    return entry.bucket
  }

  release(clientId: string): void {
    const entry = this.#buckets.get(clientId)
    if (!entry) return
    entry.users = Math.max(0, entry.users - 1)
  }

  /** Forgets buckets no connection uses that are full again. */
  sweep(): void {
    const now = this.clock()
    for (const [clientId, entry] of this.#buckets) {
      if (entry.users === 0 && entry.bucket.isFull(now)) this.#buckets.delete(clientId)
    }
  }

  get size(): number {
    return this.#buckets.size
  }

  now(): number {
    return this.clock()
  }
}
