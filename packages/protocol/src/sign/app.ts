import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from '../crypto/keys.ts'
import { buildPairingUri } from '../uri.ts'
import { type ClientOptions, resolveCoreOptions } from './clientOptions.ts'
import { PAIRING_LIFETIME, PROPOSAL_LIFETIME, RELAY_PROTOCOL, REQUEST_DEFAULT_EXPIRY } from './constants.ts'
import { SignCore, type SignCoreOptions } from './core.ts'
import { internalError, ProtocolError, sdkError, templateString } from './errors.ts'
import { idKey, topicKey } from './expirer.ts'
import type { IncomingResponse } from './inbound.ts'
import { SessionOps } from './sessionOps.ts'
import type {
  PairingRecord,
  ProposalNamespaces,
  SessionNamespaces,
  SessionRecord,
  SettleParams,
} from './types.ts'
import { validateSessionEventRequest } from './validation/events.ts'
import { validateConnect } from './validation/proposal.ts'
import { validateRequest } from './validation/requests.ts'
import { validateSessionSettleRequest } from './validation/settle.ts'
import { validateSessionUpdateRequest } from './validation/update.ts'

export interface ConnectParams {
  requiredNamespaces?: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  /** Reuse an existing (active) pairing instead of making a new URI. */
  pairingTopic?: string
}

export interface RequestParams {
  topic: string
  chainId: string
  request: { method: string; params: unknown }
  /** Seconds, 300..604800; default 900. */
  expiry?: number
}

interface PendingApproval {
  resolve(session: SessionRecord): void
  reject(error: Error): void
}

/**
 * The app role: proposes sessions, sends requests, listens to the wallet's events. It carries none of
 * the wallet's handlers, so an app bundle stays small (wallet.ts is separate).
 *
 * @example
 * ```ts
 * const app = await createAppClient({ relayUrl, projectId, storage: createBrowserStorage(), metadata })
 * const { uri, approval } = await app.connect({
 *   optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
 * })
 * const session = await approval()
 * await app.disconnect({ topic: session.topic })
 * ```
 */
export class AppClient {
  readonly core: SignCore
  readonly sessionOps: SessionOps
  readonly events: SignCore['events']
  readonly #approvals = new Map<number, PendingApproval>()

