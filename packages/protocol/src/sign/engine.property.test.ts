/**
 * Property tests of the sign engine under attack. An app and a wallet are connected through the
 * in-memory relay; a third relay client that knows the pairing and session keys (as a compromised peer
 * or a leaked URI would) publishes garbage, random JSON, random and mutated JSON-RPC requests and
 * responses on both topics. Whatever it sends:
 * - nothing rejects unhandled, and the clients' 'error' event only ever gets Error instances that are
 *   not programming errors (TypeError, RangeError, ...);
 * - every request a client refuses gets a JSON-RPC error answer with a numeric code and a non-empty
 *   message; a request a client does not answer is one it accepted (an event or a queued request) or
 *   a duplicate / out-of-sync one;
 * - afterwards the legitimate session still works: the request pending before the attack is
 *   answered, a new request/respond round trip and pings succeed, unless the attack was a
 *   wc_sessionDelete (then the session is gone on the side that accepted it, and only there).
 */
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.ts'
import { generateKeyPair } from '../crypto/keys.ts'
import { parseJson, stringifyJson } from '../json.ts'
import { createMemoryStorage } from '../storage/memory.ts'
import { type MemoryRelay, MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import { PING_RESPONSE_DELAY_MS } from './constants.ts'
import { jsonString, ProtocolError } from './errors.ts'
import type { SignEvents } from './events.ts'
import { parsePayload } from './payload.ts'
import type { Metadata, SessionNamespaces, SessionRecord } from './types.ts'
import {
  validateSessionEventRequest,
  validateSessionRequest,
  validateSessionUpdateRequest,
} from './validation.ts'
import { WalletClient } from './wallet.ts'

/** FUZZ_RUNS=2000 for a longer hunt. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS) || 80

const appMetadata: Metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] }
const walletMetadata: Metadata = {
  name: 'Wallet',
  description: 'A wallet',
  url: 'https://wallet.example',
  icons: [],
}
const ACCOUNT = 'eip155:1:0x1111111111111111111111111111111111111111'
const required = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } }
const granted = (): SessionNamespaces => ({
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [ACCOUNT, ACCOUNT.replace('eip155:1:', 'eip155:10:')],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
})
const PEER_KEY = generateKeyPair().publicKey
const LEGIT_PARAMS = ['0x02', '0x22']

// ---- what the attacker sends ------------------------------------------------------------------

const KNOWN_METHODS = [
  'wc_sessionRequest',
  'wc_sessionUpdate',
  'wc_sessionEvent',
  'wc_sessionSettle',
  'wc_sessionDelete',
  'wc_sessionPropose',
  'wc_sessionAuthenticate',
  'wc_sessionExtend',
  'wc_sessionPing',
  'wc_pairingPing',
  'wc_pairingDelete',
] as const
type KnownMethod = (typeof KNOWN_METHODS)[number]

/** Method names that are properties of every object: a lookup table must not find them. */
const PROTOTYPE_METHODS = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'] as const

/** Valid params of each method, for the state right after connecting. */
function template(
  method: KnownMethod,
  ctx: { nowS: number; pairingTopic: string },
  variant: number,
): unknown {
  switch (method) {
    case 'wc_sessionRequest':
      return {
        request: { method: 'personal_sign', params: ['0x01', '0x11'], expiryTimestamp: ctx.nowS + 900 },
        chainId: 'eip155:1',
      }
    case 'wc_sessionUpdate':
      return { namespaces: granted() }
    case 'wc_sessionEvent':
      return variant % 2 === 0
        ? { event: { name: 'accountsChanged', data: [ACCOUNT] }, chainId: 'eip155:1' }
        : { event: { name: 'chainChanged', data: 10 }, chainId: 'eip155:10' }
    case 'wc_sessionSettle':
      return {
        relay: { protocol: 'irn' },
        namespaces: granted(),
        controller: { publicKey: PEER_KEY, metadata: walletMetadata },
        expiry: ctx.nowS + 7 * 86_400,
      }
    case 'wc_sessionPropose':
      return {
        relays: [{ protocol: 'irn' }],
        requiredNamespaces: required,
        optionalNamespaces: {},
        proposer: { publicKey: PEER_KEY, metadata: appMetadata },
        expiryTimestamp: ctx.nowS + 300,
        pairingTopic: ctx.pairingTopic,
      }
    case 'wc_sessionAuthenticate':
      return {
        requester: { publicKey: PEER_KEY, metadata: appMetadata },
        authPayload: {
          type: 'caip122',
          chains: ['eip155:1'],
          aud: 'https://dapp.example/login',
          domain: 'dapp.example',
          version: '1',
          nonce: 'n0nce',
          iat: new Date(ctx.nowS * 1000).toISOString(),
        },
        expiryTimestamp: ctx.nowS + 3600,
      }
    case 'wc_sessionDelete':
    case 'wc_pairingDelete':
      return { code: 6000, message: 'User disconnected.' }
    default:
      return {}
  }
}

/** Values that trip naive code: no string form, inherited-method names as keys, BigInt, blanks. */
const trickyJson: fc.Arbitrary<unknown> = fc.constantFrom(
  { toString: 1 },
  { toString: 1, valueOf: 1 },
  [{ toString: 1 }],
  [{ toString: 1, valueOf: 1 }, 'eip155:1:0xabc'],
  [null, { valueOf: {} }],
  { hasOwnProperty: 1 },
  { constructor: 1, length: 1 },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { 'eip155:1': JSON.parse('{"__proto__": []}') },
  '',
  ' ',
  '123n',
  10n ** 30n,
  -1,
  0,
  1e308,
  [],
  {},
  null,
)

/** JSON-ish values, with the keys and shapes that trip naive code (`__proto__`, `toString`, ...). */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
  fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_METHODS), fc.string()), fc.anything(), { maxKeys: 4 }),
  trickyJson,
)

