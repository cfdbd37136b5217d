import { Emitter } from '../events.ts'
import type { PublishOptions, Relay, RelayEvents, RelayMessage } from '../relay/types.ts'

/**
 * TEST DOUBLE: an in-process relay hub with the behaviour clients rely on
 * (apps/docs/pages/protocol.md#the-relay: store for TTL, flush on subscribe, no echo, dedupe by the client),
 * so engine tests run without sockets. The real relay (services/cloud) is exercised by the interop tests.
 */
export class MemoryRelayHub {
  readonly messages: (RelayMessage & { expiresAt: number; from: MemoryRelay })[] = []
  readonly clients = new Set<MemoryRelay>()
  /** Every publish, for assertions on tags and TTLs. */
  readonly published: (RelayMessage & { ttl: number; prompt?: boolean })[] = []
  now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
  }

  client(): MemoryRelay {
    const client = new MemoryRelay(this)
    this.clients.add(client)
    return client
  }

  publish(from: MemoryRelay, topic: string, message: string, options: PublishOptions): void {
    const record = {
      topic,
      message,
      publishedAt: this.now(),
      tag: options.tag,
      ...(options.attestation ? { attestation: options.attestation } : {}),
    }
    this.published.push({ ...record, ttl: options.ttl, ...(options.prompt ? { prompt: true } : {}) })
    this.messages.push({ ...record, expiresAt: this.now() + options.ttl * 1000, from })
    for (const client of this.clients) {
      if (client !== from && client.connected && client.topics.includes(topic)) client.deliver(record)
    }
  }

  flush(client: MemoryRelay, topic: string): void {
    for (const message of this.messages) {
      if (message.topic === topic && message.from !== client && message.expiresAt > this.now()) {
        const { expiresAt: _expiresAt, from: _from, ...record } = message
        client.deliver(record)
      }
    }
  }
}

export class MemoryRelay implements Relay {
  readonly #hub: MemoryRelayHub
  readonly #events = new Emitter<RelayEvents>()
  readonly #topics = new Set<string>()
  readonly #delivered = new Set<string>()
  connected = false

  constructor(hub: MemoryRelayHub) {
    this.#hub = hub
  }

  get topics(): readonly string[] {
    return [...this.#topics]
  }

  async connect(): Promise<void> {
    this.connected = true
    this.#events.emit('connect', undefined)
    for (const topic of this.#topics) this.#hub.flush(this, topic)
  }

  async close(): Promise<void> {
    this.connected = false
    this.#hub.clients.delete(this)
  }

  /** Simulates a dropped socket; `connect()` brings it back and re-flushes every topic. */
  drop(): void {
    this.connected = false
    this.#events.emit('disconnect', { code: 1006, reason: 'dropped' })
  }

  async publish(topic: string, message: string, options: PublishOptions): Promise<void> {
    this.#hub.publish(this, topic, message, options)
  }

  async subscribe(topic: string): Promise<string> {
    this.#topics.add(topic)
    if (this.connected) queueMicrotask(() => this.#hub.flush(this, topic))
    return `sub-${topic}`
  }

  async unsubscribe(topic: string): Promise<void> {
    this.#topics.delete(topic)
  }

  on<K extends keyof RelayEvents>(event: K, listener: (payload: RelayEvents[K]) => void): () => void {
    return this.#events.on(event, listener)
  }

  deliver(message: RelayMessage): void {
    const key = `${message.topic}:${message.message}`
    if (this.#delivered.has(key)) return
    this.#delivered.add(key)
    queueMicrotask(() => this.#events.emit('message', message))
  }
}