  constructor(options: SignCoreOptions) {
    this.core = new SignCore(options)
    this.events = this.core.events
    this.sessionOps = new SessionOps(this.core)
    const core = this.core
    core.onResponse('wc_sessionPropose', (response) => this.#onProposeResponse(response))
    core.onRequest('wc_sessionSettle', async ({ topic, id, params }) => {
      const settle = validateSessionSettleRequest(params, { nowMs: this.core.now() })
      await this.#onSettle(topic, id, settle)
    })
    core.onRequest('wc_sessionUpdate', async ({ topic, id, params }) => {
      const session = this.#session(topic)
      const { namespaces } = validateSessionUpdateRequest(params, session)
      if (this.sessionOps.isOutOfSync(topic, id)) return
      const before = accountsOf(session.namespaces)
      this.sessionOps.setSession({ ...session, namespaces })
      await core.sendResult(topic, id, 'wc_sessionUpdate', true)
      core.events.emit('session_update', { id, topic, params: { namespaces } })
      const after = accountsOf(namespaces)
      if (before.join() !== after.join()) core.events.emit('accountsChanged', { topic, accounts: after })
    })
    core.onRequest('wc_sessionEvent', async ({ topic, id, params }) => {
      const session = this.#session(topic)
      const event = validateSessionEventRequest(params, session)
      if (this.sessionOps.isOutOfSync(topic, id)) return
      core.events.emit('session_event', { id, topic, params: event })
      if (event.event.name === 'chainChanged')
        core.events.emit('chainChanged', { topic, chainId: chainIdOf(event) })
      if (event.event.name === 'accountsChanged' && Array.isArray(event.event.data)) {
        // templateString: the peer's data may hold objects with no string form ({"toString": 1}).
        core.events.emit('accountsChanged', { topic, accounts: event.event.data.map(templateString) })
      }
    })
    core.onExpire((key) => {
      if (!key.startsWith('id:')) return
      const id = Number(key.slice(3))
      const approval = this.#approvals.get(id)
      if (!approval) return
      this.#approvals.delete(id)
      approval.reject(new ProtocolError(internalError('EXPIRED', 'Proposal expired')))
    })
  }

  start(): Promise<void> {
    return this.core.start()
  }

  stop(): Promise<void> {
    return this.core.stop()
  }

  get sessions(): SessionRecord[] {
    return this.core.sessions.values()
  }

  get pairings(): PairingRecord[] {
    return this.core.pairings.values()
  }

  /** A new pairing (URI) with its key, subscribed; `methods` only for one-click auth. */
  async createPairing(methods?: string[]): Promise<{ topic: string; uri: string }> {
    const core = this.core
    core.assertStarted()
    const symKey = generateSymKey()
    const topic = topicOf(symKey)
    const expiry = core.nowSeconds() + PAIRING_LIFETIME
    const relay = { protocol: RELAY_PROTOCOL }
    const pairing: PairingRecord = {
      topic,
      symKey,
      expiry,
      relay,
      active: false,
      ...(methods ? { methods } : {}),
    }
    core.pairings.set(topic, pairing)
    core.expirer.set(topicKey(topic), expiry)
    await core.subscribeWithKey(topic, symKey)
    const uri = buildPairingUri({
      topic,
      symKey,
      expiryTimestamp: expiry,
      relayProtocol: RELAY_PROTOCOL,
      ...(methods ? { methods } : {}),
    })
    return { topic, uri }
  }

  /**
   * Proposes a session. Resolves with the URI to show (absent when an existing pairing was reused) and
   * `approval()`, which settles with the session or rejects with the wallet's refusal or expiry.
   */
  async connect(
    params: ConnectParams = {},
  ): Promise<{ uri?: string; approval: () => Promise<SessionRecord> }> {
    const core = this.core
    core.assertStarted()
    validateConnect(params, {
      pairing: (topic) => core.pairings.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
    })
    let uri: string | undefined
    let pairingTopic = params.pairingTopic
    if (!pairingTopic) {
      const pairing = await this.createPairing()
      pairingTopic = pairing.topic
      uri = pairing.uri
      core.events.emit('display_uri', { uri })
    }
    const approval = this.#propose(pairingTopic, params)
    return { ...(uri ? { uri } : {}), approval: () => approval }
  }

  /** Sends wc_sessionPropose; `proposerKey` lets one-click auth reuse its key pair for the fallback. */
  async #proposeWith(
    pairingTopic: string,
    params: ConnectParams,
    proposerKey = generateKeyPair(),
  ): Promise<{ id: number; settled: Promise<SessionRecord> }> {
    const core = this.core
    core.keyPairs.set(proposerKey.publicKey, proposerKey.privateKey)
    const expiryTimestamp = core.nowSeconds() + PROPOSAL_LIFETIME
    const proposal = {
      relays: [{ protocol: RELAY_PROTOCOL }],
      requiredNamespaces: params.requiredNamespaces ?? {},
      optionalNamespaces: params.optionalNamespaces ?? {},
      proposer: { publicKey: proposerKey.publicKey, metadata: core.metadata },
      expiryTimestamp,
      pairingTopic,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
    }
    const id = core.nextId()
    const settled = new Promise<SessionRecord>((resolve, reject) =>
      this.#approvals.set(id, { resolve, reject }),
    )
    settled.catch(() => {})
    core.proposals.set(id, { ...proposal, id })
    core.expirer.set(idKey(id), expiryTimestamp)
    await core.sendRequest(pairingTopic, 'wc_sessionPropose', proposal, { id, awaitResponse: false })
    return { id, settled }
  }

