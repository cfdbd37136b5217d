import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { z } from 'zod'
import { errorMessage } from '../errors.ts'
import type { Fanout, Hub } from './hub.ts'
import type { StoredMessage } from './store.ts'

/** The pub/sub channel every cloud instance publishes new relay messages to. */
export const RELAY_CHANNEL = 'airlock:relay:messages'

/** Attempts before a cloud that never reached Redis gives up starting (about 5 s). */
const START_ATTEMPTS = 25
const START_RETRY_MS = 200
const MAX_RETRY_MS = 5_000

const storedMessageSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  message: z.string(),
  tag: z.number().int(),
  attestation: z.string().optional(),
  publisher: z.string(),
  publishedAt: z.number(),
  expiresAt: z.number(),
})

const envelopeSchema = z.object({ origin: z.string(), messages: z.array(storedMessageSchema) })

export interface RedisFanoutOptions {
  url: string
  hub: Hub
  log: FastifyBaseLogger
  /**
   * Called when the subscription comes back after a lost Redis connection: messages other instances
   * published meanwhile are only in the database, so the relay pushes its subscribers' pending messages.
   */
  onResync: () => void
  /**
   * The store publishes each new message on RELAY_CHANNEL itself, in the same Redis script that numbers
   * it (RedisRelayStore): every instance, this one included, then delivers from the channel alone, so
   * all subscribers see one order, the ids' order.
   */
  storePublishes?: boolean
}

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an unparsable REDIS_URL)'
  }
}

/**
 * Fan-out through Redis pub/sub: each instance delivers its own publications locally at once and
 * publishes them on RELAY_CHANNEL; every other instance delivers what it receives to its own subscribers
 * (the hub leaves out the publisher). Messages stay in the shared database either way.
 */
/**
 * node-redis's reconnect strategy for the relay's clients: a few quick attempts while starting (then the
 * start fails with a readable error), backoff up to 5 s once started.
 *
 * @example
 * const strategy = relayReconnectStrategy(url)
 * const client = createClient({ url, socket: { reconnectStrategy: strategy.next } })
 * await client.connect()
 * strategy.started()
 */
export function relayReconnectStrategy(url: string) {
  const where = redactRedisUrl(url)
  let started = false
  return {
    next(retries: number, cause: Error): number | Error {
      if (!started && retries >= START_ATTEMPTS) {
        return new Error(`Could not connect to Redis at ${where}: ${cause.message}`)
      }
      return started ? Math.min(START_RETRY_MS * 2 ** retries, MAX_RETRY_MS) : START_RETRY_MS
    },
    started() {
      started = true
    },
  }
}

export async function startRedisFanout({
  url,
  hub,
  log,
  onResync,
  storePublishes = false,
}: RedisFanoutOptions): Promise<Fanout> {
  const origin = randomUUID()
  const where = redactRedisUrl(url)
  let started = false
  const strategy = relayReconnectStrategy(url)
  const reconnectStrategy = strategy.next
  const publisher = createClient({ url, socket: { reconnectStrategy } })
  const subscriber = publisher.duplicate()
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: unknown) => {
      if (started)
        log.warn({ redis: where, client: name, err: errorMessage(error) }, 'redis connection error')
    })
  }

  const onMessage = (text: string) => {
    let parsed: z.infer<typeof envelopeSchema>
    try {
      parsed = envelopeSchema.parse(JSON.parse(text))
    } catch (error) {
      log.warn({ err: errorMessage(error) }, 'ignoring a malformed relay message from redis')
      return
    }
    if (parsed.origin === origin && !storePublishes) return
    for (const message of parsed.messages) hub.deliver(message as StoredMessage)
  }

  try {
    await publisher.connect()
    await subscriber.connect()
    await subscriber.subscribe(RELAY_CHANNEL, onMessage)
  } catch (error) {
    publisher.destroy()
    subscriber.destroy()
    throw error
  }
  started = true
  strategy.started()
  // 'ready' fires again after every reconnect; node-redis re-subscribes by itself.
  subscriber.on('ready', () => {
    log.info({ redis: where }, 'redis subscription restored')
    onResync()
  })
  log.info({ redis: where, channel: RELAY_CHANNEL }, 'relay fan-out through redis')

  let closing: Promise<void> | undefined
  return {
    publish(messages) {
      if (storePublishes) return
      for (const message of messages) hub.deliver(message)
      if (messages.length === 0 || closing) return
      publisher.publish(RELAY_CHANNEL, JSON.stringify({ origin, messages })).catch((error: unknown) => {
        // Stored anyway: other instances' subscribers get it when they next subscribe.
        log.warn({ err: errorMessage(error) }, 'relay message not fanned out through redis')
      })
    },
    close() {
      closing ??= (async () => {
        await Promise.allSettled([subscriber.close(), publisher.close()])
        subscriber.destroy()
        publisher.destroy()
      })()
      return closing
    },
  }
}
