import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import {
  connectRelay,
  createRelayTestProject,
  nineteenDigitId,
  type RelayFrame,
  type RelayTestClient,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'

/*
 * Random and mutated JSON-RPC frames against the real relay: every frame that carries an id gets an answer
 * (a result or an error with a numeric code and a message), the socket stays open, the process does not
 * crash, and a normal publish/subscribe still works afterwards.
 */

const METHODS = [
  'irn_publish',
  'irn_batchPublish',
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_fetchMessages',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
  'irn_subscription',
  'irn_unknown',
]

const validParams = (topic: string) => ({
  irn_publish: { topic, message: 'AAEC', ttl: 300, tag: 1108 },
  irn_batchPublish: { messages: [{ topic, message: 'AAEC', ttl: 300, tag: 1108 }] },
  irn_subscribe: { topic },
  irn_batchSubscribe: { topics: [topic] },
  irn_unsubscribe: { topic, id: 'x' },
  irn_batchUnsubscribe: { subscriptions: [{ topic, id: 'x' }] },
  irn_fetchMessages: { topic },
  irn_batchFetchMessages: { topics: [topic] },
  wc_proposeSession: { pairingTopic: topic, sessionProposal: 'AAEC', ttl: 300 },
  wc_approveSession: {
    pairingTopic: topic,
    sessionTopic: randomTopic(),
    sessionProposalResponse: 'AAEC',
    sessionSettlementRequest: 'AAEC',
    ttl: 300,
  },
})

/** A valid params object with one field replaced by anything, or dropped. */
const mutatedParams = fc
  .record({
    method: fc.constantFrom(...METHODS),
    field: fc.string({ maxLength: 20 }),
    drop: fc.boolean(),
    value: fc.anything({ maxDepth: 2 }),
    pick: fc.nat(),
  })
  .map(({ method, field, drop, value, pick }) => {
    const base = (validParams(randomTopic()) as Record<string, Record<string, unknown>>)[method] ?? {}
    const keys = Object.keys(base)
    const key = keys.length > 0 && field.length % 2 === 0 ? (keys[pick % keys.length] as string) : field
    const params = { ...base }
    if (drop) delete params[key]
    else params[key] = value
    return { method, params }
  })

let cloud: Cloud
let client: RelayTestClient

beforeAll(async () => {
  cloud = await startTestCloud()
  await createRelayTestProject(cloud)
  // A generous limit: the fuzzer sends many frames from one client.
  client = await connectRelay(relayUrlOf(cloud))
})
afterAll(async () => {
  await client?.close()
  await cloud?.close()
})

function isAnswer(frame: RelayFrame): boolean {
  if ('result' in frame) return true
  return (
    typeof frame.error?.code === 'number' &&
    typeof frame.error.message === 'string' &&
    frame.error.message !== ''
  )
}

describe('relay under random input', () => {
  it('answers every random or mutated request with a result or a clear error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutatedParams,
          fc.record({ method: fc.constantFrom(...METHODS), params: fc.anything({ maxDepth: 3 }) }),
          fc.record({ method: fc.string({ maxLength: 30 }), params: fc.anything({ maxDepth: 2 }) }),
        ),
        async ({ method, params }) => {
          const id = nineteenDigitId()
          client.sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
          const answer = await client.waitFor((frame) => frame.id === id && frame.method === undefined)
          expect(isAnswer(answer)).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  }, 60_000)

  it('answers malformed frames with a JSON-RPC error and keeps the socket open', async () => {
    const before = client.frames.length
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json().filter((text) => !/"method"/.test(text)),
          fc.constant('{"id":1,"jsonrpc":"2.0"'),
        ),
        async (text) => {
          client.sendRaw(text)
        },
      ),
      { numRuns: 100 },
    )
    // Every malformed frame got something back, and the connection still serves real requests.
    const topic = randomTopic()
    const subscribed = await client.request('irn_subscribe', { topic })
    expect(typeof subscribed.result).toBe('string')
    expect(client.frames.length).toBeGreaterThan(before)
    const errors = client.frames.slice(before).filter((frame) => frame.error)
    // One error per malformed frame (ws delivers in order; the subscribe answer came after all of them).
    expect(errors).toHaveLength(100)
    for (const frame of errors) {
      expect(typeof frame.error?.code).toBe('number')
      expect(frame.error?.message).not.toBe('')
    }
  }, 60_000)

  it('still relays between two clients after the fuzzing', async () => {
    const receiver = await connectRelay(relayUrlOf(cloud))
    try {
      const topic = randomTopic()
      await receiver.request('irn_subscribe', { topic })
      const published = await client.request('irn_publish', { topic, message: 'AAEC', ttl: 300, tag: 1108 })
      expect(published.result).toBe(true)
      const [push] = await receiver.waitForPushes(1)
      expect(push?.params.data).toMatchObject({ topic, message: 'AAEC', tag: 1108 })
    } finally {
      await receiver.close()
    }
  })
})
