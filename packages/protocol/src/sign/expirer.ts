/**
 * Expiry times of pairings, proposals, sessions and requests, checked on a heartbeat (5 s) rather than one
 * timer each: a restored record whose time passed while the page was closed expires on the first beat.
 * Keys are `topic:<topic>` or `id:<id>`.
 */
export type ExpiryKey = `topic:${string}` | `id:${number}`

export const topicKey = (topic: string): ExpiryKey => `topic:${topic}`
export const idKey = (id: number): ExpiryKey => `id:${id}`

export class Expirer {
  readonly #expiries = new Map<ExpiryKey, number>()
  readonly #now: () => number
  readonly #onExpire: (key: ExpiryKey) => void
  #timer: ReturnType<typeof setInterval> | undefined

  /** `now` returns milliseconds; expiries are unix seconds, as on the wire. */
  constructor(now: () => number, onExpire: (key: ExpiryKey) => void) {
    this.#now = now
    this.#onExpire = onExpire
  }

  set(key: ExpiryKey, expirySeconds: number): void {
    // Expiries can come from peers: a non-number would throw (or never compare) on every heartbeat.
    if (typeof expirySeconds !== 'number' || Number.isNaN(expirySeconds)) {
      this.#expiries.delete(key)
      return
    }
    this.#expiries.set(key, expirySeconds)
  }

  get(key: ExpiryKey): number | undefined {
    return this.#expiries.get(key)
  }

  delete(key: ExpiryKey): void {
    this.#expiries.delete(key)
  }

  isExpired(key: ExpiryKey): boolean {
    const expiry = this.#expiries.get(key)
    return expiry !== undefined && expiry * 1000 <= this.#now()
  }

  /** Expires everything due now; returns the keys it expired. */
  check(): ExpiryKey[] {
    const due = [...this.#expiries].filter(([, expiry]) => expiry * 1000 <= this.#now()).map(([key]) => key)
    for (const key of due) {
      this.#expiries.delete(key)
      this.#onExpire(key)
    }
    return due
  }

  start(intervalMs: number): void {
    this.stop()
    this.#timer = setInterval(() => this.check(), intervalMs)
    // A Node process (a wallet service, a test) must be able to exit with a client still open.
    ;(this.#timer as { unref?: () => void }).unref?.()
  }

  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer)
    this.#timer = undefined
  }
}
