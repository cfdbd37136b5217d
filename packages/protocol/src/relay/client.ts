import { sha256 } from '@noble/hashes/sha256'
import { clientIdFromSeed, signRelayJwt } from '../auth/jwt.ts'
import { bytesToHex } from '../bytes.ts'
import { Emitter } from '../events.ts'
import { createUrlRotation, type TryEnded } from './rotation.ts'
import type {
  PublishOptions,
  Relay,
  RelayEvents,
  RelayMessage,
  WebSocketFactory,
  WebSocketLike,
} from './types.ts'

/*
 * JSON-RPC over WebSocket to a WalletConnect v2 compatible relay (apps/docs/pages/protocol.md#the-relay).
 * Everything lives in the instance: several clients can run side by side in one page or process.
 */

const DEFAULT_USER_AGENT_VERSION = 'airlock-0.1.0'
const BATCH_SUBSCRIBE_LIMIT = 500
const DEDUPE_LIMIT = 1000
const FATAL_CLOSE_CODE = 3000
const OPEN = 1
const CLOSED = 3

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

/** The relay answered a request with a JSON-RPC error (`{code, message, data}`). */
export class RelayRequestError extends Error {
  readonly code: number
  readonly data: unknown
  readonly method: string

  constructor(method: string, code: number, message: string, data?: unknown) {
    super(`${method} failed: ${message} (${code})`)
    this.name = 'RelayRequestError'
    this.method = method
    this.code = code
    this.data = data
  }
}

/** A sent request got no answer within `requestTimeoutMs`. */
export class RelayTimeoutError extends Error {
  readonly method: string

  constructor(method: string, timeoutMs: number) {
    super(`${method} timed out after ${timeoutMs} ms`)
    this.name = 'RelayTimeoutError'
    this.method = method
  }
}

/** Internal: a non-retried request (the reconnect batch subscribe) lost its socket. */
class ConnectionLostError extends Error {
  constructor() {
    super('Relay connection lost')
    this.name = 'ConnectionLostError'
  }
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

interface PendingRequest {
  id: number
  method: string
  frame: string
  /** Put back in the queue when the socket drops before the answer (instead of rejecting). */
  retry: boolean
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer?: ReturnType<typeof setTimeout>
}

/** What the `ws` package adds to the browser API; used only when present. */
interface NodeSocketExtras {
  on(event: 'ping', listener: () => void): unknown
  terminate?(): void
}

type State = 'idle' | 'running' | 'closed' | 'fatal'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const hasPing = (socket: WebSocketLike): socket is WebSocketLike & NodeSocketExtras =>
  typeof (socket as Partial<NodeSocketExtras>).on === 'function'

function defaultUserAgent(): string {
  const env =
    typeof (globalThis as { document?: unknown }).document !== 'undefined'
      ? 'browser'
      : typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
          'string'
        ? 'node'
        : 'unknown'
  return `wc-2/${DEFAULT_USER_AGENT_VERSION}/${env}`
}

function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data)
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data)
  return undefined
}

function toError(event: unknown, fallback: string): Error {
  if (event instanceof Error) return event
  if (isRecord(event)) {
    if (event.error instanceof Error) return event.error
    if (typeof event.message === 'string' && event.message) return new Error(event.message)
  }
  return new Error(fallback)
}

function parseRelayMessage(value: unknown): RelayMessage | undefined {
  if (!isRecord(value)) return undefined
  const { topic, message, publishedAt, tag, attestation } = value
  if (typeof topic !== 'string' || typeof message !== 'string') return undefined
  const out: RelayMessage = {
    topic,
    message,
    publishedAt: typeof publishedAt === 'number' ? publishedAt : 0,
    tag: typeof tag === 'number' ? tag : 0,
  }
  if (typeof attestation === 'string') out.attestation = attestation
  return out
}

