/**
 * One validator per engine call (and per incoming sign request), with the official client's checks, order,
 * codes and messages (apps/docs/pages/protocol.md#namespaces). Inputs are `unknown`: they come from callers
 * or peers. Every validator throws nothing but ProtocolError, whatever it is given; stored records are
 * reached through lookups (a Map or a function) so the validators stay pure.
 *
 * Expiry: records keep unix-second expiries. A context either gives `nowMs` (default Date.now()) to
 * compare them with, or an `isExpired(key)` callback (the engine's expirer), which takes precedence.
 */
import {
  chainsOfNamespaces,
  isNonEmptyString,
  isObjectLike,
  isValidChainId,
  namespaceOfChain,
  prop,
} from './caip.ts'
import {
  type ErrorObject,
  internalError,
  jsonString,
  ProtocolError,
  sdkError,
  templateString,
} from './errors.ts'
import {
  conformanceError,
  eventsForChain,
  methodsForChain,
  proposalNamespacesError,
  sessionNamespacesError,
} from './namespaces.ts'
import type { RecentlyDeleted } from './recentlyDeleted.ts'
import type {
  JsonRpcErrorObject,
  PairingRecord,
  ProposalNamespaces,
  ProposalParams,
  ProposalRecord,
  SessionEventParams,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
  SettleParams,
} from './types.ts'

/** Custom request expiry bounds in seconds (upstream SESSION_REQUEST_EXPIRY_BOUNDARIES: 5 min .. 7 days). */
export const SESSION_REQUEST_EXPIRY_BOUNDARIES = { min: 300, max: 604_800 } as const
/** Lifetime given to an incoming proposal that carries no expiryTimestamp (upstream: 5 min). */
export const DEFAULT_PROPOSAL_TTL_SECONDS = 300

export type Lookup<K, V> = ReadonlyMap<K, V> | ((key: K) => V | undefined)

export interface ExpiryOptions<K> {
  /** Current time in ms, compared with the records' unix-second expiry. Default Date.now(). */
  nowMs?: number
  /** Alternative to nowMs: asks the engine's expirer (key = topic or id). Takes precedence. */
  isExpired?: (key: K) => boolean
}

export interface ConnectContext extends ExpiryOptions<string> {
  pairing: Lookup<string, PairingRecord>
}

export interface ProposalContext extends ExpiryOptions<number> {
  proposal: Lookup<number, ProposalRecord>
  recentlyDeleted?: RecentlyDeleted
}

export interface SessionContext extends ExpiryOptions<string> {
  session: Lookup<string, SessionRecord>
  recentlyDeleted?: RecentlyDeleted
  /** When given, a session whose topic has no key fails with "session topic does not exist in keychain". */
  hasSymKey?: (topic: string) => boolean
}

export interface UpdateContext extends SessionContext {
  /** Who sends the update: 'self' (our update() call, default) or 'peer' (incoming wc_sessionUpdate). */
  from?: 'self' | 'peer'
}

export interface RespondContext extends SessionContext {
  /** Pending incoming requests by JSON-RPC id. */
  pending: Lookup<number, { topic: string }>
}

export interface SessionOrPairingContext extends SessionContext {
  pairing: Lookup<string, PairingRecord>
}

export interface NowContext {
  nowMs?: number
}

export type TopicTarget =
  | { kind: 'session'; topic: string; session: SessionRecord }
  | { kind: 'pairing'; topic: string; pairing: PairingRecord }

// ---- helpers ------------------------------------------------------------------------------------

function lookup<K, V>(source: Lookup<K, V>, key: K): V | undefined {
  return typeof source === 'function' ? source(key) : source.get(key)
}

function isExpiredRecord<K>(ctx: ExpiryOptions<K>, key: K, expiry: unknown): boolean {
  if (ctx.isExpired) return ctx.isExpired(key)
  const now = ctx.nowMs ?? Date.now()
  return typeof expiry === 'number' && now >= expiry * 1000
}

function fail(key: Parameters<typeof internalError>[0], context: string): never {
  throw ProtocolError.internal(key, context)
}