type Path = (string | number)[]

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix]
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.push(...pathsOf(inner, [...prefix, Array.isArray(value) ? Number(key) : key]))
    }
  }
  return out
}

interface Mutation {
  at: number
  op: 'delete' | 'replace' | 'null' | 'addKey' | 'wrap' | 'stringify'
  value: unknown
  key: string
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('delete', 'replace', 'null', 'addKey', 'wrap', 'stringify'),
  value: hostileJson,
  key: fc.oneof(fc.constantFrom(...PROTOTYPE_METHODS), fc.string()),
})

const define = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

/** The value as the peer decodes it (json.ts codec); undefined stays undefined. */
const toWire = (value: unknown): unknown => {
  const text = stringifyJson(value) as string | undefined
  return text === undefined ? undefined : parseJson(text)
}

/** Applies mutations to a (JSON) copy of `value`; a mutation of the root replaces it. */
function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root: unknown = toWire(value)
  for (const { at, op, value: raw, key } of mutations) {
    // Work on what the wire carries, so every path found can be walked.
    root = toWire(root)
    const replacement = toWire(raw)
    const paths = pathsOf(root)
    const path = paths[at % paths.length] as Path
    const current = path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root)
    const next =
      op === 'null'
        ? null
        : op === 'replace'
          ? replacement
          : op === 'wrap'
            ? [current]
            : op === 'stringify'
              ? typeof current === 'object'
                ? stringifyJson(current)
                : String(current)
              : current
    if (op === 'addKey') {
      if (current !== null && typeof current === 'object') define(current, key, replacement)
      continue
    }
    if (path.length === 0) {
      root = op === 'delete' ? undefined : next
      continue
    }
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root) as Record<
      string,
      unknown
    >
    const last = path.at(-1) as string | number
    if (op === 'delete') {
      if (Array.isArray(parent)) parent.splice(last as number, 1)
      else delete parent[last]
    } else define(parent, last, next)
  }
  return root
}

type ParamsSpec =
  | { kind: 'valid'; variant: number }
  | { kind: 'mutated'; variant: number; mutations: Mutation[] }
  | { kind: 'random'; value: unknown }

const paramsSpec: fc.Arbitrary<ParamsSpec> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('valid' as const), variant: fc.nat(3) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      variant: fc.nat(3),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    }),
    weight: 6,
  },
  {
    // One field of valid params swapped for a tricky value: the rest stays valid, so it goes deep.
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      variant: fc.nat(3),
      mutations: fc
        .tuple(
          fc.nat(),
          trickyJson,
          fc.constantFrom('replace' as const, 'addKey' as const),
          fc.constantFrom(...PROTOTYPE_METHODS),
        )
        .map(([at, value, op, key]) => [{ at, op, value, key }]),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('random' as const), value: hostileJson }), weight: 2 },
)

