import {
  decodeEnvelope,
  type EnvelopeParams,
  encodeEnvelope,
  readEnvelopeHeader,
} from '../crypto/envelope.ts'
import { Emitter } from '../events.ts'
import { stringifyJson } from '../json.ts'
import type { Relay, RelayMessage } from '../relay/types.ts'
import type { KeyValueStorage } from '../storage/types.ts'
import {
  HEARTBEAT_MS,
  isSignMethod,
  METHODS,
  type MethodWire,
  SEEN_IDS_LIMIT,
  UNKNOWN_METHOD_WIRE,
} from './constants.ts'
import { ProtocolError, parseJsonRpcErrorTolerant, sdkError, templateString } from './errors.ts'
import type { SignEvents } from './events.ts'
import { Expirer, type ExpiryKey, idKey, topicKey } from './expirer.ts'
import { createIdGenerator, formatError, formatRequest, formatResult, parsePayload } from './payload.ts'
import { RecentlyDeleted } from './recentlyDeleted.ts'
import { RecordStore } from './store.ts'
import type {
  JsonRpcErrorObject,
  Metadata,
  PairingRecord,
  ProposalRecord,
  SessionRecord,
  VerifyContext,
} from './types.ts'

/** A request this client sent or received, kept until answered (and a while after) to route responses. */
export interface HistoryRecord {
  id: number
  topic: string
  method: string
  params: unknown
  direction: 'in' | 'out'
  /** Unix seconds; wallet requests use it for the queue. */
  expiry?: number
  answered?: boolean
  /** Verify context of an incoming request, kept for restore. */
  verifyContext?: VerifyContext
  /** How the message arrived (and so how the answer goes back). */
  transport?: 'relay' | 'link'
}

/** Where an incoming request came from, for handlers. */
export interface Incoming {
  topic: string
  id: number
  method: string
  params: unknown
  /** The relay message (attestation, envelope text) when it came over the relay. */
  message?: RelayMessage
  transport: 'relay' | 'link'
}

export interface IncomingResponse {
  topic: string
  id: number
  /** The request this answers, from history (undefined after a restart without history). */
  request?: HistoryRecord
  result?: unknown
  error?: JsonRpcErrorObject
  /** Type-1 sender key, for authenticate answers. */
  senderPublicKey?: string
}

export type RequestHandler = (incoming: Incoming) => Promise<void> | void
export type ResponseHandler = (response: IncomingResponse) => Promise<void> | void

export interface LinkModeOptions {
  /** Opens a universal link (window.open in a browser, a test hook elsewhere). */
  openUrl(url: string): void | Promise<void>
}

export interface SignCoreOptions {
  relay: Relay
  storage: KeyValueStorage
  metadata: Metadata
  /** Keys in storage start with this, so several clients can share one storage. Default 'wc@2'. */
  storagePrefix?: string
  /** Milliseconds clock (tests move time). */
  now?: () => number
  /** Heartbeat of expiry checks; default 5 s. */
  heartbeatMs?: number
  /** When set, messages to peers that advertise link mode go through their universal link. */
  linkMode?: LinkModeOptions
  /** Attestation for outgoing proposals/requests/authenticate (browser sender; see verify/). */
  attest?: (envelope: string, payloadJson: string) => Promise<string | undefined>
  /** Verify context of an incoming proposal/request/authenticate. */
  verify?: (input: {
    attestation?: string
    envelope?: string
    /** The decrypted request as JSON text (the verify service's fallback id is its sha256). */
    payloadJson: string
    metadata: Metadata
  }) => Promise<VerifyContext>
}

export interface SendOptions {
  /** Wait for the peer's answer (default true). */
  awaitResponse?: boolean
  /** Override the method's default TTL (session requests carry their own expiry). */
  ttl?: number
  /** Request id to use (default: a new one). */
  id?: number
  /** Type 1 envelope (authenticate answers). */
  envelope?: EnvelopeParams
  /** Force a transport (responses go back the way the request came). */
  transport?: 'relay' | 'link'
  /** Store the request in history with this expiry. */
  expiry?: number
}

interface Waiter {
  resolve(value: unknown): void
  reject(error: Error): void
}

const SIGNED_METHODS = new Set(['wc_sessionPropose', 'wc_sessionRequest', 'wc_sessionAuthenticate'])
const LINK_EVENT_PARAM = 'wc_ev'