/** An official error thrown as a plain Error upstream: no table prefix; we give it code 5. */
function plainError(message: string): ProtocolError {
  return new ProtocolError({ code: 5, message })
}

/** Runs a validator; anything thrown that is not a ProtocolError becomes MISSING_OR_INVALID. */
function guarded<R>(method: string, params: unknown, run: () => R): R {
  try {
    return run()
  } catch (error) {
    if (error instanceof ProtocolError) throw error
    throw ProtocolError.internal('MISSING_OR_INVALID', `${method} params: ${templateString(params)}`, {
      cause: error,
    })
  }
}

/** Params must be a non-array object; upstream only rejects undefined, then fails on the rest. */
function isParamsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function keysOf(value: unknown): string[] {
  return isObjectLike(value) ? Object.keys(value) : []
}

function throwIf(error: ProtocolError | null): void {
  if (error) throw error
}

// ---- shared checks ------------------------------------------------------------------------------

function checkPairingTopic(
  topic: unknown,
  ctx: ExpiryOptions<string> & { pairing: Lookup<string, PairingRecord> },
) {
  if (!isNonEmptyString(topic))
    fail('MISSING_OR_INVALID', `pairing topic should be a string: ${templateString(topic)}`)
  const pairing = lookup(ctx.pairing, topic)
  if (!pairing) fail('NO_MATCHING_KEY', `pairing topic doesn't exist: ${topic}`)
  if (isExpiredRecord(ctx, topic, prop(pairing, 'expiry'))) fail('EXPIRED', `pairing topic: ${topic}`)
  return pairing
}

function checkSessionTopic(topic: unknown, ctx: SessionContext): SessionRecord {
  ctx.recentlyDeleted?.assertNotRecentlyDeleted(topic, 'session')
  if (!isNonEmptyString(topic))
    fail('MISSING_OR_INVALID', `session topic should be a string: ${templateString(topic)}`)
  const session = lookup(ctx.session, topic)
  if (!session) fail('NO_MATCHING_KEY', `session topic doesn't exist: ${topic}`)
  if (isExpiredRecord(ctx, topic, prop(session, 'expiry'))) fail('EXPIRED', `session topic: ${topic}`)
  if (ctx.hasSymKey && !ctx.hasSymKey(topic)) {
    fail('MISSING_OR_INVALID', `session topic does not exist in keychain: ${topic}`)
  }
  return session
}

function checkSessionOrPairingTopic(topic: unknown, ctx: SessionOrPairingContext): TopicTarget {
  ctx.recentlyDeleted?.assertNotRecentlyDeleted(topic)
  if (isNonEmptyString(topic)) {
    if (lookup(ctx.session, topic)) return { kind: 'session', topic, session: checkSessionTopic(topic, ctx) }
    if (lookup(ctx.pairing, topic)) return { kind: 'pairing', topic, pairing: checkPairingTopic(topic, ctx) }
    fail('NO_MATCHING_KEY', `session or pairing topic doesn't exist: ${topic}`)
  }
  return fail('MISSING_OR_INVALID', `session or pairing topic should be a string: ${templateString(topic)}`)
}

function checkProposalId(id: unknown, ctx: ProposalContext): ProposalRecord {
  ctx.recentlyDeleted?.assertNotRecentlyDeleted(id, 'proposal')
  if (typeof id !== 'number')
    fail('MISSING_OR_INVALID', `proposal id should be a number: ${templateString(id)}`)
  const proposal = lookup(ctx.proposal, id)
  if (!proposal) fail('NO_MATCHING_KEY', `proposal id doesn't exist: ${id}`)
  if (isExpiredRecord(ctx, id, prop(proposal, 'expiryTimestamp'))) fail('EXPIRED', `proposal id: ${id}`)
  return proposal
}

/** Upstream `validateSessionProps`: no null/undefined values. Falsy input is skipped by the callers. */
function checkProperties(properties: unknown, type: string, method: string): Record<string, unknown> {
  if (!isObjectLike(properties) || Array.isArray(properties)) {
    fail('MISSING_OR_INVALID', `${method} ${type} should be an object: ${jsonString(properties)}`)
  }
  const keys = Object.keys(properties)
  Object.values(properties).forEach((property, index) => {
    if (property === null || property === undefined) {
      fail(
        'MISSING_OR_INVALID',
        `${type} must contain an existing value for each key. Received: ${templateString(property)} for key ${keys[index]}`,
      )
    }
  })
  return properties
}