/** A fresh id, or (by index) one of the ids already on the wire: the pending request's, the settle's, ... */
type IdSpec = { kind: 'fresh'; value: number } | { kind: 'known'; index: number }
const idSpec: fc.Arbitrary<IdSpec> = fc.oneof(
  fc.record({
    kind: fc.constant('fresh' as const),
    value: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  }),
  fc.record({
    kind: fc.constant('fresh' as const),
    value: fc.nat(999).map((n) => Date.now() * 1000 + 5_000_000 + n),
  }),
  fc.record({ kind: fc.constant('known' as const), index: fc.nat() }),
)

const topicChoice = fc.constantFrom('pairing' as const, 'session' as const)

type Action =
  | { kind: 'garbage'; topic: 'pairing' | 'session'; message: string }
  | { kind: 'json'; topic: 'pairing' | 'session'; payload: unknown; envelope: 0 | 2 | 'wrongKey' }
  | {
      kind: 'request'
      topic: 'pairing' | 'session'
      id: IdSpec
      method: string
      params: ParamsSpec
      envelope: 0 | 2
    }
  | {
      kind: 'response'
      topic: 'pairing' | 'session'
      id: IdSpec
      body: { result: unknown } | { error: unknown }
    }

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      topic: topicChoice,
      message: fc.oneof(fc.string({ unit: 'binary' }), fc.base64String({ minLength: 4 })),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('json' as const),
      topic: topicChoice,
      payload: fc.oneof(
        hostileJson,
        fc.record(
          {
            id: fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.bigInt()),
            jsonrpc: fc.constant('2.0'),
            method: fc.oneof(fc.constantFrom(...KNOWN_METHODS), hostileJson),
            result: hostileJson,
          },
          { requiredKeys: ['jsonrpc'] },
        ),
      ),
      envelope: fc.constantFrom(0 as const, 0 as const, 2 as const, 'wrongKey' as const),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      topic: topicChoice,
      id: idSpec,
      method: fc.oneof(
        { arbitrary: fc.constantFrom(...KNOWN_METHODS), weight: 8 },
        { arbitrary: fc.constantFrom(...PROTOTYPE_METHODS, 'wc_unknown', ''), weight: 1 },
        { arbitrary: fc.string(), weight: 1 },
      ),
      params: paramsSpec,
      envelope: fc.constantFrom(0 as const, 0 as const, 0 as const, 0 as const, 2 as const),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('response' as const),
      topic: topicChoice,
      id: idSpec,
      body: fc.oneof(
        fc.record({ result: hostileJson }),
        fc.record({ error: hostileJson }),
        fc.record({
          error: fc.record(
            { code: fc.oneof(fc.integer(), hostileJson), message: fc.oneof(fc.string(), hostileJson) },
            { requiredKeys: [] },
          ),
        }),
      ),
    }),
    weight: 3,
  },
)

// ---- the world ----------------------------------------------------------------------------------

type Side = 'app' | 'wallet'
const SIDES: Side[] = ['app', 'wallet']

/** Events whose id shows a request was accepted without (or before) an answer. */
const ACCEPT_EVENTS = [
  'session_proposal',
  'session_event',
  'session_update',
  'session_delete',
  'pairing_delete',
  'session_ping',
  'session_extend',
  'pairing_ping',
  'session_authenticate',
] as const satisfies (keyof SignEvents)[]

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => void unhandled.push(reason)

async function settle(clients: { core: { idle(): Promise<void> } }[]): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setImmediate(resolve))
    await Promise.all(clients.map((client) => client.core.idle()))
  }
}

function next<K extends keyof SignEvents>(
  client: { events: AppClient['events'] },
  event: K,
): Promise<SignEvents[K]> {
  return new Promise((resolve) => client.events.once(event, resolve))
}

