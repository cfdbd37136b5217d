import { type EnvelopeParams, encodeEnvelope } from '../crypto/envelope.ts'
import { Emitter } from '../events.ts'
import { stringifyJson } from '../json.ts'
import type { Relay } from '../relay/types.ts'
import type { KeyValueStorage } from '../storage/types.ts'
import { HEARTBEAT_MS, isSignMethod, METHODS, type MethodWire, UNKNOWN_METHOD_WIRE } from './constants.ts'
import { ProtocolError, templateString } from './errors.ts'
import type { SignEvents } from './events.ts'
import { Expirer, type ExpiryKey, idKey, topicKey } from './expirer.ts'
import { Inbound, type Incoming, type RequestHandler, type ResponseHandler } from './inbound.ts'
import { linkEnvelopeUrl, linkTarget } from './linkMode.ts'
import { createIdGenerator, formatError, formatRequest, formatResult } from './payload.ts'
import { PendingAnswers } from './pendingAnswers.ts'
import { RecentlyDeleted } from './recentlyDeleted.ts'
import { SeenRequests } from './seenRequests.ts'
import {
  createSignStores,
  flushStores,
  type HistoryRecord,
  loadStores,
  restoreExpiries,
  type SignStores,
} from './signStores.ts'
import type { RecordStore } from './store.ts'
import type {
  JsonRpcErrorObject,
  Metadata,
  PairingRecord,
  ProposalRecord,
  SessionRecord,
  VerifyContext,
} from './types.ts'

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

const SIGNED_METHODS = new Set(['wc_sessionPropose', 'wc_sessionRequest', 'wc_sessionAuthenticate'])

const unknownContext = (metadata: Metadata): VerifyContext => ({
  verified: { verifyUrl: metadata.verifyUrl ?? '', validation: 'UNKNOWN', origin: metadata.url },
})

/**
 * The state and transport both roles share: keys, records (signStores.ts), history, the expirer, sending, and
 * the message loop (inbound.ts). Roles (app.ts, wallet.ts) register what they do with each incoming method;
 * nothing here knows a role, so an app bundle never carries the wallet's handlers.
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

  readonly #stores: SignStores
  readonly #inbound: Inbound
  readonly #answers = new PendingAnswers()
  /** Requests received lately: replays are dropped, and each answer goes back the way its request came. */
  readonly #seen = new SeenRequests()
  readonly #expiryHandlers: ((key: ExpiryKey) => void)[] = []
  #offRelay: (() => void) | undefined
  #started = false

  constructor(options: SignCoreOptions) {
    this.options = options
    this.relay = options.relay
    this.metadata = options.metadata
    this.now = options.now ?? Date.now
    this.nextId = createIdGenerator(this.now)
    this.events = new Emitter<SignEvents>((error) => this.#reportError(error))
    const stores = createSignStores(options.storage, options.storagePrefix ?? 'wc@2')
    this.#stores = stores
    this.keychain = stores.keychain
    this.keyPairs = stores.keyPairs
    this.responseTopics = stores.responseTopics
    this.pairings = stores.pairings
    this.proposals = stores.proposals
    this.sessions = stores.sessions
    this.history = stores.history
    this.expirer = new Expirer(this.now, (key) => {
      for (const handler of this.#expiryHandlers) handler(key)
    })
    this.#inbound = new Inbound({
      stores,
      seen: this.#seen,
      answers: this.#answers,
      refuse: (incoming, error) =>
        this.sendError(incoming.topic, incoming.id, incoming.method, error, {
          transport: incoming.transport,
        }),
      reportError: (error) => this.#reportError(error),
    })
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000)
  }

  onRequest(method: string, handler: RequestHandler): void {
    this.#inbound.onRequest(method, handler)
  }

  onResponse(method: string, handler: ResponseHandler): void {
    this.#inbound.onResponse(method, handler)
  }

  onExpire(handler: (key: ExpiryKey) => void): void {
    this.#expiryHandlers.push(handler)
  }

  /** Loads every record, restores expiries, subscribes to every known topic and connects. */
  async start(): Promise<void> {
    if (this.#started) return
    this.#started = true
    await loadStores(this.#stores)
    restoreExpiries(this.#stores, this.expirer)
    this.#offRelay = this.relay.on('message', (message) => this.#inbound.receive(message))
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
    this.#answers.failAll(() => new Error('The client was stopped'))
    await this.relay.close()
    await this.flush()
  }

  flush(): Promise<void> {
    return flushStores(this.#stores)
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
      options.awaitResponse === false ? (Promise.resolve(undefined) as Promise<R>) : this.#answers.wait<R>(id)
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
      this.#answers.drop(id)
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
    return given ?? this.history.get(id)?.transport ?? this.#seen.transportOf(id)
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
      await this.options.linkMode.openUrl(linkEnvelopeUrl(target, topic, envelope))
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
    return linkTarget(this.sessions.get(topic), this.metadata, this.options.linkMode !== undefined)
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
    this.#seen.answered(id)
  }

  // ---- keys and topics ----------------------------------------------------------------------

  symKeyOf(topic: string): string {
    const key = this.keychain.get(topic)
    if (!key) throw new ProtocolError({ code: 2, message: `No matching key. keychain: ${topic}` })
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
    return this.#inbound.dispatchEnvelope(url)
  }

  /** Resolves once every message received so far has been handled. */
  idle(): Promise<void> {
    return this.#inbound.idle()
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
    this.#answers.fail(id, error)
  }

  #reportError(error: unknown): void {
    const asError = error instanceof Error ? error : new Error(templateString(error))
    if (this.events.listenerCount('error') > 0) this.events.emit('error', asError)
  }
}