/** Upstream connect() gate: validate unless falsy or an empty plain object. */
function shouldValidateNamespaces(value: unknown): boolean {
  if (!value) return false
  try {
    return !(Object.getPrototypeOf(value) === Object.prototype && Object.keys(value as object).length === 0)
  } catch {
    return true
  }
}

function isValidRelayEntry(relay: unknown): boolean {
  return isObjectLike(relay) && isNonEmptyString(prop(relay, 'protocol'))
}

/** Relays: absent, or a non-empty array of `{protocol: string}`. */
export function isValidRelays(relays: unknown): boolean {
  if (relays === undefined || relays === null) return true
  return Array.isArray(relays) && relays.length > 0 && relays.every(isValidRelayEntry)
}

/** Shared by connect() and incoming proposals: everything but the pairing topic. */
function checkProposalShape(params: Record<string, unknown>): void {
  const { requiredNamespaces, optionalNamespaces, sessionProperties, scopedProperties, relays } = params
  if (!isValidRelays(relays)) fail('MISSING_OR_INVALID', `connect() relays: ${templateString(relays)}`)
  if (shouldValidateNamespaces(requiredNamespaces)) {
    throwIf(proposalNamespacesError(requiredNamespaces, 'connect()', 'requiredNamespaces'))
  }
  if (shouldValidateNamespaces(optionalNamespaces)) {
    throwIf(proposalNamespacesError(optionalNamespaces, 'connect()', 'optionalNamespaces'))
  }
  if (sessionProperties) checkProperties(sessionProperties, 'sessionProperties', 'connect()')
  if (scopedProperties) {
    const scoped = checkProperties(scopedProperties, 'scopedProperties', 'connect()')
    const requested = [...keysOf(requiredNamespaces || {}), ...keysOf(optionalNamespaces || {})]
    const valid = Object.keys(scoped).every((key) => requested.includes(namespaceOfChain(key)))
    if (!valid) {
      throw plainError(
        `Scoped properties must be a subset of required/optional namespaces, received: ${jsonString(scopedProperties)}, required/optional namespaces: ${jsonString(requested)}`,
      )
    }
  }
}

// ---- predicates (upstream names) ----------------------------------------------------------------

/** A reject/disconnect reason: non-zero numeric code and non-blank message. */
export function isValidErrorReason(input: unknown): input is JsonRpcErrorObject {
  if (!isObjectLike(input) || typeof input !== 'object') return false
  const code = prop(input, 'code')
  if (!code || typeof code !== 'number' || Number.isNaN(code)) return false
  return isNonEmptyString(prop(input, 'message'))
}

/** A JSON-RPC response to send: numeric id, jsonrpc string, and a result or an error. */
export function isValidResponse(response: unknown): boolean {
  if (!isObjectLike(response)) return false
  if (prop(response, 'result') === undefined && prop(response, 'error') === undefined) return false
  const id = prop(response, 'id')
  if (typeof id !== 'number' || Number.isNaN(id)) return false
  return isNonEmptyString(prop(response, 'jsonrpc'))
}

/** A custom request expiry in seconds within the bounds (300..604800 by default). */
export function isValidRequestExpiry(
  expiry: unknown,
  boundaries: { min: number; max: number } = SESSION_REQUEST_EXPIRY_BOUNDARIES,
): expiry is number {
  return (
    typeof expiry === 'number' &&
    !Number.isNaN(expiry) &&
    expiry <= boundaries.max &&
    expiry >= boundaries.min
  )
}

/** The chain is valid and some session account is on it. */
export function isValidNamespacesChainId(namespaces: SessionNamespaces, chainId: unknown): chainId is string {
  return isValidChainId(chainId) && chainsOfNamespaces(namespaces).includes(chainId)
}

