import { deriveSymKey, generateKeyPair, topicOf } from '../crypto/keys.ts'
import { PairingUriError, parsePairingUri } from '../uri.ts'
import { namespacesFromCacaos } from './authSession.ts'
import { isObjectLike } from './caip.ts'
import { type ClientOptions, resolveCoreOptions } from './clientOptions.ts'
import {
  AUTH_REQUEST_LIFETIME,
  PAIRING_LIFETIME,
  RELAY_PROTOCOL,
  REQUEST_DEFAULT_EXPIRY,
  REQUEST_QUEUE_DELAY_MS,
  RESTORE_DELAY_MS,
  SESSION_LIFETIME,
} from './constants.ts'
import { type HistoryRecord, type Incoming, SignCore, type SignCoreOptions } from './core.ts'
import { internalError, ProtocolError, sdkError } from './errors.ts'
import { idKey, topicKey } from './expirer.ts'
import { SessionOps } from './sessionOps.ts'
import type {
  AuthenticateRequestParams,
  Cacao,
  JsonRpcErrorObject,
  JsonRpcResponse,
  PairingRecord,
  ProposalRecord,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
  VerifyContext,
} from './types.ts'
import {
  validateApprove,
  validateEmit,
  validateProposalParams,
  validateReject,
  validateRespond,
  validateSessionRequest,
  validateUpdate,
} from './validation.ts'

export interface ApproveParams {
  id: number
  namespaces: SessionNamespaces
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  sessionConfig?: Record<string, unknown>
  relayProtocol?: string
}

type Reason = { code: number; message: string }

/**
 * The wallet role: pairs from a URI, answers proposals, one-click auth and requests, emits events and
 * updates. Requests reach the wallet one at a time, the next 1 s after the previous answer
 * (apps/docs/pages/protocol.md#lifetimes-and-queues).
 *
 * @example
 * ```ts
 * const wallet = await createWalletClient({ relayUrl, projectId, storage: createBrowserStorage(), metadata })
 * wallet.events.on('session_request', async ({ id, topic, params }) => {
 *   const result = await answer(params.request) // your wallet's signing
 *   await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
 * })
 * await wallet.pair({ uri }) // the `wc:` URI the dapp shows
 * ```
 */
export class WalletClient {
  readonly core: SignCore
  readonly sessionOps: SessionOps
  readonly events: SignCore['events']
  /** Requests waiting to be shown, oldest first; `#active` is the one shown now. */
  #queue: number[] = []
  #active: number | undefined
  #queueTimer: ReturnType<typeof setTimeout> | undefined

