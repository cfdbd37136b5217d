import { clientIdFromSeed } from '../auth/jwt.ts'
import { Emitter } from '../events.ts'
import { createRelayConnection } from './connection.ts'
import { isRecord, parseFrame, parseRelayMessage } from './frames.ts'
import { createPushReceiver } from './pushes.ts'
import { createRequestLedger } from './requests.ts'
import { createUrlRotation } from './rotation.ts'
import { defaultUserAgent, socketUrl } from './socketUrl.ts'
import { createSubscriptions } from './subscriptions.ts'
import type { PublishOptions, Relay, RelayEvents, RelayMessage, WebSocketFactory } from './types.ts'

/*
 * JSON-RPC over WebSocket to a WalletConnect v2 compatible relay (apps/docs/pages/protocol.md#the-relay).
 * Everything lives in the instance: several clients can run side by side in one page or process.
 *
 * The parts, each in its own file: connection.ts keeps a socket open (reconnect, heartbeat, stop),
 * requests.ts pairs requests with their answers and queues them while offline, subscriptions.ts keeps the
 * topics and re-subscribes them on every new socket, pushes.ts acknowledges and deduplicates pushed messages.
 * This file wires them together and speaks the relay's methods.
 */

/**
 * How the client comes back after a lost socket. The first round over the relay URLs is immediate; each
 * later round waits a random delay in [0, min(maxDelayMs, baseDelayMs·2^k)) before it starts (full jitter).
 */
export interface ReconnectOptions {
  /** Upper bound of the first delayed round's wait; later bounds double. Default 250 ms. */
  baseDelayMs?: number
  /** Cap of the backoff bound. Default 5000 ms. */
  maxDelayMs?: number
  /** A socket open this long before it closed resets the backoff. Default 5000 ms. */
  stableAfterMs?: number
  /** Uniform in [0, 1), for the jitter; tests pass a seeded one. Default `Math.random`. */
  random?: () => number
}

export interface RelayClientOptions {
  /**
   * `ws://` or `wss://` relay URL, or several of the same relay network (instances sharing one store):
   * the first is preferred, a failed open or a lost socket moves on to the next. The JWT audience is the
   * URL being opened.
   *
   * @example
   * createRelayClient({ url: ['wss://a.example/relay', 'wss://b.example/relay'], seed })
   */
  url: string | readonly string[]
  projectId?: string
  /** The persisted 32-byte Ed25519 seed the relay auth JWT is signed with. */
  seed: Uint8Array
  /** Defaults to `globalThis.WebSocket`; in Node pass `(url) => new WebSocket(url)` from `ws`. */
  webSocket?: WebSocketFactory
  /** Milliseconds since the epoch. Default `Date.now`. */
  now?: () => number
  /** The `ua` query parameter. Default `wc-2/airlock-0.1.0/<browser|node|unknown>`. */
  userAgent?: string
  reconnect?: ReconnectOptions
  /**
   * Sockets that expose `on('ping')` (the `ws` package) are dropped and reconnected after this much
   * silence (no ping, no frame). Browsers cannot see pings and rely on `onclose`. Default 35 000 ms.
   */
  heartbeatMs?: number
  /** How long a sent request waits for its answer. Default 15 000 ms. */
  requestTimeoutMs?: number
  /** How long a socket may take to open before it is dropped and retried. Default 15 000 ms. */
  connectTimeoutMs?: number
}

/** `wc_proposeSession`: publish the proposal on the pairing topic and subscribe to it, in one call. */
export interface ProposeSessionParams {
  pairingTopic: string
  /** The type-0 envelope of the wc_sessionPropose request. */
  sessionProposal: string
  /** Seconds; default 300. */
  ttl?: number
  attestation?: string
  correlationId?: number
}

/** `wc_approveSession`: publish the proposal response and the settle request, subscribe to the session topic. */
export interface ApproveSessionParams {
  pairingTopic: string
  sessionTopic: string
  /** The type-0 envelope of the wc_sessionPropose response (on the pairing topic). */
  sessionProposalResponse: string
  /** The type-0 envelope of the wc_sessionSettle request (on the session topic). */
  sessionSettlementRequest: string
  /** Seconds; default 300. */
  ttl?: number
  correlationId?: number
}

export interface RelayClient extends Relay {
  /** The did:key the relay knows this client by (JWT `iss`). */
  readonly clientId: string
  /** The relay URL in use, or the one to be tried next. */
  readonly url: string
  /** Every stored message of a topic (follows `hasMore`); the messages are returned, not emitted. */
  fetchMessages(topic: string): Promise<RelayMessage[]>
  /** Resolves when the relay acknowledged; `pairingTopic` is then re-subscribed on reconnect. */
  proposeSession(params: ProposeSessionParams): Promise<void>
  /** Resolves when the relay acknowledged; `sessionTopic` is then re-subscribed on reconnect. */
  approveSession(params: ApproveSessionParams): Promise<void>
}