const unknownContext = (metadata: Metadata): VerifyContext => ({
  verified: { verifyUrl: metadata.verifyUrl ?? '', validation: 'UNKNOWN', origin: metadata.url },
})

/**
 * The state and transport both roles share: keys, records, history, the expirer and the message loop.
 * Roles (app.ts, wallet.ts) register what they do with each incoming method; nothing here knows a role,
 * so an app bundle never carries the wallet's handlers.
 */
export class SignCore {
  readonly relay: Relay
  readonly metadata: Metadata
  readonly events: Emitter<SignEvents>
  readonly now: () => number
  readonly nextId: () => number
  readonly options: SignCoreOptions

  /** topic -> symKey (pairings and sessions). */
  readonly keychain: RecordStore<string>
  /** public key -> private key of our X25519 key pairs. */
  readonly keyPairs: RecordStore<string>
  /** type-1 response topic -> the public key whose private half opens its messages. */
  readonly responseTopics: RecordStore<string>
  readonly pairings: RecordStore<PairingRecord>
  readonly proposals: RecordStore<ProposalRecord>
  readonly sessions: RecordStore<SessionRecord>
  readonly history: RecordStore<HistoryRecord>
  readonly expirer: Expirer
  readonly recentlyDeleted = new RecentlyDeleted()

  readonly #requestHandlers = new Map<string, RequestHandler>()
  readonly #responseHandlers = new Map<string, ResponseHandler>()
  readonly #waiters = new Map<number, Waiter>()
  readonly #expiryHandlers: ((key: ExpiryKey) => void)[] = []
  readonly #seenIds: number[] = []
  readonly #seenIdSet = new Set<number>()
  /** How each incoming request arrived, so its answer goes back the same way. */
  readonly #incomingTransport = new Map<number, 'relay' | 'link'>()
  #queue: Promise<void> = Promise.resolve()
  #offRelay: (() => void) | undefined
  #started = false