/** The method is granted for the chain. */
export function isValidNamespacesRequest(
  namespaces: SessionNamespaces,
  chainId: string,
  method: unknown,
): boolean {
  return isNonEmptyString(method) && methodsForChain(namespaces, chainId).includes(method)
}

/** The event is granted for the chain. */
export function isValidNamespacesEvent(
  namespaces: SessionNamespaces,
  chainId: string,
  name: unknown,
): boolean {
  return isNonEmptyString(name) && eventsForChain(namespaces, chainId).includes(name)
}

// ---- app side: connect / request ----------------------------------------------------------------

/**
 * connect(): params an object; pairingTopic (if given) a string of an existing unexpired pairing;
 * relays; required/optional namespaces (each validated unless empty); session/scoped property values
 * not null; scoped property keys among the requested namespace keys. Returns the pairing, if any.
 */
export function validateConnect(params: unknown, ctx: ConnectContext): PairingRecord | undefined {
  return guarded('connect()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `connect() params: ${jsonString(params)}`)
    const pairing =
      params.pairingTopic === undefined ? undefined : checkPairingTopic(params.pairingTopic, ctx)
    checkProposalShape(params)
    return pairing
  })
}

function checkRequestBody(namespaces: SessionNamespaces, chainId: unknown, request: unknown): void {
  if (!isValidNamespacesChainId(namespaces, chainId)) {
    fail('MISSING_OR_INVALID', `request() chainId: ${templateString(chainId)}`)
  }
  if (!isObjectLike(request) || !isNonEmptyString(prop(request, 'method'))) {
    fail('MISSING_OR_INVALID', `request() ${jsonString(request)}`)
  }
  const method = prop(request, 'method')
  if (!isValidNamespacesRequest(namespaces, chainId, method)) {
    fail('MISSING_OR_INVALID', `request() method: ${templateString(method)}`)
  }
}

/**
 * request(): valid session topic; chainId among the session accounts' chains; request.method a string
 * granted for that chain; `expiry` (seconds, optional) within 300..604800. Returns the session.
 */
export function validateRequest(params: unknown, ctx: SessionContext): SessionRecord {
  return guarded('request()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `request() params: ${templateString(params)}`)
    const session = checkSessionTopic(params.topic, ctx)
    checkRequestBody(session.namespaces, params.chainId, params.request)
    const expiry = params.expiry
    if (expiry && !isValidRequestExpiry(expiry)) {
      const { min, max } = SESSION_REQUEST_EXPIRY_BOUNDARIES
      fail(
        'MISSING_OR_INVALID',
        `request() expiry: ${templateString(expiry)}. Expiry must be a number (in seconds) between ${min} and ${max}`,
      )
    }
    return session
  })
}

/** Incoming wc_sessionRequest params `{request, chainId}` on a known session (same checks and messages). */
export function validateSessionRequest(params: unknown, session: SessionRecord): SessionRequestParams {
  return guarded('request()', params, () => {
    checkRequestBody(session.namespaces, prop(params, 'chainId'), prop(params, 'request'))
    return params as SessionRequestParams
  })
}

// ---- wallet side: proposals ---------------------------------------------------------------------

const PUBLIC_KEY = /^[0-9a-fA-F]{64}$/

/**
 * An incoming wc_sessionPropose's params: the connect() checks (same messages), a proposer with a
 * 64-hex public key and metadata object, an unexpired expiryTimestamp (now + 300 s when absent).
 * Returns the params with requiredNamespaces ({} when absent), relays ([irn] when absent) and
 * expiryTimestamp filled in.
 */
