/*
 * Which relay URL the client tries next, and after how long. Kept apart from the client so the policy can be
 * tested without sockets or timers.
 *
 * A round tries every URL once. The first round after a start or after a stable connection was lost runs
 * back to back, so a client whose relay went away reaches another at once. Each later round waits once
 * before it starts, a "full jitter" delay (uniform in [0, min(max, base·2^k)) for the k-th delayed round),
 * so many clients dropped together by one instance do not all come back in the same millisecond; the
 * rest of that round again runs back to back. A round counts as one backoff step however many URLs it has.
 */

export interface UrlRotationOptions {
  /** At least one URL; the first is preferred at every start. */
  urls: readonly string[]
  baseDelayMs: number
  maxDelayMs: number
  /** A socket open this long before it closed was a working connection: backoff starts over. */
  stableAfterMs: number
  /** Uniform in [0, 1); `Math.random` outside tests. */
  random: () => number
}

/** How a try at the current URL ended. */
export interface TryEnded {
  /** How long the socket was open; absent when it never opened. */
  openMs?: number
  /** The close code, when there was one. */
  code?: number
}

export interface UrlRotation {
  /** The URL to open now. */
  readonly url: string
  /** A fresh start (first connect, or connect after close): the first URL, first round. */
  restart(): void
  /** The try at `url` is over: moves to the next URL and returns how long to wait before opening it. */
  next(ended: TryEnded): number
}

/** Close code 1001: the relay is shutting down or restarting, another one should be tried right away. */
export const GOING_AWAY_CLOSE_CODE = 1001

/**
 * A full-jitter backoff delay: uniform in [0, min(maxDelayMs, baseDelayMs·2^step)).
 *
 * @example
 * fullJitterDelay(3, 250, 5_000, Math.random) // somewhere in [0, 2000)
 */
export function fullJitterDelay(
  step: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random: () => number,
): number {
  const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** step)
  return Math.floor(random() * cap)
}

/**
 * The list of relay URLs a client cycles through.
 *
 * @example
 * const rotation = createUrlRotation({
 *   urls: ['wss://a.example/relay', 'wss://b.example/relay'],
 *   baseDelayMs: 250,
 *   maxDelayMs: 5_000,
 *   stableAfterMs: 5_000,
 *   random: Math.random,
 * })
 * rotation.url // 'wss://a.example/relay'
 * rotation.next({ openMs: 60_000, code: 1006 }) // 0: try b at once
 * rotation.url // 'wss://b.example/relay'
 */
export function createUrlRotation(options: UrlRotationOptions): UrlRotation {
  const { urls, baseDelayMs, maxDelayMs, stableAfterMs, random } = options
  if (urls.length === 0) throw new Error('At least one relay URL is needed')
  let index = 0
  /** Tries made in the current round. */
  let tried = 0
  /** Delayed rounds so far; the exponent of the next delay. */
  let step = 0

  return {
    get url() {
      return urls[index] as string
    },
    restart() {
      index = 0
      tried = 0
      step = 0
    },
    next(ended) {
      index = (index + 1) % urls.length
      if (ended.openMs !== undefined && ended.openMs >= stableAfterMs) {
        // It worked for a while: what follows is a new first round, not more of the old failures.
        tried = 0
        step = 0
        return 0
      }
      tried++
      if (tried < urls.length) return 0
      tried = 0
      // A relay going away asked us to move on: no wait, though the round still counts as a failed one.
      const delay =
        ended.code === GOING_AWAY_CLOSE_CODE ? 0 : fullJitterDelay(step, baseDelayMs, maxDelayMs, random)
      step++
      return delay
    },
  }
}