  constructor(options: SignCoreOptions) {
    this.options = options
    this.relay = options.relay
    this.metadata = options.metadata
    this.now = options.now ?? Date.now
    this.nextId = createIdGenerator(this.now)
    this.events = new Emitter<SignEvents>((error) => this.#reportError(error))
    const prefix = options.storagePrefix ?? 'wc@2'
    const store = <T>(name: string) => new RecordStore<T>(options.storage, `${prefix}:${name}`)
    this.keychain = store('keychain')
    this.keyPairs = store('keypairs')
    this.responseTopics = store('responseTopics')
    this.pairings = store('pairings')
    this.proposals = store('proposals')
    this.sessions = store('sessions')
    this.history = store('history')
    this.expirer = new Expirer(this.now, (key) => {
      for (const handler of this.#expiryHandlers) handler(key)
    })
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000)
  }

  onRequest(method: string, handler: RequestHandler): void {
    this.#requestHandlers.set(method, handler)
  }

  onResponse(method: string, handler: ResponseHandler): void {
    this.#responseHandlers.set(method, handler)
  }

  onExpire(handler: (key: ExpiryKey) => void): void {
    this.#expiryHandlers.push(handler)
  }

  /** Loads every record, restores expiries, subscribes to every known topic and connects. */
  async start(): Promise<void> {
    if (this.#started) return
    this.#started = true
    await Promise.all(
      [
        this.keychain,
        this.keyPairs,
        this.responseTopics,
        this.pairings,
        this.proposals,
        this.sessions,
        this.history,
      ].map((store) => store.load()),
    )
    for (const pairing of this.pairings.values()) this.expirer.set(topicKey(pairing.topic), pairing.expiry)
    for (const session of this.sessions.values()) this.expirer.set(topicKey(session.topic), session.expiry)
    for (const proposal of this.proposals.values())
      this.expirer.set(idKey(proposal.id), proposal.expiryTimestamp)
    for (const record of this.history.values()) {
      if (record.expiry !== undefined && !record.answered) this.expirer.set(idKey(record.id), record.expiry)
    }
    this.#offRelay = this.relay.on('message', (message) => this.#enqueue(() => this.#onRelayMessage(message)))
    // Expired records go before subscribing, so a stale topic is never re-subscribed.
    this.expirer.check()
    this.expirer.start(this.options.heartbeatMs ?? HEARTBEAT_MS)
    await this.relay.connect()
    const topics = [...this.pairings.keys(), ...this.sessions.keys(), ...this.responseTopics.keys()]
    await Promise.all(topics.map((topic) => this.relay.subscribe(topic)))
  }

  /** Before start() nothing is loaded or subscribed: a request's answer could never arrive. */
  assertStarted(): void {
    if (!this.#started) throw ProtocolError.internal('NOT_INITIALIZED', 'client')
  }

  /** Stops timers and the relay; pending calls are rejected. Records stay in storage. */
  async stop(): Promise<void> {
    this.expirer.stop()
    this.#offRelay?.()
    for (const [id, waiter] of this.#waiters) {
      waiter.reject(new Error('The client was stopped'))
      this.#waiters.delete(id)
    }
    await this.relay.close()
    await this.flush()
  }

  async flush(): Promise<void> {
    await Promise.all(
      [
        this.keychain,
        this.keyPairs,
        this.responseTopics,
        this.pairings,
        this.proposals,
        this.sessions,
        this.history,
      ].map((store) => store.flush()),
    )
  }

  // ---- sending ----------------------------------------------------------------------------------

  /**
   * Sends a request on a topic. With awaitResponse (the default) resolves with the peer's result and
   * rejects with a ProtocolError carrying the peer's code and message.
   */
  async sendRequest<R = unknown>(
    topic: string,
    method: keyof typeof METHODS,
    params: unknown,
    options: SendOptions = {},
  ): Promise<{ id: number; response: Promise<R> }> {
    this.assertStarted()
    const id = options.id ?? this.nextId()
    const payload = formatRequest(id, method, params)
    const wire: MethodWire = METHODS[method]
    const record: HistoryRecord = { id, topic, method, params, direction: 'out' }
    if (options.expiry !== undefined) record.expiry = options.expiry
    this.history.set(id, record)
    const response =
      options.awaitResponse === false
        ? (Promise.resolve(undefined) as Promise<R>)
        : new Promise<R>((resolve, reject) => {
            this.#waiters.set(id, { resolve: resolve as (value: unknown) => void, reject })
          })
    // Callers that do not await the answer must not see an unhandled rejection either.
    response.catch(() => {})
    try {
      await this.#send(topic, payload, {
        tag: wire.req.tag,
        ttl: options.ttl ?? wire.req.ttl,
        prompt: 'prompt' in wire.req ? wire.req.prompt : undefined,
        envelope: options.envelope,
        transport: options.transport,
        attest: SIGNED_METHODS.has(method),
      })
    } catch (error) {
      this.#waiters.delete(id)
      this.history.delete(id)
      throw error
    }
    return { id, response }
  }

  /** Answers a request with a result (tag of the method's response). */
  async sendResult(
    topic: string,
    id: number,
    method: string,
    result: unknown,
    options: { envelope?: EnvelopeParams; transport?: 'relay' | 'link' } = {},
  ): Promise<void> {
    const wire = this.#wireOf(method)
    await this.#send(topic, formatResult(id, result), {
      tag: wire.res.tag,
      ttl: wire.res.ttl,
      envelope: options.envelope,
      transport: this.#answerTransport(id, options.transport),
    })
    this.#markAnswered(id)
  }

  #answerTransport(id: number, given: 'relay' | 'link' | undefined): 'relay' | 'link' | undefined {
    return given ?? this.history.get(id)?.transport ?? this.#incomingTransport.get(id)
  }

  /** Answers a request with an error. `kind` picks the rejection tags of propose/authenticate. */
  async sendError(
    topic: string,
    id: number,
    method: string,
    error: JsonRpcErrorObject,
    options: { envelope?: EnvelopeParams; kind?: 'reject' | 'autoReject'; transport?: 'relay' | 'link' } = {},
  ): Promise<void> {
    const wire = this.#wireOf(method)
    const tags = (options.kind && wire[options.kind]) || wire.res
    await this.#send(topic, formatError(id, error), {
      tag: tags.tag,
      ttl: tags.ttl,
      envelope: options.envelope,
      transport: this.#answerTransport(id, options.transport),
    })
    this.#markAnswered(id)
  }

  async #send(
    topic: string,
    payload: unknown,
    wire: {
      tag: number
      ttl: number
      prompt?: boolean | undefined
      envelope?: EnvelopeParams | undefined
      transport?: 'relay' | 'link' | undefined
      attest?: boolean
    },
  ): Promise<void> {
    const params: EnvelopeParams = wire.envelope ?? { type: 0, symKey: this.symKeyOf(topic) }
    const link = wire.transport === 'link' || (wire.transport === undefined && this.linkTarget(topic))
    if (link) {
      const target = this.linkTarget(topic)
      if (!target || !this.options.linkMode) throw new Error(`No link-mode target for topic ${topic}`)
      const envelope = encodeEnvelope(payload, params, 'base64url')
      const url = new URL(target)
      url.searchParams.set(LINK_EVENT_PARAM, envelope)
      url.searchParams.set('topic', topic)
      await this.options.linkMode.openUrl(url.toString())
      return
    }
    const message = encodeEnvelope(payload, params)
    const attestation =
      wire.attest && this.options.attest
        ? await this.options.attest(message, stringifyJson(payload))
        : undefined
    await this.relay.publish(topic, message, {
      tag: wire.tag,
      ttl: wire.ttl,
      ...(wire.prompt ? { prompt: true } : {}),
      ...(attestation ? { attestation } : {}),
    })
  }

  /** The peer's universal link when both sides use link mode on this session. */
  linkTarget(topic: string): string | undefined {
    if (!this.options.linkMode || !this.metadata.redirect?.linkMode) return undefined
    // Settlement itself travels over the relay; link mode starts once the session is acknowledged.
    const session = this.sessions.get(topic)
    if (!session?.acknowledged) return undefined
    const peer = session.peer.metadata.redirect
    return peer?.linkMode && peer.universal ? peer.universal : undefined
  }

  #wireOf(method: string): MethodWire {
    // Own keys only: a peer's method "toString" or "__proto__" must not find Object.prototype's.
    return isSignMethod(method) ? METHODS[method] : { req: UNKNOWN_METHOD_WIRE, res: UNKNOWN_METHOD_WIRE }
  }

  #markAnswered(id: number): void {
    const record = this.history.get(id)
    // Only a request we received is answered by what we send: a peer may reuse the id of one of our
    // own requests (or a proposal's), whose record and expiry must stay.
    if (record && record.direction !== 'in') return
    if (record) this.history.set(id, { ...record, answered: true })
    this.expirer.delete(idKey(id))
    this.#incomingTransport.delete(id)
  }

  // ---- keys and topics ----------------------------------------------------------------------

  symKeyOf(topic: string): string {
    const key = this.keychain.get(topic)
    if (!key) throw new ProtocolError(sdkErrorKeyless(topic))
    return key
  }

  /** Stores a symKey for its topic and subscribes to it. */
  async subscribeWithKey(topic: string, symKey: string): Promise<void> {
    this.keychain.set(topic, symKey)
    await this.relay.subscribe(topic)
  }

  /** Forgets a topic: unsubscribes and drops its key and expiry. */
  async forgetTopic(topic: string): Promise<void> {
    this.keychain.delete(topic)
    this.responseTopics.delete(topic)
    this.expirer.delete(topicKey(topic))
    this.recentlyDeleted.add(topic)
    await this.relay.unsubscribe(topic).catch(() => {})
  }

  // ---- receiving ----------------------------------------------------------------------------

  /** Handles a universal link carrying an envelope (link mode). Returns false when it carries none. */
  dispatchEnvelope(url: string): boolean {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return false
    }
    const envelope = parsed.searchParams.get(LINK_EVENT_PARAM)
    const topic = parsed.searchParams.get('topic')
    if (!envelope || !topic) return false
    this.#enqueue(() => this.#onEnvelope(topic, envelope, 'base64url', 'link'))
    return true
  }

  #enqueue(task: () => Promise<void>): void {
    // One message at a time, in arrival order: a settle is stored before the request that follows it is read.
    this.#queue = this.#queue.then(task).catch((error) => this.#reportError(error))
  }

  /** Resolves once every message received so far has been handled. */
  idle(): Promise<void> {
    return this.#queue
  }

  async #onRelayMessage(message: RelayMessage): Promise<void> {
    await this.#onEnvelope(message.topic, message.message, 'base64', 'relay', message)
  }

  async #onEnvelope(
    topic: string,
    envelope: string,
    encoding: 'base64' | 'base64url',
    transport: 'relay' | 'link',
    message?: RelayMessage,
  ): Promise<void> {
    const header = readEnvelopeHeader(envelope, encoding)
    // Plaintext envelopes belong to link mode; over the relay anyone could have written them.
    if (header.type === 2 && transport === 'relay') return
    let decoded: ReturnType<typeof decodeEnvelope>
    if (header.type === 1) {
      const publicKey = this.responseTopics.get(topic)
      const privateKey = publicKey ? this.keyPairs.get(publicKey) : undefined
      if (!privateKey) return
      decoded = decodeEnvelope(envelope, { receiverPrivateKey: privateKey }, encoding)
    } else {
      const symKey = this.keychain.get(topic)
      if (!symKey && header.type === 0) return
      decoded = decodeEnvelope(envelope, symKey ? { symKey } : {}, encoding)
    }
    const payload = parsePayload(decoded.payload)
    if (!payload) throw new Error(`Ignored a message on ${topic} that is not JSON-RPC`)
    if (payload.kind === 'request') {
      if (this.#seen(payload.id)) return
      this.#incomingTransport.set(payload.id, transport)
      const incoming: Incoming = {
        topic,
        id: payload.id,
        method: payload.method,
        params: payload.params,
        transport,
        ...(message ? { message } : {}),
      }
      await this.#onIncomingRequest(incoming)
      return
    }
    // A response answers a request we sent, once: one carrying the id of a request we received, or of
    // one already answered (a replay, a second answer), must neither mark it nor run the handler again.
    const record = this.history.get(payload.id)
    const request = record?.direction === 'out' && !record.answered ? record : undefined
    const response: IncomingResponse = {
      topic,
      id: payload.id,
      ...(request ? { request } : {}),
      ...(decoded.senderPublicKey ? { senderPublicKey: decoded.senderPublicKey } : {}),
    }
    if (payload.kind === 'error') response.error = parseJsonRpcErrorTolerant(payload.error)
    else response.result = payload.result
    if (request) this.history.set(payload.id, { ...request, answered: true })
    const handler = request ? this.#responseHandlers.get(request.method) : undefined
    if (handler) await handler(response)
    const waiter = this.#waiters.get(payload.id)
    if (waiter) {
      this.#waiters.delete(payload.id)
      if (response.error) waiter.reject(new ProtocolError(response.error))
      else waiter.resolve(response.result)
    }
  }

  async #onIncomingRequest(incoming: Incoming): Promise<void> {
    const handler = this.#requestHandlers.get(incoming.method)
    if (!handler) {
      await this.sendError(incoming.topic, incoming.id, incoming.method, sdkError('WC_METHOD_UNSUPPORTED'), {
        transport: incoming.transport,
      }).catch((error) => this.#reportError(error))
      return
    }
    try {
      await handler(incoming)
    } catch (error) {
      // A request the handler refused gets the refusal as its answer, so the peer is not left waiting.
      if (error instanceof ProtocolError) {
        await this.sendError(incoming.topic, incoming.id, incoming.method, error.toJsonRpcError(), {
          transport: incoming.transport,
        }).catch((sendError) => this.#reportError(sendError))
      }
      throw error
    }
  }

  #seen(id: number): boolean {
    if (this.#seenIdSet.has(id)) return true
    this.#seenIdSet.add(id)
    this.#seenIds.push(id)
    if (this.#seenIds.length > SEEN_IDS_LIMIT) {
      const dropped = this.#seenIds.shift()
      if (dropped !== undefined) {
        this.#seenIdSet.delete(dropped)
        this.#incomingTransport.delete(dropped)
      }
    }
    return false
  }

  /** Verify context of an incoming proposal/request/authenticate (UNKNOWN when no verifier is set). */
  async verifyIncoming(incoming: Incoming, metadata: Metadata): Promise<VerifyContext> {
    if (!this.options.verify) return unknownContext(metadata)
    try {
      return await this.options.verify({
        ...(incoming.message?.attestation ? { attestation: incoming.message.attestation } : {}),
        ...(incoming.message ? { envelope: incoming.message.message } : {}),
        payloadJson: stringifyJson(formatRequest(incoming.id, incoming.method, incoming.params)),
        metadata,
      })
    } catch {
      return unknownContext(metadata)
    }
  }

  /** Rejects a waiter without a peer answer (expiry, deletion). */
  failWaiter(id: number, error: Error): void {
    const waiter = this.#waiters.get(id)
    if (!waiter) return
    this.#waiters.delete(id)
    waiter.reject(error)
  }

  #reportError(error: unknown): void {
    const asError = error instanceof Error ? error : new Error(templateString(error))
    if (this.events.listenerCount('error') > 0) this.events.emit('error', asError)
  }
}

function sdkErrorKeyless(topic: string): JsonRpcErrorObject {
  return { code: 2, message: `No matching key. keychain: ${topic}` }
}