export function validateProposalParams(params: unknown, ctx: NowContext = {}): ProposalParams {
  return guarded('onSessionProposeRequest()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `connect() params: ${jsonString(params)}`)
    const { pairingTopic, proposer, expiryTimestamp } = params
    if (pairingTopic !== undefined && !isNonEmptyString(pairingTopic)) {
      fail('MISSING_OR_INVALID', `pairing topic should be a string: ${templateString(pairingTopic)}`)
    }
    checkProposalShape(params)
    const publicKey = prop(proposer, 'publicKey')
    if (!isNonEmptyString(publicKey) || !PUBLIC_KEY.test(publicKey)) {
      fail('MISSING_OR_INVALID', 'onSessionProposeRequest() proposer public key should be a string')
    }
    const metadata = prop(proposer, 'metadata')
    if (!isObjectLike(metadata) || Array.isArray(metadata)) {
      fail('MISSING_OR_INVALID', 'onSessionProposeRequest() proposer metadata should be an object')
    }
    const nowMs = ctx.nowMs ?? Date.now()
    let expiry = expiryTimestamp
    if (expiry === undefined || expiry === null)
      expiry = Math.floor(nowMs / 1000) + DEFAULT_PROPOSAL_TTL_SECONDS
    if (typeof expiry !== 'number' || !Number.isFinite(expiry)) {
      fail('MISSING_OR_INVALID', `onSessionProposeRequest() expiryTimestamp: ${templateString(expiry)}`)
    }
    if (nowMs >= expiry * 1000) fail('EXPIRED', `onSessionProposeRequest() expiryTimestamp: ${expiry}`)
    const requiredNamespaces = (
      isObjectLike(params.requiredNamespaces) ? params.requiredNamespaces : {}
    ) as ProposalNamespaces
    const relays =
      isValidRelays(params.relays) && Array.isArray(params.relays) ? params.relays : [{ protocol: 'irn' }]
    return { ...(params as unknown as ProposalParams), relays, requiredNamespaces, expiryTimestamp: expiry }
  })
}

/**
 * approve(): proposal id not recently deleted, a number, stored, unexpired; namespaces valid session
 * namespaces (5103 for accounts) that conform to the proposal's requiredNamespaces (INTERNAL 9);
 * relayProtocol a string if given; property values not null; scoped property keys among the granted
 * namespace keys. Returns the proposal.
 */
export function validateApprove(params: unknown, ctx: ProposalContext): ProposalRecord {
  return guarded('approve()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `approve() params: ${templateString(params)}`)
    const { id, namespaces, relayProtocol, sessionProperties, scopedProperties } = params
    const proposal = checkProposalId(id, ctx)
    throwIf(sessionNamespacesError(namespaces, 'approve()'))
    throwIf(conformanceError(proposal.requiredNamespaces, namespaces, 'approve()'))
    if (relayProtocol !== undefined && !isNonEmptyString(relayProtocol)) {
      fail('MISSING_OR_INVALID', `approve() relayProtocol: ${templateString(relayProtocol)}`)
    }
    if (sessionProperties) checkProperties(sessionProperties, 'sessionProperties', 'approve()')
    if (scopedProperties) {
      const scoped = checkProperties(scopedProperties, 'scopedProperties', 'approve()')
      const approved = new Set(keysOf(namespaces))
      const valid = Object.keys(scoped).every((key) => approved.has(namespaceOfChain(key)))
      if (!valid) {
        throw plainError(
          `Scoped properties must be a subset of approved namespaces, received: ${jsonString(scopedProperties)}, approved namespaces: ${[...approved].join(', ')}`,
        )
      }
    }
    return proposal
  })
}

/** A reject reason `{code: non-zero number, message: non-blank string}`; else MISSING_OR_INVALID "<method> reason: <json>". */
export function validateErrorReason(reason: unknown, method = 'reject()'): JsonRpcErrorObject {
  if (!isValidErrorReason(reason)) fail('MISSING_OR_INVALID', `${method} reason: ${jsonString(reason)}`)
  return reason
}

/** reject(): proposal id as for approve; reason a valid error reason. Returns the proposal. */
export function validateReject(params: unknown, ctx: ProposalContext): ProposalRecord {
  return guarded('reject()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `reject() params: ${templateString(params)}`)
    const proposal = checkProposalId(params.id, ctx)
    validateErrorReason(params.reason, 'reject()')
    return proposal
  })
}

// ---- app side: settle ---------------------------------------------------------------------------

function settleFailure(inner: ErrorObject): ProtocolError {
  return new ProtocolError(sdkError('INVALID_SESSION_SETTLE_REQUEST', inner.message), {
    cause: new ProtocolError(inner),
  })
}