  constructor(options: SignCoreOptions) {
    this.core = new SignCore(options)
    this.events = this.core.events
    this.sessionOps = new SessionOps(this.core)
    const core = this.core
    core.onRequest('wc_sessionPropose', (incoming) => this.#onPropose(incoming))
    core.onRequest('wc_sessionAuthenticate', (incoming) => this.#onAuthenticate(incoming))
    core.onRequest('wc_sessionRequest', (incoming) => this.#onRequest(incoming))
    core.onResponse('wc_sessionSettle', async ({ topic, error }) => {
      const session = core.sessions.get(topic)
      if (!session) return
      if (error) {
        await this.sessionOps.deleteSession(topic, sdkError('USER_DISCONNECTED'))
        return
      }
      this.sessionOps.setSession({ ...session, acknowledged: true })
      core.events.emit('connect', { session: { ...session, acknowledged: true } })
    })
    core.onExpire((key) => {
      if (!key.startsWith('id:')) return
      const id = Number(key.slice(3))
      const record = core.history.get(id)
      if (record?.direction !== 'in') return
      core.history.delete(id)
      core.recentlyDeleted.add(id)
      this.#queue = this.#queue.filter((queued) => queued !== id)
      if (record.method === 'wc_sessionRequest')
        core.events.emit('session_request_expire', { id, topic: record.topic })
      if (this.#active === id) {
        this.#active = undefined
        this.#scheduleNext(REQUEST_QUEUE_DELAY_MS)
      }
    })
  }

  async start(): Promise<void> {
    await this.core.start()
    // Requests that were waiting when the wallet closed come back, in order, shortly after start.
    this.#queue = this.core.history
      .values()
      .filter(
        (record) => record.direction === 'in' && record.method === 'wc_sessionRequest' && !record.answered,
      )
      .sort((a, b) => a.id - b.id)
      .map((record) => record.id)
    if (this.#queue.length > 0) this.#scheduleNext(RESTORE_DELAY_MS)
  }

  async stop(): Promise<void> {
    if (this.#queueTimer !== undefined) clearTimeout(this.#queueTimer)
    await this.core.stop()
  }

  get sessions(): SessionRecord[] {
    return this.core.sessions.values()
  }

  get pairings(): PairingRecord[] {
    return this.core.pairings.values()
  }

  /** Proposals waiting for approve()/reject(). */
  get proposals(): ProposalRecord[] {
    return this.core.proposals.values()
  }

  /** Requests received and not yet answered, oldest first. */
  get pendingRequests(): {
    id: number
    topic: string
    params: SessionRequestParams
    verifyContext?: VerifyContext
  }[] {
    return this.core.history
      .values()
      .filter(
        (record) => record.direction === 'in' && record.method === 'wc_sessionRequest' && !record.answered,
      )
      .sort((a, b) => a.id - b.id)
      .map((record) => ({
        id: record.id,
        topic: record.topic,
        params: record.params as SessionRequestParams,
        ...(record.verifyContext ? { verifyContext: record.verifyContext } : {}),
      }))
  }

  /** Pairs with a `wc:` URI: the app's proposal (stored by the relay) arrives as session_proposal. */
  async pair(params: { uri: string }): Promise<PairingRecord> {
    const core = this.core
    let parsed: ReturnType<typeof parsePairingUri>
    try {
      parsed = parsePairingUri(params.uri, core.now())
    } catch (error) {
      if (error instanceof PairingUriError && error.code === 'EXPIRED') {
        throw new ProtocolError(
          internalError('EXPIRED', `pair() URI has expired. Please try again with a new connection URI.`),
        )
      }
      throw new ProtocolError(internalError('MISSING_OR_INVALID', `pair() uri: ${(error as Error).message}`))
    }
    const existing = core.pairings.get(parsed.topic)
    if (existing?.active) {
      throw new ProtocolError(
        internalError(
          'MISSING_OR_INVALID',
          `Pairing already exists: ${parsed.topic}. Please try again with a new connection URI.`,
        ),
      )
    }
    const pairing: PairingRecord = {
      topic: parsed.topic,
      symKey: parsed.symKey,
      expiry: parsed.expiryTimestamp,
      relay: { protocol: parsed.relayProtocol, ...(parsed.relayData ? { data: parsed.relayData } : {}) },
      active: false,
      ...(parsed.methods ? { methods: parsed.methods } : {}),
    }
    core.pairings.set(pairing.topic, pairing)
    core.expirer.set(topicKey(pairing.topic), pairing.expiry)
    await core.subscribeWithKey(pairing.topic, pairing.symKey)
    return pairing
  }

  async #onPropose(incoming: Incoming): Promise<void> {
    const core = this.core
    const params = validateProposalParams(incoming.params, { nowMs: core.now() })
    const proposal: ProposalRecord = { ...params, id: incoming.id, pairingTopic: incoming.topic }
    core.proposals.set(proposal.id, proposal)
    core.expirer.set(idKey(proposal.id), proposal.expiryTimestamp)
    const verifyContext = await core.verifyIncoming(incoming, proposal.proposer.metadata)
    core.events.emit('session_proposal', { id: proposal.id, params: proposal, verifyContext })
  }

  /** Approves a proposal with the namespaces the wallet grants. */
  async approve(
    params: ApproveParams,
  ): Promise<{ topic: string; acknowledged: () => Promise<SessionRecord> }> {
    const core = this.core
    const proposal = validateApprove(params, {
      proposal: (id) => core.proposals.get(id),
      isExpired: (id) => core.expirer.isExpired(idKey(id)),
      recentlyDeleted: core.recentlyDeleted,
    })
    // Forgotten before the first await: a second approve() (or reject()) of the same proposal fails
    // validation instead of settling a second session.
    this.#forgetProposal(proposal.id)
    const self = generateKeyPair()
    core.keyPairs.set(self.publicKey, self.privateKey)
    const symKey = deriveSymKey(self.privateKey, proposal.proposer.publicKey)
    const topic = topicOf(symKey)
    const relay = { protocol: params.relayProtocol ?? RELAY_PROTOCOL }
    const expiry = core.nowSeconds() + SESSION_LIFETIME
    const controller = { publicKey: self.publicKey, metadata: core.metadata }
    const session: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay,
      expiry,
      acknowledged: false,
      controller: self.publicKey,
      namespaces: params.namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces ?? {},
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
      self: controller,
      peer: proposal.proposer,
    }
    await core.subscribeWithKey(topic, symKey)
    this.sessionOps.setSession(session)
    await core.sendResult(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', {
      relay,
      responderPublicKey: self.publicKey,
    })
    const { response } = await core.sendRequest(topic, 'wc_sessionSettle', {
      relay,
      namespaces: params.namespaces,
      controller,
      expiry,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces ?? {},
      pairingTopic: proposal.pairingTopic,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
      ...(params.sessionConfig ? { sessionConfig: params.sessionConfig } : {}),
    })
    this.#activatePairing(proposal.pairingTopic, proposal.proposer.metadata)
    const acknowledged = response.then(() => core.sessions.get(topic) ?? session)
    acknowledged.catch(() => {})
    return { topic, acknowledged: () => acknowledged }
  }

  /** Refuses a proposal; the app's approval() rejects with this reason. */
  async reject(params: { id: number; reason: Reason }): Promise<void> {
    const core = this.core
    const proposal = validateReject(params, {
      proposal: (id) => core.proposals.get(id),
      isExpired: (id) => core.expirer.isExpired(idKey(id)),
      recentlyDeleted: core.recentlyDeleted,
    })
    await core.sendError(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', params.reason, {
      kind: 'reject',
    })
    this.#forgetProposal(proposal.id)
  }

  #forgetProposal(id: number): void {
    this.core.proposals.delete(id)
    this.core.expirer.delete(idKey(id))
    this.core.recentlyDeleted.add(id)
  }

