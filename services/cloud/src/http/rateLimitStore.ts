import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { createClient } from 'redis'

/** One fixed-window count: how many hits the key has in its window, and how long the window still runs. */
export interface Count {
  current: number
  ttlMs: number
}

/**
 * Counts hits per key in fixed windows. Shared by the HTTP limits (through @fastify/rate-limit) and the
 * relay's, so both count in the same place: this process, or Redis across every cloud instance.
 *
 * @example
 * const store = createMemoryCounterStore()
 * const { current, ttlMs } = await store.incr('ip:127.0.0.1', 60_000)
 */
export interface CounterStore {
  incr(key: string, windowMs: number): Promise<Count>
}

/** Keys kept at most by the in-memory store; past it the expired ones go, then the oldest. */
const DEFAULT_MAX_KEYS = 50_000

/**
 * Counts in this process: the default without REDIS_URL.
 *
 * @example
 * const store = createMemoryCounterStore({ maxKeys: 1000, now: () => fakeClock })
 */
export function createMemoryCounterStore(
  options: { maxKeys?: number; now?: () => number } = {},
): CounterStore {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS
  const now = options.now ?? Date.now
  const windows = new Map<string, { current: number; endsAt: number }>()
  const evict = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key)
    // Still full: insertion order is age order, the oldest windows go first.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }
  return {
    async incr(key, windowMs) {
      const at = now()
      let window = windows.get(key)
      if (!window || window.endsAt <= at) {
        if (window) windows.delete(key)
        else if (windows.size >= maxKeys) evict(at)
        window = { current: 0, endsAt: at + windowMs }
        windows.set(key, window)
      }
      window.current += 1
      return { current: window.current, ttlMs: window.endsAt - at }
    },
  }
}

/** INCR, and PEXPIRE on the first hit of a window: atomic, so instances racing on one key count right. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`

export type RedisClient = ReturnType<typeof createClient>

/** Where the Redis counts live: one prefix for every cloud instance. */
export const RATE_LIMIT_KEY_PREFIX = 'airlock:ratelimit:'

/**
 * Counts in Redis (node-redis; the plugin's own Redis store wants ioredis): every instance on the same
 * REDIS_URL shares each count.
 *
 * @example
 * const client = createClient({ url: 'redis://127.0.0.1:6379' })
 * await client.connect()
 * const store = createRedisCounterStore(client)
 */
export function createRedisCounterStore(client: RedisClient, prefix = RATE_LIMIT_KEY_PREFIX): CounterStore {
  return {
    async incr(key, windowMs) {
      const reply = (await client.eval(INCR_SCRIPT, {
        keys: [prefix + key],
        arguments: [String(windowMs)],
      })) as [number, number]
      return { current: Number(reply[0]), ttlMs: Number(reply[1]) }
    },
  }
}

/**
 * The counter store as @fastify/rate-limit's `store` option. Keys already carry their limit's name (the
 * key generators prefix them), so children share the one store.
 *
 * @example
 * await app.register(rateLimit, { global: false, store: pluginStoreOf(store) })
 */
export function pluginStoreOf(store: CounterStore): FastifyRateLimitStoreCtor {
  const adapter: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      store.incr(key, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    },
    child: () => adapter,
  }
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store; one shared adapter.
      return adapter
    }
  } as unknown as FastifyRateLimitStoreCtor
}