async function connectedWorld() {
  const hub = new MemoryRelayHub()
  const app = new AppClient({ relay: hub.client(), storage: createMemoryStorage(), metadata: appMetadata })
  const wallet = new WalletClient({
    relay: hub.client(),
    storage: createMemoryStorage(),
    metadata: walletMetadata,
  })
  const clients = { app, wallet }
  const errors: Error[] = []
  const nonErrors: unknown[] = []
  const accepted: Record<Side, Set<number>> = { app: new Set(), wallet: new Set() }
  const disconnected: Record<Side, string[]> = { app: [], wallet: [] }
  for (const side of SIDES) {
    const events = clients[side].events
    events.on('error', (error) => (error instanceof Error ? errors.push(error) : nonErrors.push(error)))
    for (const name of ACCEPT_EVENTS) events.on(name, (payload) => accepted[side].add(payload.id))
    events.on('disconnect', ({ topic }) => disconnected[side].push(topic))
  }
  // A real wallet listens for one-click auth; with a listener the wallet goes further into the request.
  wallet.events.on('session_authenticate', () => {})
  await Promise.all([app.start(), wallet.start()])

  const proposal = next(wallet, 'session_proposal')
  const { uri, approval } = await app.connect({ requiredNamespaces: required })
  await wallet.pair({ uri: uri as string })
  const { id: proposeId } = await proposal
  const { topic: sessionTopic, acknowledged } = await wallet.approve({ id: proposeId, namespaces: granted() })
  await approval()
  await acknowledged()
  const settleId = wallet.core.history.values().find((record) => record.method === 'wc_sessionSettle')
    ?.id as number
  const pairingTopic = app.pairings[0]?.topic as string
  const keys = {
    pairing: app.core.keychain.get(pairingTopic) as string,
    session: app.core.keychain.get(sessionTopic) as string,
  }
  expect(wallet.core.keychain.get(pairingTopic)).toBe(keys.pairing)
  expect(wallet.core.keychain.get(sessionTopic)).toBe(keys.session)

  // A request is pending when the attack starts: the app waits, the wallet shows it.
  const shown = next(wallet, 'session_request')
  const pending = app.request<unknown>({
    topic: sessionTopic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: ['0x01', '0x11'] },
  })
  const outcome = pending.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  const pendingId = (await shown).id
  accepted.app.clear()
  accepted.wallet.clear()
  await settle([app, wallet])

  return {
    hub,
    app,
    wallet,
    clients,
    errors,
    nonErrors,
    accepted,
    disconnected,
    topics: { pairing: pairingTopic, session: sessionTopic },
    keys,
    ids: { proposeId, settleId, pendingId },
    outcome,
  }
}

type World = Awaited<ReturnType<typeof connectedWorld>>

function paramsOf(method: string, spec: ParamsSpec, world: World): unknown {
  if (spec.kind === 'random') return spec.value
  const known = (KNOWN_METHODS as readonly string[]).includes(method)
  const base = known
    ? template(
        method as KnownMethod,
        { nowS: Math.floor(Date.now() / 1000), pairingTopic: world.topics.pairing },
        spec.variant,
      )
    : {}
  return spec.kind === 'valid' ? base : mutate(base, spec.mutations)
}

/** Did `side` accept this request silently (no answer is then expected)? */
function acceptedSilently(
  world: World,
  side: Side,
  id: number,
  method: string,
  params: unknown,
  sessionBefore: SessionRecord | undefined,
): boolean {
  if (world.accepted[side].has(id)) return true
  const record = world.clients[side].core.history.get(id)
  if (side === 'wallet' && record?.direction === 'in' && record.method === method) return true
  // A valid update or event older than the last one seen is dropped without an answer (out of sync).
  if (side === 'app' && sessionBefore) {
    try {
      if (method === 'wc_sessionUpdate') validateSessionUpdateRequest(params, sessionBefore)
      else if (method === 'wc_sessionEvent') validateSessionEventRequest(params, sessionBefore)
      else return false
      return true
    } catch {
      return false
    }
  }
  return false
}

/** The answers `side` published on `topic` with `id` since `mark` (decrypted with the topic key). */
function answersFrom(world: World, side: Side, topic: 'pairing' | 'session', id: number, mark: number) {
  const relay = world.clients[side].core.relay as MemoryRelay
  return world.hub.messages
    .slice(mark)
    .filter((message) => message.from === relay && message.topic === world.topics[topic])
    .map((message) => parsePayload(decodeEnvelope(message.message, { symKey: world.keys[topic] }).payload))
    .filter((payload) => payload !== undefined && payload.kind !== 'request' && payload.id === id)
}