  async #propose(pairingTopic: string, params: ConnectParams): Promise<SessionRecord> {
    const { settled } = await this.#proposeWith(pairingTopic, params)
    return settled
  }

  /** Used by one-click auth: a fallback proposal sharing the auth request's key pair. */
  proposeFallback(
    pairingTopic: string,
    params: ConnectParams,
    key: { publicKey: string; privateKey: string },
  ): Promise<{ id: number; settled: Promise<SessionRecord> }> {
    return this.#proposeWith(pairingTopic, params, key)
  }

  /** Settles an approval: resolves it with the session and forgets the proposal. */
  settleApproval(id: number, session: SessionRecord): void {
    const approval = this.#approvals.get(id)
    this.dropProposal(id)
    approval?.resolve(session)
  }

  /** Forgets a proposal without answering its approval (one-click auth answered it another way). */
  dropProposal(id: number): void {
    this.#approvals.delete(id)
    this.core.proposals.delete(id)
    this.core.expirer.delete(idKey(id))
  }

  async #onProposeResponse(response: IncomingResponse): Promise<void> {
    const core = this.core
    const proposal = core.proposals.get(response.id)
    const approval = this.#approvals.get(response.id)
    if (response.error) {
      core.proposals.delete(response.id)
      core.expirer.delete(idKey(response.id))
      this.#approvals.delete(response.id)
      approval?.reject(new ProtocolError(response.error))
      return
    }
    if (!proposal) return
    const result = response.result as { responderPublicKey?: unknown } | undefined
    const responderPublicKey = result?.responderPublicKey
    const privateKey = core.keyPairs.get(proposal.proposer.publicKey)
    if (typeof responderPublicKey !== 'string' || !privateKey) {
      approval?.reject(new ProtocolError(sdkError('SESSION_SETTLEMENT_FAILED', 'invalid proposal response')))
      return
    }
    const symKey = deriveSymKey(privateKey, responderPublicKey)
    const sessionTopic = topicOf(symKey)
    const pairing = core.pairings.get(proposal.pairingTopic)
    if (pairing && !pairing.active) {
      const expiry = core.nowSeconds() + PAIRING_LIFETIME
      core.pairings.set(pairing.topic, { ...pairing, active: true, expiry })
      core.expirer.set(topicKey(pairing.topic), expiry)
    }
    // The settle request may already wait on the relay: subscribing flushes it to us.
    core.proposals.set(proposal.id, { ...proposal, sessionTopic })
    await core.subscribeWithKey(sessionTopic, symKey)
  }

  async #onSettle(topic: string, id: number, settle: SettleParams): Promise<void> {
    const core = this.core
    const proposal = core.proposals.values().find((candidate) => candidate.sessionTopic === topic)
    if (!proposal) {
      throw new ProtocolError(internalError('NO_MATCHING_KEY', `proposal for session topic: ${topic}`))
    }
    const session: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay: settle.relay,
      expiry: settle.expiry,
      acknowledged: true,
      controller: settle.controller.publicKey,
      namespaces: settle.namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces ?? {},
      ...(settle.sessionProperties ? { sessionProperties: settle.sessionProperties } : {}),
      ...(settle.scopedProperties ? { scopedProperties: settle.scopedProperties } : {}),
      self: proposal.proposer,
      peer: settle.controller,
    }
    this.sessionOps.setSession(session)
    await core.sendResult(topic, id, 'wc_sessionSettle', true)
    const pairing = core.pairings.get(proposal.pairingTopic)
    if (pairing) core.pairings.set(pairing.topic, { ...pairing, peerMetadata: settle.controller.metadata })
    this.settleApproval(proposal.id, session)
    core.events.emit('connect', { session })
  }

  /** Sends a request to the wallet and resolves with its answer (rejects with the wallet's error). */
  async request<R = unknown>(params: RequestParams): Promise<R> {
    const core = this.core
    validateRequest(params, {
      session: (topic) => core.sessions.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    })
    const lifetime = params.expiry ?? REQUEST_DEFAULT_EXPIRY
    const expiryTimestamp = core.nowSeconds() + lifetime
    const { response } = await core.sendRequest<R>(
      params.topic,
      'wc_sessionRequest',
      {
        request: { method: params.request.method, params: params.request.params, expiryTimestamp },
        chainId: params.chainId,
      },
      { ttl: lifetime, expiry: expiryTimestamp },
    )
    return response
  }

  ping(params: { topic: string }): Promise<void> {
    return this.sessionOps.ping(params)
  }

  extend(params: { topic: string }): Promise<{ acknowledged: () => Promise<void> }> {
    return this.sessionOps.extend(params)
  }

  disconnect(params: { topic: string; reason?: { code: number; message: string } }): Promise<void> {
    return this.sessionOps.disconnect(params)
  }

  /** Handles a universal link carrying an envelope (link mode). */
  dispatchEnvelope(url: string): boolean {
    return this.core.dispatchEnvelope(url)
  }

  #session(topic: string): SessionRecord {
    const session = this.core.sessions.get(topic)
    if (!session)
      throw new ProtocolError(internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${topic}`))
    return session
  }
}

/**
 * Creates and starts an app client.
 *
 * @example
 * ```ts
 * const app = await createAppClient({
 *   relayUrl: 'ws://127.0.0.1:8787/relay',
 *   projectId: 'airlock-demo',
 *   storage: createBrowserStorage(),
 *   metadata: { name: 'My dapp', description: '', url: location.origin, icons: [] },
 * })
 * const { uri, approval } = await app.connect({
 *   optionalNamespaces: {
 *     eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
 *   },
 * })
 * // show `uri` as a QR code, then:
 * const session = await approval()
 * const signature = await app.request({
 *   topic: session.topic,
 *   chainId: 'eip155:1',
 *   request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
 * })
 * ```
 */
export async function createAppClient(options: ClientOptions): Promise<AppClient> {
  const client = new AppClient(await resolveCoreOptions(options))
  await client.start()
  return client
}

function accountsOf(namespaces: SessionNamespaces): string[] {
  return Object.values(namespaces).flatMap((namespace) => namespace.accounts)
}

function chainIdOf(event: { event: { data: unknown }; chainId: string }): string {
  const data = event.event.data
  if (typeof data === 'number') return `eip155:${data}`
  if (typeof data === 'string' && /^0x[0-9a-f]+$/i.test(data)) return `eip155:${Number.parseInt(data, 16)}`
  if (typeof data === 'string' && data.includes(':')) return data
  return event.chainId
}