const textBytes = (text: string) => new TextEncoder().encode(text)

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
  const rotation = createUrlRotation({
    urls: typeof url === 'string' ? [url] : [...url],
    baseDelayMs: reconnect.baseDelayMs ?? 250,
    maxDelayMs: reconnect.maxDelayMs ?? 5_000,
    stableAfterMs: reconnect.stableAfterMs ?? 5_000,
    random: reconnect.random ?? Math.random,
  })
  const clientId = clientIdFromSeed(seed)
  const factory: WebSocketFactory =
    options.webSocket ??
    ((socketUrl) => {
      const Ctor = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket
      if (!Ctor) throw new Error('No WebSocket implementation: pass the `webSocket` option')
      return new Ctor(socketUrl)
    })

  const events = new Emitter<RelayEvents>()
  /** topic -> subscription id; every entry is re-subscribed on reconnect. */
  const subscriptions = new Map<string, string>()
  const seen = new Set<string>()
  const queue: PendingRequest[] = []
  const inFlight = new Map<string, PendingRequest>()
  let connectWaiters: { resolve: () => void; reject: (error: Error) => void }[] = []

  let state: State = 'idle'
  let socket: WebSocketLike | undefined
  let socketOpen = false
  let openedAt = 0
  let lastId = 0
  let stopError: Error | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let connectTimer: ReturnType<typeof setTimeout> | undefined
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined

  const implicitSubscriptionId = (topic: string) => bytesToHex(sha256(textBytes(topic + clientId)))

  function nextId(): number {
    let id = Math.floor(now()) * 1000 + Math.floor(Math.random() * 1000)
    if (id <= lastId) id = lastId + 1
    lastId = id
    return id
  }

  function buildUrl(): string {
    const aud = rotation.url
    const target = new URL(aud)
    target.searchParams.set('auth', signRelayJwt({ seed, aud, iat: Math.floor(now() / 1000) }))
    target.searchParams.set('ua', userAgent)
    if (projectId) target.searchParams.set('projectId', projectId)
    target.searchParams.set('useOnCloseEvent', 'true')
    return target.toString()
  }

  const clearTimer = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer !== undefined) clearTimeout(timer)
  }

  function detach(target: WebSocketLike): void {
    target.onopen = null
    target.onmessage = null
    target.onclose = null
    // A no-op rather than null: the `ws` package throws an 'error' event that has no listener, and an
    // abandoned socket may still report one (terminate() while connecting does).
    target.onerror = () => {}
  }

  // --- sending -------------------------------------------------------------------------------

  function transmit(request: PendingRequest): void {
    const current = socket
    if (!current || !socketOpen) {
      queue.push(request)
      return
    }
    inFlight.set(String(request.id), request)
    request.timer = setTimeout(() => {
      if (inFlight.get(String(request.id)) !== request) return
      inFlight.delete(String(request.id))
      request.reject(new RelayTimeoutError(request.method, requestTimeoutMs))
    }, requestTimeoutMs)
    try {
      current.send(request.frame)
    } catch (error) {
      // The socket is going away; its close puts the request back in the queue.
      events.emit('error', toError(error, 'Relay send failed'))
    }
  }

  function request(method: string, params: unknown, retry = true): Promise<unknown> {
    if (state === 'closed' || state === 'fatal') {
      return Promise.reject(stopError ?? new Error('Relay client closed'))
    }
    if (state === 'idle') start()
    const id = nextId()
    return new Promise((resolve, reject) => {
      transmit({
        id,
        method,
        frame: JSON.stringify({ id, jsonrpc: '2.0', method, params }),
        retry,
        resolve,
        reject,
      })
    })
  }

  function rejectAll(error: Error): void {
    for (const pending of [...inFlight.values(), ...queue]) {
      clearTimer(pending.timer)
      pending.reject(error)
    }
    inFlight.clear()
    queue.length = 0
    const waiters = connectWaiters
    connectWaiters = []
    for (const waiter of waiters) waiter.reject(error)
  }

  function sendRaw(target: WebSocketLike, payload: unknown): void {
    try {
      target.send(JSON.stringify(payload))
    } catch (error) {
      events.emit('error', toError(error, 'Relay send failed'))
    }
  }

  // --- connection lifecycle ------------------------------------------------------------------

  function start(): void {
    state = 'running'
    stopError = undefined
    rotation.restart()
    openSocket()
  }

  function scheduleReconnect(ended: TryEnded): void {
    if (state !== 'running' || reconnectTimer !== undefined) return
    const delay = rotation.next(ended)
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      openSocket()
    }, delay)
  }

  function openSocket(): void {
    if (state !== 'running' || socket) return
    let created: WebSocketLike
    try {
      created = factory(buildUrl())
    } catch (error) {
      events.emit('error', toError(error, 'Could not open the relay WebSocket'))
      scheduleReconnect({})
      return
    }
    socket = created
    socketOpen = false
    connectTimer = setTimeout(() => {
      if (socket === created && !socketOpen) dropSocket(created, 1006, 'connect timeout')
    }, connectTimeoutMs)
    created.onopen = () => onOpen(created)
    created.onmessage = (event) => onFrame(created, event.data)
    created.onclose = (event) => onClose(created, event.code, event.reason)
    created.onerror = (event) => {
      if (socket === created) events.emit('error', toError(event, 'Relay WebSocket error'))
    }
  }

  function armHeartbeat(target: WebSocketLike): void {
    if (!hasPing(target)) return
    clearTimer(heartbeatTimer)
    heartbeatTimer = setTimeout(() => {
      if (socket === target) dropSocket(target, 1006, 'heartbeat timeout')
    }, heartbeatMs)
  }

  /** Abandons a socket without waiting for its close event, then reacts as if it had closed. */
  function dropSocket(target: WebSocketLike, code: number, reason: string): void {
    detach(target)
    try {
      const terminate = (target as Partial<NodeSocketExtras>).terminate
      if (typeof terminate === 'function') terminate.call(target)
      else target.close()
    } catch {
      // Already closing.
    }
    onClose(target, code, reason)
  }

  function onOpen(target: WebSocketLike): void {
    if (socket !== target || state !== 'running') return
    clearTimer(connectTimer)
    socketOpen = true
    openedAt = now()
    if (hasPing(target)) {
      target.on('ping', () => {
        if (socket === target) armHeartbeat(target)
      })
      armHeartbeat(target)
    }
    resubscribe()
    for (const pending of queue.splice(0)) transmit(pending)
    const waiters = connectWaiters
    connectWaiters = []
    for (const waiter of waiters) waiter.resolve()
    events.emit('connect', undefined)
  }

  function resubscribe(): void {
    const topics = [...subscriptions.keys()]
    for (let i = 0; i < topics.length; i += BATCH_SUBSCRIBE_LIMIT) {
      const chunk = topics.slice(i, i + BATCH_SUBSCRIBE_LIMIT)
      request('irn_batchSubscribe', { topics: chunk }, false).then(
        (result) => {
          if (!Array.isArray(result)) return
          chunk.forEach((topic, index) => {
            const id = result[index]
            if (subscriptions.has(topic) && (typeof id === 'string' || typeof id === 'number') && id !== '') {
              subscriptions.set(topic, String(id))
            }
          })
        },
        (error: Error) => {
          // A dropped socket retries the batch on the next open; closing makes it moot.
          if (state === 'running' && !(error instanceof ConnectionLostError)) events.emit('error', error)
        },
      )
    }
  }

  function onClose(target: WebSocketLike, code: number, reason: string): void {
    if (socket !== target) return
    detach(target)
    socket = undefined
    clearTimer(connectTimer)
    clearTimer(heartbeatTimer)
    const wasOpen = socketOpen
    socketOpen = false
    // Requests that got no answer go back to the front of the queue, in their original order.
    const unanswered = [...inFlight.values()]
    inFlight.clear()
    const requeue: PendingRequest[] = []
    for (const pending of unanswered) {
      clearTimer(pending.timer)
      pending.timer = undefined
      if (pending.retry) requeue.push(pending)
      else pending.reject(new ConnectionLostError())
    }
    queue.unshift(...requeue)
    if (wasOpen) events.emit('disconnect', { code, reason })
    if (code === FATAL_CLOSE_CODE && (state === 'running' || state === 'idle')) {
      const error = new Error(`Relay refused the connection: ${reason || 'unauthorized'} (3000)`)
      state = 'fatal'
      stopError = error
      clearTimer(reconnectTimer)
      reconnectTimer = undefined
      rejectAll(error)
      events.emit('fatal', error)
      return
    }
    scheduleReconnect(wasOpen ? { openMs: now() - openedAt, code } : { code })
  }

  // --- receiving -----------------------------------------------------------------------------

  function onFrame(target: WebSocketLike, data: unknown): void {
    if (socket !== target) return
    armHeartbeat(target)
    const text = frameText(data)
    let payload: unknown
    try {
      payload = text === undefined ? undefined : JSON.parse(text)
    } catch {
      payload = undefined
    }
    if (!isRecord(payload)) {
      events.emit('error', new Error('Malformed relay frame'))
      return
    }
    if (typeof payload.method === 'string') {
      onRelayRequest(target, payload)
      return
    }
    const id = payload.id
    if (typeof id !== 'number' && typeof id !== 'string') return
    const pending = inFlight.get(String(id))
    if (!pending) return
    inFlight.delete(String(id))
    clearTimer(pending.timer)
    if ('error' in payload) {
      const error = isRecord(payload.error) ? payload.error : {}
      pending.reject(
        new RelayRequestError(
          pending.method,
          typeof error.code === 'number' ? error.code : -32603,
          typeof error.message === 'string' && error.message ? error.message : 'Relay error',
          error.data,
        ),
      )
    } else {
      pending.resolve(payload.result)
    }
  }

  function onRelayRequest(target: WebSocketLike, payload: Record<string, unknown>): void {
    const { id, method, params } = payload
    const hasId = typeof id === 'number' || typeof id === 'string'
    if (method !== 'irn_subscription') {
      if (hasId) {
        sendRaw(target, { id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } })
      }
      return
    }
    if (hasId) sendRaw(target, { id, jsonrpc: '2.0', result: true })
    const message = parseRelayMessage(isRecord(params) ? params.data : undefined)
    if (!message) {
      events.emit('error', new Error('Malformed irn_subscription'))
      return
    }
    const hash = bytesToHex(sha256(textBytes(message.topic + message.message)))
    if (seen.has(hash)) return
    seen.add(hash)
    if (seen.size > DEDUPE_LIMIT) {
      const oldest = seen.values().next().value
      if (oldest !== undefined) seen.delete(oldest)
    }
    events.emit('message', message)
  }

  // --- public API ----------------------------------------------------------------------------

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
      return rotation.url
    },
    get connected() {
      return socketOpen && socket?.readyState === OPEN
    },
    get topics() {
      return [...subscriptions.keys()]
    },
    on: (event, listener) => events.on(event, listener),

    connect() {
      if (socketOpen && state === 'running') return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        connectWaiters.push({ resolve, reject })
        if (state !== 'running') start()
      })
    },

    async close() {
      if (state === 'closed') return
      state = 'closed'
      stopError = new Error('Relay client closed')
      clearTimer(reconnectTimer)
      reconnectTimer = undefined
      clearTimer(connectTimer)
      clearTimer(heartbeatTimer)
      rejectAll(stopError)
      const target = socket
      const wasOpen = socketOpen
      socket = undefined
      socketOpen = false
      if (!target) return
      await new Promise<void>((resolve) => {
        let fallback: ReturnType<typeof setTimeout> | undefined
        const done = (code: number, reason: string) => {
          clearTimer(fallback)
          detach(target)
          if (wasOpen) events.emit('disconnect', { code, reason })
          resolve()
        }
        detach(target)
        target.onclose = (event) => done(event.code, event.reason)
        if (target.readyState === CLOSED) {
          done(1000, 'client closed')
          return
        }
        fallback = setTimeout(() => {
          try {
            ;(target as Partial<NodeSocketExtras>).terminate?.call(target)
          } catch {
            // ignore
          }
          done(1006, 'close timeout')
        }, 2_000)
        try {
          target.close(1000, 'client closed')
        } catch {
          done(1000, 'client closed')
        }
      })
    },

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

    async subscribe(topic: string) {
      const result = await request('irn_subscribe', { topic })
      const id =
        (typeof result === 'string' || typeof result === 'number') && result !== ''
          ? String(result)
          : implicitSubscriptionId(topic)
      subscriptions.set(topic, id)
      return id
    },

    async unsubscribe(topic: string) {
      const id = subscriptions.get(topic) ?? implicitSubscriptionId(topic)
      subscriptions.delete(topic)
      await request('irn_unsubscribe', { topic, id })
    },

    fetchMessages,

    async proposeSession({ pairingTopic, sessionProposal, ttl = 300, attestation, correlationId }) {
      const params: Record<string, unknown> = { pairingTopic, sessionProposal, ttl }
      if (attestation !== undefined) params.attestation = attestation
      if (correlationId !== undefined) params.correlationId = correlationId
      await request('wc_proposeSession', params)
      if (!subscriptions.has(pairingTopic))
        subscriptions.set(pairingTopic, implicitSubscriptionId(pairingTopic))
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
      if (!subscriptions.has(sessionTopic))
        subscriptions.set(sessionTopic, implicitSubscriptionId(sessionTopic))
    },
  }
}
