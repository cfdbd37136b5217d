import { describe, expect, it } from 'vitest'
import { type FakeRelay, waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients, message, SEED_B } from './client.fixtures.ts'
import { createPushReceiver } from './pushes.ts'
import type { RelayMessage } from './types.ts'

/* Messages the relay pushes: handed on once, acknowledged every time. */

let relay: FakeRelay
const { makeClient } = fakeRelayClients((started) => {
  relay = started
})

describe('subscriptions', () => {
  it('subscribes, emits pushed messages and acknowledges them', async () => {
    const client = makeClient()
    const received: RelayMessage[] = []
    client.on('message', (m) => received.push(m))
    const id = await client.subscribe('topic-s')
    expect(id).toMatch(/^sub-/)
    expect(client.topics).toEqual(['topic-s'])
    expect(relay.requests('irn_subscribe')[0]!.params).toEqual({ topic: 'topic-s' })

    const publisher = makeClient({ seed: SEED_B })
    await publisher.publish('topic-s', 'hello', { ttl: 300, tag: 1108, attestation: 'jwt' })
    await waitFor(() => received.length === 1, 3_000, 'message')
    expect(received[0]).toMatchObject({ topic: 'topic-s', message: 'hello', tag: 1108, attestation: 'jwt' })
    expect(typeof received[0]!.publishedAt).toBe('number')
    await waitFor(() => relay.connections[0]!.acks.length === 1, 3_000, 'ack')
  })

  it('emits a duplicate once but acknowledges every push', async () => {
    const client = makeClient()
    const received: RelayMessage[] = []
    client.on('message', (m) => received.push(m))
    await client.subscribe('topic-d')
    const connection = relay.connections[0]!
    const ids = [
      relay.push(connection, message('topic-d', 'same')),
      relay.push(connection, { ...message('topic-d', 'same'), publishedAt: 1 }),
      relay.push(connection, message('topic-d', 'other')),
    ]
    await waitFor(() => connection.acks.length === 3, 3_000, 'acks')
    expect(connection.acks).toEqual(ids)
    expect(received.map((m) => m.message)).toEqual(['same', 'other'])
  })
})

describe('createPushReceiver', () => {
  function setup() {
    const received: RelayMessage[] = []
    const errors: Error[] = []
    const replies: unknown[] = []
    const receive = createPushReceiver({ onMessage: (m) => received.push(m), onError: (e) => errors.push(e) })
    const send = (frame: string) => {
      replies.push(JSON.parse(frame))
    }
    const push = (id: number | undefined, data: unknown) =>
      receive({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: 'sub', data } }, send)
    return { receive, received, errors, replies, send, push }
  }

  it('answers any other method with "Method not found", and a request without id not at all', () => {
    const { receive, replies, received, send } = setup()
    receive({ id: 7, jsonrpc: '2.0', method: 'irn_other', params: {} }, send)
    receive({ jsonrpc: '2.0', method: 'irn_other', params: {} }, send)
    expect(replies).toEqual([{ id: 7, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }])
    expect(received).toEqual([])
  })

  it('acknowledges a malformed push and reports it', () => {
    const { push, replies, errors, received } = setup()
    push(3, { topic: 't' })
    expect(replies).toEqual([{ id: 3, jsonrpc: '2.0', result: true }])
    expect(errors.map((e) => e.message)).toEqual(['Malformed irn_subscription'])
    expect(received).toEqual([])
  })

  it('forgets the oldest of 1000 remembered pushes, so only recent repeats are dropped', () => {
    const { push, received } = setup()
    for (let i = 0; i <= 1000; i++) push(i, message('t', `m${i}`))
    push(2000, message('t', 'm1000'))
    expect(received).toHaveLength(1001)
    push(2001, message('t', 'm0'))
    expect(received).toHaveLength(1002)
  })

  it('still hands on the message when the acknowledgement cannot be sent', () => {
    const received: RelayMessage[] = []
    const errors: Error[] = []
    const receive = createPushReceiver({ onMessage: (m) => received.push(m), onError: (e) => errors.push(e) })
    const closing = () => {
      throw new Error('socket closing')
    }
    receive(
      { id: 1, jsonrpc: '2.0', method: 'irn_subscription', params: { data: message('t', 'm') } },
      closing,
    )
    expect(received.map((m) => m.message)).toEqual(['m'])
    expect(errors.map((e) => e.message)).toEqual(['socket closing'])
  })
})