  #activatePairing(topic: string, peerMetadata: PairingRecord['peerMetadata']): void {
    const pairing = this.core.pairings.get(topic)
    if (!pairing) return
    const expiry = this.core.nowSeconds() + PAIRING_LIFETIME
    this.core.pairings.set(topic, {
      ...pairing,
      active: true,
      expiry,
      ...(peerMetadata ? { peerMetadata } : {}),
    })
    this.core.expirer.set(topicKey(topic), expiry)
  }

  // ---- requests ---------------------------------------------------------------------------------

  async #onRequest(incoming: Incoming): Promise<void> {
    const core = this.core
    const session = core.sessions.get(incoming.topic)
    if (!session)
      throw new ProtocolError(
        internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${incoming.topic}`),
      )
    const params = validateSessionRequest(incoming.params, session)
    // The peer's expiry goes into the expirer's arithmetic: anything but a number gets the default.
    const requested: unknown = params.request.expiryTimestamp
    const expiry =
      typeof requested === 'number' && !Number.isNaN(requested)
        ? requested
        : core.nowSeconds() + REQUEST_DEFAULT_EXPIRY
    const verifyContext = await core.verifyIncoming(incoming, session.peer.metadata)
    const record: HistoryRecord = {
      id: incoming.id,
      topic: incoming.topic,
      method: incoming.method,
      params,
      direction: 'in',
      expiry,
      verifyContext,
      transport: incoming.transport,
    }
    core.history.set(record.id, record)
    core.expirer.set(idKey(record.id), expiry)
    this.#queue.push(record.id)
    this.#next()
  }

  #scheduleNext(delayMs: number): void {
    if (this.#queueTimer !== undefined) return
    this.#queueTimer = setTimeout(() => {
      this.#queueTimer = undefined
      this.#next()
    }, delayMs)
  }

  #next(): void {
    if (this.#active !== undefined || this.#queueTimer !== undefined) return
    while (this.#queue.length > 0) {
      const id = this.#queue.shift() as number
      const record = this.core.history.get(id)
      if (!record || record.answered || this.core.expirer.isExpired(idKey(id))) continue
      this.#active = id
      this.core.events.emit('session_request', {
        id,
        topic: record.topic,
        params: record.params as SessionRequestParams,
        verifyContext: record.verifyContext ?? {
          verified: { verifyUrl: '', validation: 'UNKNOWN', origin: '' },
        },
      })
      return
    }
  }

  /** Answers a session request; the next queued request follows 1 s later. */
  async respond(params: { topic: string; response: JsonRpcResponse }): Promise<void> {
    const core = this.core
    validateRespond(params, {
      session: (topic) => core.sessions.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
      pending: (id) => {
        const record = core.history.get(id)
        return record && record.direction === 'in' && !record.answered ? record : undefined
      },
    })
    const { response, topic } = params
    const method = core.history.get(response.id)?.method ?? 'wc_sessionRequest'
    if ('error' in response) await core.sendError(topic, response.id, method, response.error)
    else await core.sendResult(topic, response.id, method, response.result)
    this.#queue = this.#queue.filter((id) => id !== response.id)
    if (this.#active === response.id) {
      this.#active = undefined
      this.#scheduleNext(REQUEST_QUEUE_DELAY_MS)
    }
  }

  /** Emits an event (chainChanged, accountsChanged, ...) to the app. */
  async emit(params: {
    topic: string
    event: { name: string; data: unknown }
    chainId: string
  }): Promise<void> {
    const core = this.core
    validateEmit(params, {
      session: (topic) => core.sessions.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    })
    await core.sendRequest(
      params.topic,
      'wc_sessionEvent',
      { event: params.event, chainId: params.chainId },
      { awaitResponse: false },
    )
  }

  /**
   * Changes the session's namespaces (accounts, chains); resolves once they are stored, and `acknowledged` when the
   * app agreed.
   */
  async update(params: {
    topic: string
    namespaces: SessionNamespaces
  }): Promise<{ acknowledged: () => Promise<void> }> {
    const core = this.core
    const session = validateUpdate(params, {
      session: (topic) => core.sessions.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    })
    const { response } = await core.sendRequest(params.topic, 'wc_sessionUpdate', {
      namespaces: params.namespaces,
    })
    this.sessionOps.setSession({ ...session, namespaces: params.namespaces })
    // Stored before it resolves: a wallet that then tells the dapp (accountsChanged) and is reloaded at once must
    // find the new accounts, or it refuses the dapp's next request for them.
    await core.sessions.flush()
    return { acknowledged: async () => void (await response) }
  }

  ping(params: { topic: string }): Promise<void> {
    return this.sessionOps.ping(params)
  }

  extend(params: { topic: string }): Promise<{ acknowledged: () => Promise<void> }> {
    return this.sessionOps.extend(params)
  }

  disconnect(params: { topic: string; reason?: Reason }): Promise<void> {
    return this.sessionOps.disconnect(params)
  }

  dispatchEnvelope(url: string): boolean {
    return this.core.dispatchEnvelope(url)
  }

  // ---- one-click auth -----------------------------------------------------------------------------

  async #onAuthenticate(incoming: Incoming): Promise<void> {
    const core = this.core
    const raw = incoming.params as Partial<AuthenticateRequestParams> | undefined
    // Everything used below and by approveSessionAuthenticate() comes from the peer: check its shape.
    if (
      !isObjectLike(raw) ||
      !isObjectLike(raw.requester) ||
      typeof raw.requester.publicKey !== 'string' ||
      !/^[0-9a-f]{64}$/i.test(raw.requester.publicKey) ||
      !isObjectLike(raw.requester.metadata) ||
      !isObjectLike(raw.authPayload)
    ) {
      throw new ProtocolError(
        sdkError('INVALID_METHOD', 'wc_sessionAuthenticate needs requester and authPayload'),
      )
    }
    // The expirer needs a number; the official wallet tolerates a missing one, so default it.
    const params = {
      ...raw,
      expiryTimestamp:
        typeof raw.expiryTimestamp === 'number' && Number.isFinite(raw.expiryTimestamp)
          ? raw.expiryTimestamp
          : core.nowSeconds() + AUTH_REQUEST_LIFETIME,
    } as AuthenticateRequestParams
    // Without a listener, answer 10001 (WC_METHOD_UNSUPPORTED): the app then falls back to its proposal.
    if (core.events.listenerCount('session_authenticate') === 0) {
      throw new ProtocolError(sdkError('WC_METHOD_UNSUPPORTED', 'wc_sessionAuthenticate'))
    }
    const verifyContext = await core.verifyIncoming(incoming, params.requester.metadata)
    core.history.set(incoming.id, {
      id: incoming.id,
      topic: incoming.topic,
      method: incoming.method,
      params,
      direction: 'in',
      expiry: params.expiryTimestamp,
      verifyContext,
      transport: incoming.transport,
    })
    core.expirer.set(idKey(incoming.id), params.expiryTimestamp)
    core.events.emit('session_authenticate', {
      id: incoming.id,
      topic: incoming.topic,
      params,
      verifyContext,
    })
  }

  #authRequest(id: number): HistoryRecord & { params: AuthenticateRequestParams } {
    const record = this.core.history.get(id)
    if (record?.method !== 'wc_sessionAuthenticate' || record.answered) {
      throw new ProtocolError(
        internalError('MISSING_OR_INVALID', `Could not find pending auth request with id ${id}`),
      )
    }
    if (this.core.expirer.isExpired(idKey(id)))
      throw new ProtocolError(internalError('EXPIRED', `Auth request expired: ${id}`))
    return record as HistoryRecord & { params: AuthenticateRequestParams }
  }

  /** Answers one-click auth with one signed CACAO per chain; the session is settled at once. */
  async approveSessionAuthenticate(params: {
    id: number
    auths: Cacao[]
  }): Promise<{ session: SessionRecord }> {
    const core = this.core
    const request = this.#authRequest(params.id)
    if (!Array.isArray(params.auths) || params.auths.length === 0) {
      throw new ProtocolError(internalError('MISSING_OR_INVALID', 'approveSessionAuthenticate() auths'))
    }
    const requester = request.params.requester
    const self = generateKeyPair()
    core.keyPairs.set(self.publicKey, self.privateKey)
    const symKey = deriveSymKey(self.privateKey, requester.publicKey)
    const topic = topicOf(symKey)
    const responder = { publicKey: self.publicKey, metadata: core.metadata }
    const session: SessionRecord = {
      topic,
      pairingTopic: request.topic,
      relay: { protocol: RELAY_PROTOCOL },
      expiry: core.nowSeconds() + SESSION_LIFETIME,
      acknowledged: true,
      controller: self.publicKey,
      namespaces: namespacesFromCacaos(params.auths, request.params.authPayload),
      requiredNamespaces: {},
      optionalNamespaces: {},
      self: responder,
      peer: requester,
      authentication: params.auths,
    }
    await core.subscribeWithKey(topic, symKey)
    this.sessionOps.setSession(session)
    await core.sendResult(
      topicOf(requester.publicKey),
      params.id,
      'wc_sessionAuthenticate',
      { cacaos: params.auths, responder },
      { envelope: { type: 1, senderPrivateKey: self.privateKey, receiverPublicKey: requester.publicKey } },
    )
    this.#dropFallbackProposal(request.topic, requester.publicKey)
    this.#activatePairing(request.topic, requester.metadata)
    core.events.emit('connect', { session })
    return { session }
  }

  async rejectSessionAuthenticate(params: { id: number; reason: Reason }): Promise<void> {
    const core = this.core
    const request = this.#authRequest(params.id)
    validateReject(
      { id: params.id, reason: params.reason },
      {
        proposal: () => ({}) as ProposalRecord,
        isExpired: () => false,
        recentlyDeleted: core.recentlyDeleted,
      },
    )
    const requester = request.params.requester
    const self = generateKeyPair()
    await core.sendError(
      topicOf(requester.publicKey),
      params.id,
      'wc_sessionAuthenticate',
      params.reason as JsonRpcErrorObject,
      {
        kind: 'reject',
        envelope: { type: 1, senderPrivateKey: self.privateKey, receiverPublicKey: requester.publicKey },
      },
    )
    this.#dropFallbackProposal(request.topic, requester.publicKey)
  }

  /** The proposal sent alongside an auth request is answered by the auth answer. */
  #dropFallbackProposal(pairingTopic: string, proposerKey: string): void {
    for (const proposal of this.core.proposals.values()) {
      if (proposal.pairingTopic === pairingTopic && proposal.proposer.publicKey === proposerKey) {
        this.#forgetProposal(proposal.id)
      }
    }
  }
}

/**
 * Creates and starts a wallet client.
 *
 * @example
 * ```ts
 * const wallet = await createWalletClient({
 *   relayUrl: 'ws://127.0.0.1:8787/relay',
 *   projectId: 'airlock-demo',
 *   storage: createBrowserStorage({ name: 'my-wallet' }),
 *   metadata: { name: 'My wallet', description: '', url: location.origin, icons: [] },
 * })
 * wallet.events.on('session_proposal', ({ id, params }) =>
 *   wallet.approve({ id, namespaces: buildApprovedNamespaces({ proposal: params, supportedNamespaces }) }),
 * )
 * await wallet.pair({ uri })
 * ```
 */
export async function createWalletClient(options: ClientOptions): Promise<WalletClient> {
  const client = new WalletClient(await resolveCoreOptions(options))
  await client.start()
  return client
}
