import { createHash } from 'node:crypto'
import type WebSocket from 'ws'
import type { JsonRpcId, RelayErrorBody } from './errors.ts'
import type { Subscriber } from './hub.ts'
import type { TokenBucket } from './rateLimit.ts'
import type { StoredMessage } from './store.ts'

/** Pushes awaiting an ack, and message ids remembered as pushed, per connection. */
const MAX_PENDING_ACKS = 10_000
const MAX_REMEMBERED_PUSHES = 10_000
/**
 * Live messages held per topic while its stored messages are replayed. Beyond it the newest are dropped:
 * they are stored, and the client's next subscribe replays them.
 */
const MAX_HELD_PER_TOPIC = 10_000

/** The subscription id the official client computes itself: sha256 hex of topic + client id. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export interface ConnectionDeps {
  /** A fresh safe-integer JSON-RPC id for a push. */
  nextPushId(): number
  /** The client acknowledged these messages. */
  onAck(clientId: string, messageIds: number[]): void
}

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.set(key, value)
  if (map.size > max) {
    const oldest = map.keys().next()
    if (!oldest.done) map.delete(oldest.value)
  }
}

/** One authenticated WebSocket client. */
export class RelayConnection implements Subscriber {
  /** Subscribed topics -> subscription id. */
  readonly topics = new Map<string, string>()
  /** Cleared by each ping, set by the pong: a client still unanswered at the next ping is dropped. */
  alive = true
  /** Requests are handled one after another, in arrival order (publishes keep their order). */
  queue: Promise<void> = Promise.resolve()
  readonly #pendingAcks = new Map<number, number>()
  readonly #pushed = new Map<number, true>()
  /**
   * Topics whose stored messages are being replayed (how many replays run) and the live messages held
   * back meanwhile: pushed at once, a live message would overtake older stored ones still being read.
   */
  readonly #replaying = new Map<string, { count: number; held: StoredMessage[] }>()

  constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    /** The project it connected for: its publishes spend that project's budget. */
    readonly projectId: string,
    readonly bucket: TokenBucket,
    private readonly deps: ConnectionDeps,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  send(payload: object): void {
    if (!this.open) return
    this.socket.send(JSON.stringify(payload), (error) => {
      // A socket closing underneath a send: nothing to do, the close handler cleans up.
      void error
    })
  }

  reply(id: JsonRpcId, result: unknown): void {
    this.send({ id, jsonrpc: '2.0', result })
  }

  replyError(id: JsonRpcId, error: RelayErrorBody): void {
    this.send({ id, jsonrpc: '2.0', error })
  }

  subscriptionId(topic: string): string {
    return this.topics.get(topic) ?? subscriptionId(topic, this.clientId)
  }

  /**
   * Holds live pushes for `topics` until `endReplay`: call it before the connection joins the hub for them
   * (or before a resync reads the store), so nothing published meanwhile can overtake the stored backlog.
   */
  beginReplay(topics: readonly string[]): void {
    for (const topic of topics) {
      const state = this.#replaying.get(topic)
      if (state) state.count += 1
      else this.#replaying.set(topic, { count: 1, held: [] })
    }
  }

  /** Ends one replay of `topics`; the last one pushes the held live messages in id order. */
  endReplay(topics: readonly string[]): void {
    for (const topic of topics) {
      const state = this.#replaying.get(topic)
      if (!state) continue
      state.count -= 1
      if (state.count > 0) continue
      this.#replaying.delete(topic)
      // Messages the replay pushed already are skipped by #pushed.
      for (const message of state.held.sort((a, b) => a.id - b.id)) this.pushStored(message)
    }
  }

  /** A live message (from the hub): held while its topic's backlog is replayed, else pushed. */
  push(message: StoredMessage): void {
    const state = this.#replaying.get(message.topic)
    if (state) {
      if (state.held.length < MAX_HELD_PER_TOPIC) state.held.push(message)
      return
    }
    this.pushStored(message)
  }

  /** Sends an irn_subscription push unless this connection pushed the message already. */
  pushStored(message: StoredMessage): void {
    const id = this.topics.get(message.topic)
    if (!id || !this.open || this.#pushed.has(message.id)) return
    remember(this.#pushed, message.id, true, MAX_REMEMBERED_PUSHES)
    const pushId = this.deps.nextPushId()
    remember(this.#pendingAcks, pushId, message.id, MAX_PENDING_ACKS)
    this.send({
      id: pushId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
        },
      },
    })
  }

  /**
   * A response frame from the client: `result: true` acknowledges a push; anything else (an error) leaves
   * the message unacknowledged, to be pushed again by the next subscribe.
   */
  onResponse(id: unknown, acknowledged: boolean): void {
    const pushId = typeof id === 'string' ? Number(id) : id
    if (typeof pushId !== 'number') return
    const messageId = this.#pendingAcks.get(pushId)
    if (messageId === undefined) return
    this.#pendingAcks.delete(pushId)
    if (acknowledged) this.deps.onAck(this.clientId, [messageId])
    else this.#pushed.delete(messageId)
  }
}
