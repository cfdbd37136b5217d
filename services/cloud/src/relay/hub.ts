import type { StoredMessage } from './store.ts'

/** One connection as the hub sees it. */
export interface Subscriber {
  /** did:key of the client (JWT iss). */
  readonly clientId: string
  /** Sends the message as an irn_subscription push (the connection skips what it already pushed). */
  push(message: StoredMessage): void
}

/** The online subscribers of this instance, by topic. */
export class Hub {
  readonly #topics = new Map<string, Set<Subscriber>>()

  subscribe(subscriber: Subscriber, topic: string): void {
    let subscribers = this.#topics.get(topic)
    if (!subscribers) {
      subscribers = new Set()
      this.#topics.set(topic, subscribers)
    }
    subscribers.add(subscriber)
  }

  unsubscribe(subscriber: Subscriber, topic: string): void {
    const subscribers = this.#topics.get(topic)
    if (!subscribers) return
    subscribers.delete(subscriber)
    if (subscribers.size === 0) this.#topics.delete(topic)
  }

  isSubscribed(subscriber: Subscriber, topic: string): boolean {
    return this.#topics.get(topic)?.has(subscriber) ?? false
  }

  /** Pushes to every local subscriber of the topic except the publishing client's connections. */
  deliver(message: StoredMessage): void {
    const subscribers = this.#topics.get(message.topic)
    if (!subscribers) return
    for (const subscriber of subscribers) {
      if (subscriber.clientId !== message.publisher) subscriber.push(message)
    }
  }

  /** Topics with at least one local subscriber. */
  get topicCount(): number {
    return this.#topics.size
  }
}

/**
 * How new messages reach the subscribers of every instance: in-process alone, or through Redis pub/sub
 * when several cloud instances share one database.
 */
export interface Fanout {
  /** Delivers to this instance's subscribers at once and tells the other instances. */
  publish(messages: readonly StoredMessage[]): void
  close(): Promise<void>
}

/** One instance: delivery is the local hub. */
export function localFanout(hub: Hub): Fanout {
  return {
    publish(messages) {
      for (const message of messages) hub.deliver(message)
    },
    async close() {},
  }
}