async function attack(world: World, actions: Action[]) {
  const { app, wallet, clients, hub, ids } = world
  const attacker = hub.client()
  await attacker.connect()
  const known = [ids.pendingId, ids.settleId, ids.proposeId]
  // Incoming request ids each side has seen (duplicates are dropped without an answer).
  const seen: Record<Side, Set<number>> = {
    app: new Set([ids.settleId]),
    wallet: new Set([ids.proposeId, ids.pendingId]),
  }
  const answeredPending: Side[] = []
  const deleteAccepted: Record<Side, boolean> = { app: false, wallet: false }

  for (const act of actions) {
    const topic = world.topics[act.topic]
    const symKey = world.keys[act.topic]
    const receivers = SIDES.filter((side) => {
      const core = clients[side].core
      return core.relay.topics.includes(topic) && core.keychain.has(topic)
    })
    const sessionBefore = app.core.sessions.get(world.topics.session)
    const mark = hub.messages.length
    const idOf = (spec: IdSpec) => {
      const id = spec.kind === 'fresh' ? spec.value : (known[spec.index % known.length] as number)
      known.push(id)
      return id
    }

    if (act.kind === 'garbage') {
      await attacker.publish(topic, act.message, { tag: 1108, ttl: 300 })
      await settle([app, wallet])
      continue
    }
    if (act.kind === 'json') {
      const envelope =
        act.envelope === 2
          ? encodeEnvelope(act.payload, { type: 2 })
          : encodeEnvelope(act.payload, {
              type: 0,
              symKey:
                act.envelope === 'wrongKey'
                  ? world.keys[act.topic === 'session' ? 'pairing' : 'session']
                  : symKey,
            })
      await attacker.publish(topic, envelope, { tag: 1108, ttl: 300 })
      await settle([app, wallet])
      continue
    }
    if (act.kind === 'response') {
      const id = idOf(act.id)
      const payload = { id, jsonrpc: '2.0', ...act.body }
      await attacker.publish(topic, encodeEnvelope(payload, { type: 0, symKey }), { tag: 1109, ttl: 300 })
      await settle([app, wallet])
      if (id === ids.pendingId && receivers.includes('app')) answeredPending.push('app')
      // Nobody answers a response.
      for (const side of SIDES) expect(answersFrom(world, side, act.topic, id, mark)).toEqual([])
      continue
    }

    const id = idOf(act.id)
    const request = {
      id,
      jsonrpc: '2.0',
      method: act.method,
      params: paramsOf(act.method, act.params, world),
    }
    // What the clients decode: the codec turns "<digits>n" strings (a method "0n" too) into BigInt.
    const decoded = parsePayload(toWire(request))
    const isRequest = decoded?.kind === 'request'
    const params = isRequest ? decoded.params : undefined
    const envelope =
      act.envelope === 2 ? encodeEnvelope(request, { type: 2 }) : encodeEnvelope(request, { type: 0, symKey })
    const acceptedBefore = { app: new Set(world.accepted.app), wallet: new Set(world.accepted.wallet) }
    await attacker.publish(topic, envelope, { tag: 1108, ttl: 300 })
    await settle([app, wallet])

    for (const side of SIDES) {
      const answers = answersFrom(world, side, act.topic, id, mark)
      // Not a request once decoded, plaintext over the relay, a side not on the topic, or an id seen
      // before: ignored.
      if (!isRequest || act.envelope === 2 || !receivers.includes(side) || seen[side].has(id)) {
        expect(answers, `${side} ignores ${act.method} ${id}`).toEqual([])
        expect(world.accepted[side].has(id) && !acceptedBefore[side].has(id)).toBe(false)
        continue
      }
      seen[side].add(id)
      expect(answers.length, `${side} answers ${act.method} at most once`).toBeLessThanOrEqual(1)
      const answer = answers[0]
      if (answer?.kind === 'error') {
        const error = answer.error as { code?: unknown; message?: unknown }
        expect(typeof error.code, `${side} error code for ${act.method}`).toBe('number')
        expect(typeof error.message).toBe('string')
        expect((error.message as string).length).toBeGreaterThan(0)
      } else if (answer === undefined) {
        expect(
          acceptedSilently(world, side, id, act.method, params, sessionBefore),
          `${side} neither answered nor accepted ${act.method} ${jsonString(params)}`,
        ).toBe(true)
      }
      if (act.method === 'wc_sessionDelete' && act.topic === 'session' && world.accepted[side].has(id)) {
        deleteAccepted[side] = true
      }
    }
  }
  await attacker.close()
  return { answeredPending, deleteAccepted }
}