/**
 * An incoming wc_sessionSettle's params. Fails with SDK 1005 INVALID_SESSION_SETTLE_REQUEST whose
 * message is "Invalid session settle request. " followed by the official check's message (kept as
 * `cause`): relay protocol a string, controller public key a string, valid session namespaces, a
 * numeric unexpired expiry.
 */
export function validateSessionSettleRequest(params: unknown, ctx: NowContext = {}): SettleParams {
  const inner = guardedInner(params, () => {
    if (!isParamsObject(params))
      return internalError('MISSING_OR_INVALID', `onSessionSettleRequest() params: ${templateString(params)}`)
    const { relay, controller, namespaces, expiry } = params
    if (!isValidRelayEntry(relay)) {
      return internalError('MISSING_OR_INVALID', 'onSessionSettleRequest() relay protocol should be a string')
    }
    if (!isNonEmptyString(prop(controller, 'publicKey'))) {
      return internalError(
        'MISSING_OR_INVALID',
        'onSessionSettleRequest() controller public key should be a string',
      )
    }
    const namespacesError = sessionNamespacesError(namespaces, 'onSessionSettleRequest()')
    if (namespacesError) return namespacesError.toJsonRpcError()
    if (typeof expiry !== 'number' || Number.isNaN(expiry)) {
      return internalError('MISSING_OR_INVALID', `onSessionSettleRequest() expiry: ${templateString(expiry)}`)
    }
    if ((ctx.nowMs ?? Date.now()) >= expiry * 1000)
      return internalError('EXPIRED', 'onSessionSettleRequest()')
    return null
  })
  if (inner) throw settleFailure(inner)
  return params as SettleParams
}

function guardedInner(params: unknown, run: () => ErrorObject | null): ErrorObject | null {
  try {
    return run()
  } catch {
    return internalError('MISSING_OR_INVALID', `onSessionSettleRequest() params: ${templateString(params)}`)
  }
}

// ---- both sides: session operations -------------------------------------------------------------

function checkUpdate(namespaces: unknown, session: SessionRecord, from: 'self' | 'peer'): void {
  throwIf(sessionNamespacesError(namespaces, 'update()'))
  throwIf(conformanceError(session.requiredNamespaces, namespaces, 'update()'))
  const sender =
    from === 'self' ? prop(prop(session, 'self'), 'publicKey') : prop(prop(session, 'peer'), 'publicKey')
  if (sender !== session.controller) throw ProtocolError.sdk('UNAUTHORIZED_UPDATE_REQUEST')
}

/**
 * update(): valid session topic; namespaces valid and conforming to the session's requiredNamespaces;
 * the sender (`ctx.from`, default 'self') must be the controller, else 3003. Returns the session.
 */
export function validateUpdate(params: unknown, ctx: UpdateContext): SessionRecord {
  return guarded('update()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `update() params: ${templateString(params)}`)
    const session = checkSessionTopic(params.topic, ctx)
    checkUpdate(params.namespaces, session, ctx.from ?? 'self')
    return session
  })
}

/** Incoming wc_sessionUpdate params `{namespaces}` on a known session: the peer must be the controller. */
export function validateSessionUpdateRequest(
  params: unknown,
  session: SessionRecord,
): { namespaces: SessionNamespaces } {
  return guarded('update()', params, () => {
    const namespaces = prop(params, 'namespaces')
    checkUpdate(namespaces, session, 'peer')
    return { namespaces: namespaces as SessionNamespaces }
  })
}

/** extend(): valid session topic. Returns the session. */
export function validateExtend(params: unknown, ctx: SessionContext): SessionRecord {
  return guarded('extend()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `extend() params: ${templateString(params)}`)
    return checkSessionTopic(params.topic, ctx)
  })
}

/**
 * respond(): valid session topic; response with numeric id, jsonrpc, and result or error; a pending
 * request with that id (NO_MATCHING_KEY "request: <id>", or "Record was recently deleted - request: <id>")
 * on the same topic, else INTERNAL 8 MISMATCHED_TOPIC. Returns the session.
 */
