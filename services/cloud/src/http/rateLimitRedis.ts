import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { relayReconnectStrategy } from '../relay/redis.ts'
import type { RedisClient } from './rateLimitStore.ts'
import { redactSecrets } from './redact.ts'

/** The rate-limit counts' Redis connection: started once, then reconnecting in the background. */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<RedisClient> {
  let started = false
  // The relay's strategy: a few quick tries at start (then the cloud refuses to start, saying why), backoff after.
  const strategy = relayReconnectStrategy(url)
  const client: RedisClient = createClient({
    url,
    // While Redis is away a count fails at once (and the call goes through) instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries, cause) => strategy.next(retries, cause) },
  })
  client.on('error', (error: unknown) => {
    if (started) log.warn({ err: error }, 'rate limit redis connection error')
  })
  try {
    await client.connect()
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Could not connect to Redis')) throw error
    throw new Error(`Could not connect to Redis at ${redactSecrets(url)}: ${redactSecrets(String(error))}`)
  }
  strategy.started()
  started = true
  return client
}

/** Closes the counts' connection at once: a count still in flight fails open, nothing waits on Redis. */
export function dropRedis(client: RedisClient | undefined) {
  try {
    if (client?.isOpen) client.destroy()
  } catch {
    // Already closed.
  }
}
