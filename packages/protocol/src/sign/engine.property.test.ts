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
 * What the attacker sends is in engine.attackerMessages.fixtures.ts; the connected pair and the attack loop,
 * with its checks of each answer, in engine.attackedPair.fixtures.ts.
 */
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { stringifyJson } from '../json.ts'
import { PING_RESPONSE_DELAY_MS } from './constants.ts'
import { attack, connectedWorld, SIDES, settle, type World } from './engine.attackedPair.fixtures.ts'
import { action } from './engine.attackerMessages.fixtures.ts'
import { ProtocolError } from './errors.ts'
import type { SessionRecord } from './types.ts'
import { validateSessionRequest } from './validation/requests.ts'

/** FUZZ_RUNS=2000 for a longer hunt. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS) || 80
const LEGIT_PARAMS = ['0x02', '0x22']

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => void unhandled.push(reason)

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