/** After the attack: the session is gone exactly where a delete was accepted, and works elsewhere. */
async function checkSessionStillWorks(world: World, result: Awaited<ReturnType<typeof attack>>) {
  const { app, wallet, topics, ids } = world
  const topic = topics.session
  for (const side of SIDES) {
    const client = world.clients[side]
    expect(client.core.sessions.has(topic), `${side} session present`).toBe(!result.deleteAccepted[side])
    expect(world.disconnected[side].includes(topic)).toBe(result.deleteAccepted[side])
  }

  // The wallet answers the requests it shows: the legit ones with a result, the attacker's with a refusal.
  const isLegit = (id: number, params: { request?: { params?: unknown } }) =>
    id === ids.pendingId || stringifyJson(params.request?.params) === stringifyJson(LEGIT_PARAMS)
  wallet.events.on('session_request', ({ id, topic: requestTopic, params }) => {
    if (id === ids.pendingId) return
    const response = isLegit(id, params)
      ? { id, jsonrpc: '2.0' as const, result: `legit ${id}` }
      : { id, jsonrpc: '2.0' as const, error: { code: 5000, message: 'User rejected.' } }
    void wallet.respond({ topic: requestTopic, response }).catch((error) => world.errors.push(error))
  })

  if (!result.deleteAccepted.wallet) {
    // The pending request is still waiting for the wallet's answer, whatever came in meanwhile.
    expect(wallet.pendingRequests.map((request) => request.id)).toContain(ids.pendingId)
    await wallet.respond({
      topic,
      response: { id: ids.pendingId, jsonrpc: '2.0', result: `legit ${ids.pendingId}` },
    })
  }
  await vi.advanceTimersByTimeAsync(0)
  await settle([app, wallet])
  const outcome = await Promise.race([world.outcome, Promise.resolve(undefined)])
  if (result.answeredPending.length === 0) {
    if (result.deleteAccepted.app) {
      expect(outcome?.ok).toBe(false)
      expect((outcome as { error: unknown }).error).toBeInstanceOf(ProtocolError)
    } else if (!result.deleteAccepted.wallet) {
      expect(outcome).toEqual({ ok: true, value: `legit ${ids.pendingId}` })
    }
  }

  if (result.deleteAccepted.app || result.deleteAccepted.wallet) {
    if (result.deleteAccepted.app) {
      await expect(app.ping({ topic })).rejects.toBeInstanceOf(ProtocolError)
    }
    return
  }

  // Both sides still hold the session: pings both ways and a fresh request round trip.
  for (const pinger of [app, wallet]) {
    const pinged = pinger.ping({ topic })
    // A ping settles 500 ms after its answer arrives: run the fake clock past that.
    await settle([app, wallet])
    await vi.advanceTimersByTimeAsync(PING_RESPONSE_DELAY_MS)
    await expect(pinged).resolves.toBeUndefined()
  }
  const appSession = app.core.sessions.get(topic) as SessionRecord
  const stillAllowed = (() => {
    try {
      validateSessionRequest({ chainId: 'eip155:1', request: { method: 'personal_sign' } }, appSession)
      return true
    } catch {
      return false
    }
  })()
  // A valid wc_sessionUpdate from the "peer" may have narrowed what the app may ask for.
  if (!stillAllowed) return
  const answer = app.request<string>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: LEGIT_PARAMS },
  })
  const settled = answer.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  // Requests the attacker queued are shown first, one a second; the listener refuses them.
  let final: { value?: string; error?: unknown } | undefined
  for (let i = 0; i < 40 && final === undefined; i++) {
    await vi.advanceTimersByTimeAsync(1_100)
    await settle([app, wallet])
    final = await Promise.race([settled, Promise.resolve(undefined)])
  }
  expect(final?.error).toBeUndefined()
  expect(final?.value).toMatch(/^legit /)
}

describe('the engine under attack by a client holding the topic keys', () => {
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled)
  })
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it(
    'stays up, answers every refused request with a clear error, and keeps the session working',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
          vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
          const world = await connectedWorld()
          try {
            const result = await attack(world, actions)
            await checkSessionStillWorks(world, result)
            await settle([world.app, world.wallet])
            expect(world.nonErrors).toEqual([])
            for (const error of world.errors) {
              expect(error).toBeInstanceOf(Error)
              for (const programmingError of [TypeError, RangeError, ReferenceError, SyntaxError]) {
                expect(error, `${error.name}: ${error.message}`).not.toBeInstanceOf(programmingError)
              }
            }
            await new Promise((resolve) => setImmediate(resolve))
            expect(unhandled).toEqual([])
          } finally {
            await Promise.all([world.app.stop(), world.wallet.stop()])
            vi.useRealTimers()
          }
        }),
        { numRuns: NUM_RUNS },
      )
    },
    Math.max(30_000, NUM_RUNS * 150),
  )
})
