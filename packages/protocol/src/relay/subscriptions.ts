import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex } from '../bytes.ts'
import { ConnectionLostError } from './errors.ts'

/*
 * The topics this client listens on. A relay forgets a client's subscriptions with its socket, so every
 * topic kept here is subscribed again, in batches, each time a socket opens.
 */

/** The most topics one irn_batchSubscribe may carry; relays refuse larger batches. */
const BATCH_SUBSCRIBE_LIMIT = 500

export interface SubscriptionsOptions {
  /** The client's did:key; part of the subscription id of a topic the relay did not give one for. */
  clientId: string
  /** Sends a request to the relay (`retry`: resend it if the socket drops before the answer). */
  request: (method: string, params: unknown, retry?: boolean) => Promise<unknown>
  /** A re-subscribe batch the relay refused or that timed out. */
  onError: (error: Error) => void
}

export interface Subscriptions {
  /** Topics subscribed, or to subscribe again when a socket opens. */
  readonly topics: string[]
  /** Resolves with the relay's subscription id once it acknowledged. */
  subscribe(topic: string): Promise<string>
  /** Forgets the topic at once (it is not re-subscribed even if the relay's answer never comes). */
  unsubscribe(topic: string): Promise<void>
  /** A topic the relay subscribed us to as part of another request: kept for the re-subscribe. */
  keep(topic: string): void
  /** Subscribes every kept topic again; called when a socket opens. */
  resubscribe(): void
}

/**
 * @example
 * const subscriptions = createSubscriptions({ clientId, request, onError: console.warn })
 * await subscriptions.subscribe(topic)
 * subscriptions.resubscribe() // after a reconnect
 */
export function createSubscriptions(options: SubscriptionsOptions): Subscriptions {
  const { clientId, request, onError } = options
  /** topic -> subscription id. */
  const ids = new Map<string, string>()

  /** The subscription id the relay derives (sha256 of topic + client id), used where its answer carried none. */
  const implicitId = (topic: string) => bytesToHex(sha256(new TextEncoder().encode(topic + clientId)))

  const isId = (value: unknown): value is string | number =>
    (typeof value === 'string' || typeof value === 'number') && value !== ''

  return {
    get topics() {
      return [...ids.keys()]
    },

    async subscribe(topic) {
      const result = await request('irn_subscribe', { topic })
      const id = isId(result) ? String(result) : implicitId(topic)
      ids.set(topic, id)
      return id
    },

    async unsubscribe(topic) {
      const id = ids.get(topic) ?? implicitId(topic)
      ids.delete(topic)
      await request('irn_unsubscribe', { topic, id })
    },

    keep(topic) {
      if (!ids.has(topic)) ids.set(topic, implicitId(topic))
    },

    resubscribe() {
      const topics = [...ids.keys()]
      for (let i = 0; i < topics.length; i += BATCH_SUBSCRIBE_LIMIT) {
        const chunk = topics.slice(i, i + BATCH_SUBSCRIBE_LIMIT)
        // Not resent on its own: the next socket sends a fresh batch of whatever is kept by then.
        request('irn_batchSubscribe', { topics: chunk }, false).then(
          (result) => {
            if (!Array.isArray(result)) return
            chunk.forEach((topic, index) => {
              const id: unknown = result[index]
              if (ids.has(topic) && isId(id)) ids.set(topic, String(id))
            })
          },
          (error: Error) => {
            // A dropped socket retries the batch on the next open.
            if (!(error instanceof ConnectionLostError)) onError(error)
          },
        )
      }
    },
  }
}
