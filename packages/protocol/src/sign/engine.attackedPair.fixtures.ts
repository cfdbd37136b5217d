/**
 * The pair engine.property.test.ts attacks: an app and a wallet connected through the in-memory relay, with a
 * request pending, and what each side accepted, refused and disconnected recorded. attack() sends the
 * attacker's messages as a third relay client holding both topic keys, and checks each answer as it goes.
 */
import { expect } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.ts'
import { createMemoryStorage } from '../storage/memory.ts'
import { type MemoryRelay, MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import {
  type Action,
  type IdSpec,
  KNOWN_METHODS,
  type KnownMethod,
  mutate,
  type ParamsSpec,
  template,
  toWire,
} from './engine.attackerMessages.fixtures.ts'
import { appMetadata, granted, next, required, walletMetadata } from './engine.fixtures.ts'
import { jsonString } from './errors.ts'
import type { SignEvents } from './events.ts'
import { parsePayload } from './payload.ts'
import type { SessionRecord } from './types.ts'
import { validateSessionEventRequest } from './validation/events.ts'
import { validateSessionUpdateRequest } from './validation/update.ts'
import { WalletClient } from './wallet.ts'

type Side = 'app' | 'wallet'
export const SIDES: Side[] = ['app', 'wallet']

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

export async function settle(clients: { core: { idle(): Promise<void> } }[]): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setImmediate(resolve))
    await Promise.all(clients.map((client) => client.core.idle()))
  }
}

export async function connectedWorld() {
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

export type World = Awaited<ReturnType<typeof connectedWorld>>

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

export async function attack(world: World, actions: Action[]) {
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
