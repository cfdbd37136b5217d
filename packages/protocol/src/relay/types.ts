/** A message as the relay stores and pushes it (irn_subscription's `data`, irn_fetchMessages' entries). */
export interface RelayMessage {
  topic: string
  /** The envelope text (padded base64). */
  message: string
  /** Milliseconds since the epoch, set by the relay. */
  publishedAt: number
  tag: number
  /** Verify attestation JWT, passed through by the relay. */
  attestation?: string
}

export interface PublishOptions {
  /** Seconds the relay keeps the message. */
  ttl: number
  tag: number
  /** Ask the relay to wake the receiving wallet (push). */
  prompt?: boolean
  attestation?: string
}

/**
 * An event handler checked bivariantly (like a method), so the DOM's `(event: Event) => void` and the `ws`
 * package's handlers both fit.
 */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack']

/**
 * The subset of the browser WebSocket API the relay client uses; `globalThis.WebSocket` and the `ws`
 * package's WebSocket both satisfy it.
 */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: Handler<unknown> | null
  onmessage: Handler<{ data: unknown }> | null
  onclose: Handler<{ code: number; reason: string }> | null
  onerror: Handler<unknown> | null
}

export type WebSocketFactory = (url: string) => WebSocketLike

export interface RelayEvents extends Record<string, unknown> {
  /** A pushed message the client has not seen before (deduplicated by hash of topic + message). */
  message: RelayMessage
  connect: undefined
  disconnect: { code: number; reason: string }
  /** Non-fatal problems (a malformed frame, a failed reconnect attempt). */
  error: Error
  /** Close code 3000: the relay refused our credentials; the client stops reconnecting. */
  fatal: Error
}

/** What the sign engine needs from a relay connection. */
export interface Relay {
  readonly connected: boolean
  /** Resolves once the socket is open and authenticated; rejects on a fatal refusal. */
  connect(): Promise<void>
  /** Closes the socket and stops reconnecting. */
  close(): Promise<void>
  /** Resolves when the relay acknowledged the publish; queued while offline. */
  publish(topic: string, message: string, options: PublishOptions): Promise<void>
  /** Resolves with the subscription id; the topic is re-subscribed after every reconnect. */
  subscribe(topic: string): Promise<string>
  unsubscribe(topic: string): Promise<void>
  /** Topics currently subscribed (or to re-subscribe on reconnect). */
  readonly topics: readonly string[]
  on<K extends keyof RelayEvents>(event: K, listener: (payload: RelayEvents[K]) => void): () => void
}