export function createRelayClient(options: RelayClientOptions): RelayClient {
  const {
    url,
    projectId,
    seed,
    now = Date.now,
    reconnect = {},
    heartbeatMs = 35_000,
    requestTimeoutMs = 15_000,
    connectTimeoutMs = 15_000,
  } = options
  const userAgent = options.userAgent ?? defaultUserAgent()
  const clientId = clientIdFromSeed(seed)
  const events = new Emitter<RelayEvents>()
  const reportError = (error: Error) => events.emit('error', error)

  const ledger = createRequestLedger({ now, timeoutMs: requestTimeoutMs, onError: reportError })
  const receivePush = createPushReceiver({
    onMessage: (message) => events.emit('message', message),
    onError: reportError,
  })
  function request(method: string, params: unknown, retry = true): Promise<unknown> {
    const stopped = connection.stopped
    if (stopped) return Promise.reject(stopped)
    connection.ensureStarted()
    return ledger.add(method, params, retry)
  }

  const subscriptions = createSubscriptions({
    clientId,
    request,
    // Once the client stopped, a failed re-subscribe is moot.
    onError: (error) => {
      if (connection.running) reportError(error)
    },
  })

  const connection = createRelayConnection({
    rotation: createUrlRotation({
      urls: typeof url === 'string' ? [url] : [...url],
      baseDelayMs: reconnect.baseDelayMs ?? 250,
      maxDelayMs: reconnect.maxDelayMs ?? 5_000,
      stableAfterMs: reconnect.stableAfterMs ?? 5_000,
      random: reconnect.random ?? Math.random,
    }),
    socketUrl: (aud) => socketUrl({ aud, seed, now: now(), userAgent, projectId }),
    webSocket: options.webSocket,
    now,
    heartbeatMs,
    connectTimeoutMs,
    events,
    onOpen(send) {
      ledger.online(send)
      // The topics first: a queued publish may draw an answer on one of them.
      subscriptions.resubscribe()
      ledger.flush()
    },
    onFrame(data, send) {
      const payload = parseFrame(data)
      if (!payload) reportError(new Error('Malformed relay frame'))
      else if (typeof payload.method === 'string') receivePush(payload, send)
      else ledger.answer(payload)
    },
    onLost: () => ledger.offline(),
    onStop: (error) => ledger.stop(error),
  })

  async function fetchMessages(topic: string): Promise<RelayMessage[]> {
    const out: RelayMessage[] = []
    for (;;) {
      const result = await request('irn_fetchMessages', { topic })
      const page = isRecord(result) ? result : {}
      const messages = Array.isArray(page.messages) ? page.messages : []
      for (const item of messages) {
        const message = parseRelayMessage(item)
        if (message) out.push(message)
      }
      if (page.hasMore !== true || messages.length === 0) return out
    }
  }

  return {
    clientId,
    get url() {
      return connection.url
    },
    get connected() {
      return connection.connected
    },
    get topics() {
      return subscriptions.topics
    },
    on: (event, listener) => events.on(event, listener),
    connect: () => connection.connect(),
    close: () => connection.close(),

    async publish(topic: string, message: string, publishOptions: PublishOptions) {
      const params: Record<string, unknown> = {
        topic,
        message,
        ttl: publishOptions.ttl,
        tag: publishOptions.tag,
      }
      if (publishOptions.prompt !== undefined) params.prompt = publishOptions.prompt
      if (publishOptions.attestation !== undefined) params.attestation = publishOptions.attestation
      await request('irn_publish', params)
    },

    subscribe: (topic) => subscriptions.subscribe(topic),
    unsubscribe: (topic) => subscriptions.unsubscribe(topic),
    fetchMessages,

    async proposeSession({ pairingTopic, sessionProposal, ttl = 300, attestation, correlationId }) {
      const params: Record<string, unknown> = { pairingTopic, sessionProposal, ttl }
      if (attestation !== undefined) params.attestation = attestation
      if (correlationId !== undefined) params.correlationId = correlationId
      await request('wc_proposeSession', params)
      subscriptions.keep(pairingTopic)
    },

    async approveSession({
      pairingTopic,
      sessionTopic,
      sessionProposalResponse,
      sessionSettlementRequest,
      ttl = 300,
      correlationId,
    }) {
      const params: Record<string, unknown> = {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse,
        sessionSettlementRequest,
        ttl,
      }
      if (correlationId !== undefined) params.correlationId = correlationId
      await request('wc_approveSession', params)
      subscriptions.keep(sessionTopic)
    },
  }
}
