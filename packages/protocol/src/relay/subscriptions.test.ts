import { sha256 } from '@noble/hashes/sha256'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes.ts'
import { type FakeRelay, waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients, SEED_B } from './client.fixtures.ts'
import { ConnectionLostError } from './errors.ts'
import { createSubscriptions } from './subscriptions.ts'
import type { RelayMessage } from './types.ts'

/* Subscribing, unsubscribing and the batch re-subscribe after a reconnect, through the client. */

let relay: FakeRelay
const { makeClient } = fakeRelayClients((started) => {
  relay = started
})

describe('subscriptions', () => {
  it('unsubscribes with the subscription id and forgets the topic', async () => {
    const client = makeClient()
    const id = await client.subscribe('topic-u')
    await client.unsubscribe('topic-u')
    expect(relay.requests('irn_unsubscribe')[0]!.params).toEqual({ topic: 'topic-u', id })
    expect(client.topics).toEqual([])
  })

  it('re-subscribes every topic with irn_batchSubscribe in chunks of 500 after a drop', async () => {
    const client = makeClient()
    const topics = Array.from({ length: 501 }, (_, i) => `topic-${i}`)
    await Promise.all(topics.map((topic) => client.subscribe(topic)))
    await client.subscribe('gone')
    await client.unsubscribe('gone')
    const received: RelayMessage[] = []
    client.on('message', (m) => received.push(m))

    relay.dropAll()
    await waitFor(() => relay.connections[1]?.requests.length === 2, 3_000, 'batch subscribe')
    const second = relay.connections[1]!
    expect(second.requests.map((r) => r.method)).toEqual(['irn_batchSubscribe', 'irn_batchSubscribe'])
    const batches = second.requests.map((r) => r.params.topics as string[])
    expect(batches.map((b) => b.length)).toEqual([500, 1])
    expect(batches.flat().sort()).toEqual([...topics].sort())
    expect(client.topics).toHaveLength(501)

    // The new connection delivers pushes for re-subscribed topics.
    const publisher = makeClient({ seed: SEED_B })
    await publisher.publish('topic-500', 'after', { ttl: 300, tag: 1 })
    await waitFor(() => received.length === 1, 3_000, 'message after reconnect')
  })
})

describe('createSubscriptions', () => {
  const clientId = 'did:key:z6MkTest'
  const implicitId = (topic: string) => bytesToHex(sha256(new TextEncoder().encode(topic + clientId)))

  function setup(answer: (method: string, params: unknown) => unknown) {
    const calls: { method: string; params: unknown; retry: boolean | undefined }[] = []
    const errors: Error[] = []
    const subscriptions = createSubscriptions({
      clientId,
      request: async (method, params, retry) => {
        calls.push({ method, params, retry })
        return answer(method, params)
      },
      onError: (e) => errors.push(e),
    })
    return { subscriptions, calls, errors }
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it("keeps the relay's subscription id, or derives it from topic and client id when the answer has none", async () => {
    const { subscriptions } = setup((_, params) =>
      (params as { topic: string }).topic === 'a' ? 'sub-a' : '',
    )
    expect(await subscriptions.subscribe('a')).toBe('sub-a')
    expect(await subscriptions.subscribe('b')).toBe(implicitId('b'))
    expect(subscriptions.topics).toEqual(['a', 'b'])
  })

  it('unsubscribes with the derived id a topic never subscribed here', async () => {
    const { subscriptions, calls } = setup(() => true)
    await subscriptions.unsubscribe('x')
    expect(calls).toEqual([
      { method: 'irn_unsubscribe', params: { topic: 'x', id: implicitId('x') }, retry: undefined },
    ])
  })

  it('keep() adds a topic with the derived id and leaves a known one alone', async () => {
    const { subscriptions, calls } = setup((method) => (method === 'irn_subscribe' ? 'sub-a' : true))
    await subscriptions.subscribe('a')
    subscriptions.keep('a')
    subscriptions.keep('b')
    expect(subscriptions.topics).toEqual(['a', 'b'])
    await subscriptions.unsubscribe('a')
    await subscriptions.unsubscribe('b')
    expect(calls.slice(1).map((c) => c.params)).toEqual([
      { topic: 'a', id: 'sub-a' },
      { topic: 'b', id: implicitId('b') },
    ])
  })

  it('re-subscribes once per batch, without resend, and takes the ids of the answer', async () => {
    const { subscriptions, calls } = setup((method, params) =>
      method === 'irn_batchSubscribe' ? (params as { topics: string[] }).topics.map((t) => `new-${t}`) : '',
    )
    for (const topic of ['a', 'b']) subscriptions.keep(topic)
    subscriptions.resubscribe()
    await settle()
    expect(calls).toEqual([{ method: 'irn_batchSubscribe', params: { topics: ['a', 'b'] }, retry: false }])
    await subscriptions.unsubscribe('a')
    expect(calls[1]!.params).toEqual({ topic: 'a', id: 'new-a' })
  })

  it('reports a refused batch but not one whose socket was lost (the next socket sends a new one)', async () => {
    const refusal = new Error('refused')
    let failure: Error = new ConnectionLostError()
    const { subscriptions, errors } = setup(() => {
      throw failure
    })
    subscriptions.keep('a')
    subscriptions.resubscribe()
    await settle()
    expect(errors).toEqual([])
    failure = refusal
    subscriptions.resubscribe()
    await settle()
    expect(errors).toEqual([refusal])
  })
})