export function validateRespond(params: unknown, ctx: RespondContext): SessionRecord {
  return guarded('respond()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `respond() params: ${templateString(params)}`)
    const { topic, response } = params
    const session = checkSessionTopic(topic, ctx)
    if (!isValidResponse(response)) fail('MISSING_OR_INVALID', `respond() response: ${jsonString(response)}`)
    const id = prop(response, 'id') as number
    const request = lookup(ctx.pending, id)
    if (!request) {
      ctx.recentlyDeleted?.assertNotRecentlyDeleted(id, 'request')
      fail('NO_MATCHING_KEY', `request: ${id}`)
    }
    if (request.topic !== topic) {
      fail(
        'MISMATCHED_TOPIC',
        `Request response topic mismatch. reqId: ${id}, expected topic: ${templateString(request.topic)}, received topic: ${topic as string}`,
      )
    }
    return session
  })
}

/** ping(): a valid session or pairing topic (not recently deleted). */
export function validatePing(params: unknown, ctx: SessionOrPairingContext): TopicTarget {
  return guarded('ping()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `ping() params: ${templateString(params)}`)
    return checkSessionOrPairingTopic(params.topic, ctx)
  })
}

/** disconnect(): a valid session or pairing topic (not recently deleted). */
export function validateDisconnect(params: unknown, ctx: SessionOrPairingContext): TopicTarget {
  return guarded('disconnect()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `disconnect() params: ${templateString(params)}`)
    return checkSessionOrPairingTopic(params.topic, ctx)
  })
}

function checkEventBody(namespaces: SessionNamespaces, chainId: unknown, event: unknown): void {
  if (!isValidNamespacesChainId(namespaces, chainId)) {
    fail('MISSING_OR_INVALID', `emit() chainId: ${templateString(chainId)}`)
  }
  if (!isObjectLike(event) || !isNonEmptyString(prop(event, 'name'))) {
    fail('MISSING_OR_INVALID', `emit() event: ${jsonString(event)}`)
  }
  if (!isValidNamespacesEvent(namespaces, chainId, prop(event, 'name'))) {
    fail('MISSING_OR_INVALID', `emit() event: ${jsonString(event)}`)
  }
}

/** emit(): valid session topic; chainId among the session's chains; event.name granted for it. */
export function validateEmit(params: unknown, ctx: SessionContext): SessionRecord {
  return guarded('emit()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `emit() params: ${templateString(params)}`)
    const session = checkSessionTopic(params.topic, ctx)
    checkEventBody(session.namespaces, params.chainId, params.event)
    return session
  })
}

/** Incoming wc_sessionEvent params `{event, chainId}` on a known session (same checks and messages). */
export function validateSessionEventRequest(params: unknown, session: SessionRecord): SessionEventParams {
  return guarded('emit()', params, () => {
    checkEventBody(session.namespaces, prop(params, 'chainId'), prop(params, 'event'))
    return params as SessionEventParams
  })
}

// ---- one-click auth -----------------------------------------------------------------------------

/**
 * authenticate(): chains a non-empty array (of strings); uri, domain, nonce non-blank strings; all chains
 * in one namespace, and that namespace eip155. Messages are the official ones (no table prefix, code 5).
 */
export function validateAuthenticate(params: unknown): void {
  guarded('authenticate()', params, () => {
    const chains = prop(params, 'chains')
    if (
      !Array.isArray(chains) ||
      chains.length === 0 ||
      !chains.every((chain) => typeof chain === 'string')
    ) {
      throw plainError('chains is required and must be a non-empty array')
    }
    if (!isNonEmptyString(prop(params, 'uri'))) throw plainError('uri is required parameter')
    if (!isNonEmptyString(prop(params, 'domain'))) throw plainError('domain is required parameter')
    if (!isNonEmptyString(prop(params, 'nonce'))) throw plainError('nonce is required parameter')
    const namespaces = new Set((chains as string[]).map(namespaceOfChain))
    if (namespaces.size > 1) {
      throw plainError('Multi-namespace requests are not supported. Please request single namespace only.')
    }
    if (namespaceOfChain(chains[0] as string) !== 'eip155') {
      throw plainError(
        'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
      )
    }
  })
}
