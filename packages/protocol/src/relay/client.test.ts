import { type AddressInfo, createServer, type Socket } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientIdFromSeed, verifyRelayJwt } from '../auth/jwt.ts'
import { type FakeRelay, nodeWebSocket, startFakeRelay, waitFor } from '../test/fakeRelay.ts'
import {
  createRelayClient,
  type RelayClient,
  type RelayClientOptions,
  RelayRequestError,
  RelayTimeoutError,
} from './client.ts'
import type { RelayMessage } from './types.ts'

const SEED_A = new Uint8Array(32).fill(1)
const SEED_B = new Uint8Array(32).fill(2)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let relay: FakeRelay
let clients: RelayClient[]

beforeEach(async () => {
  relay = await startFakeRelay()
  clients = []
})

afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await relay.close()
})

function makeClient(overrides: Partial<RelayClientOptions> = {}): RelayClient {
  const client = createRelayClient({
    url: relay.url,
    seed: SEED_A,
    webSocket: nodeWebSocket,
    reconnect: { baseDelayMs: 20, maxDelayMs: 50 },
    ...overrides,
  })
  clients.push(client)
  return client
}

const message = (topic: string, text: string): RelayMessage => ({
  topic,
  message: text,
  publishedAt: Date.now(),
  tag: 1108,
})

describe('connection', () => {
  it('connects with auth, ua, projectId and useOnCloseEvent in the query, and a valid JWT', async () => {
    const nowMs = Date.now()
    const client = makeClient({ projectId: 'p123', userAgent: 'wc-2/airlock-0.1.0/node', now: () => nowMs })
    const connected: unknown[] = []
    client.on('connect', (payload) => connected.push(payload))
    await client.connect()
    expect(client.connected).toBe(true)
    expect(connected).toHaveLength(1)
    const [connection] = relay.connections
    const query = connection!.url.searchParams
    expect(query.get('ua')).toBe('wc-2/airlock-0.1.0/node')
    expect(query.get('projectId')).toBe('p123')
    expect(query.get('useOnCloseEvent')).toBe('true')
    const jwt = query.get('auth')!
    expect(
      verifyRelayJwt(jwt, { now: Math.floor(nowMs / 1000), isAudience: (aud) => aud === relay.url }),
    ).toBe(clientIdFromSeed(SEED_A))
    expect(connection!.clientId).toBe(client.clientId)
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString())
    expect(payload.aud).toBe(relay.url)
    expect(payload.iat).toBe(Math.floor(nowMs / 1000))
    expect(payload.exp).toBe(payload.iat + 86_400)
  })

  it('omits projectId when not set, defaults ua, and signs a fresh JWT on every reconnect', async () => {
    const client = makeClient()
    await client.connect()
    relay.dropAll()
    await waitFor(() => relay.connections.length === 2 && client.connected, 3_000, 'reconnect')
    const [first, second] = relay.connections.map((c) => c.url.searchParams)
    expect(first!.has('projectId')).toBe(false)
    expect(first!.get('ua')).toMatch(/^wc-2\/airlock-[\d.]+\/node$/)
    expect(second!.get('auth')).not.toBe(first!.get('auth'))
    expect(relay.connections[1]!.clientId).toBe(client.clientId)
  })

  it('emits disconnect and connect around a dropped socket', async () => {
    const client = makeClient()
    const seen: string[] = []
    client.on('connect', () => seen.push('connect'))
    client.on('disconnect', () => seen.push('disconnect'))
    await client.connect()
    relay.dropAll()
    await waitFor(() => seen.length === 3, 3_000, 'reconnect')
    expect(seen).toEqual(['connect', 'disconnect', 'connect'])
  })

  it('connects lazily on the first request', async () => {
    const client = makeClient()
    await client.publish('t', 'm', { ttl: 300, tag: 1 })
    expect(client.connected).toBe(true)
  })
})

describe('requests', () => {
  it('publishes with irn_publish and resolves on the ack', async () => {
    const client = makeClient()
    await client.connect()
    await client.publish('topic-1', 'AAAA', { ttl: 300, tag: 1100, prompt: true, attestation: 'att' })
    await client.publish('topic-1', 'BBBB', { ttl: 86_400, tag: 1000 })
    const [first, second] = relay.requests('irn_publish')
    expect(first!.params).toEqual({
      topic: 'topic-1',
      message: 'AAAA',
      ttl: 300,
      tag: 1100,
      prompt: true,
      attestation: 'att',
    })
    expect(second!.params).toEqual({ topic: 'topic-1', message: 'BBBB', ttl: 86_400, tag: 1000 })
    for (const request of [first!, second!]) {
      expect(request.jsonrpc).toBe('2.0')
      expect(Number.isSafeInteger(request.id)).toBe(true)
    }
    expect(first!.id).not.toBe(second!.id)
  })

  it('gives every request a unique id', async () => {
    const client = makeClient()
    await client.connect()
    await Promise.all(Array.from({ length: 50 }, (_, i) => client.publish(`t${i}`, 'm', { ttl: 1, tag: 1 })))
    const ids = relay.requests().map((r) => r.id)
    expect(new Set(ids).size).toBe(50)
  })

  it('rejects an error response with its code', async () => {
    relay.handler = (request) =>
      request.method === 'irn_publish'
        ? { error: { code: -32000, message: 'handler failed', data: 1108 } }
        : undefined
    const client = makeClient()
    const error = await client.publish('t', 'm', { ttl: 300, tag: 1108 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RelayRequestError)
    expect((error as RelayRequestError).code).toBe(-32000)
    expect((error as RelayRequestError).message).toMatch(/handler failed/)
    expect((error as RelayRequestError).data).toBe(1108)
  })

  it('tolerates an error without code or message', async () => {
    relay.handler = () => ({ error: {} as { code: number; message: string } })
    const client = makeClient()
    const error = await client.subscribe('t').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RelayRequestError)
    expect((error as RelayRequestError).code).toBe(-32603)
    expect(client.topics).toEqual([])
  })

  it('times out a request that gets no answer', async () => {
    relay.handler = () => 'ignore'
    const client = makeClient({ requestTimeoutMs: 100 })
    await client.connect()
    const started = Date.now()
    await expect(client.publish('t', 'm', { ttl: 300, tag: 1 })).rejects.toBeInstanceOf(RelayTimeoutError)
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('fetches stored messages', async () => {
    const publisher = makeClient({ seed: SEED_B })
    await publisher.publish('topic-f', 'one', { ttl: 300, tag: 1 })
    await publisher.publish('topic-f', 'two', { ttl: 300, tag: 1 })
    const client = makeClient()
    const messages = await client.fetchMessages('topic-f')
    expect(messages.map((m) => m.message)).toEqual(['one', 'two'])
    expect(messages[0]).toMatchObject({ topic: 'topic-f', tag: 1 })
  })

  it('sends wc_proposeSession / wc_approveSession and re-subscribes their topics implicitly', async () => {
    const client = makeClient()
    await client.proposeSession({ pairingTopic: 'pair', sessionProposal: 'prop', correlationId: 42 })
    await client.approveSession({
      pairingTopic: 'pair',
      sessionTopic: 'sess',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
    })
    expect(relay.requests('wc_proposeSession')[0]!.params).toEqual({
      pairingTopic: 'pair',
      sessionProposal: 'prop',
      ttl: 300,
      correlationId: 42,
    })
    expect(relay.requests('wc_approveSession')[0]!.params).toEqual({
      pairingTopic: 'pair',
      sessionTopic: 'sess',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(client.topics).toEqual(['pair', 'sess'])
    relay.dropAll()
    await waitFor(() => relay.connections[1]?.requests.length, 3_000, 'resubscribe')
    expect(relay.connections[1]!.requests[0]).toMatchObject({
      method: 'irn_batchSubscribe',
      params: { topics: ['pair', 'sess'] },
    })
  })
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

  it('reports a malformed frame as an error without dropping the connection', async () => {
    const client = makeClient()
    const errors: Error[] = []
    client.on('error', (e) => errors.push(e))
    await client.connect()
    relay.connections[0]!.socket.send('not json')
    await waitFor(() => errors.length === 1, 3_000, 'error')
    expect(client.connected).toBe(true)
    await client.publish('t', 'm', { ttl: 1, tag: 1 })
  })

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

  it('queues a publish while offline and delivers it after the reconnect', async () => {
    const client = makeClient()
    await client.subscribe('topic-q')
    relay.paused = true
    relay.dropAll()
    await waitFor(() => !client.connected, 3_000, 'offline')
    let settled = false
    const publishing = client.publish('topic-o', 'queued', { ttl: 300, tag: 1 }).then(() => {
      settled = true
    })
    await sleep(150)
    expect(settled).toBe(false)
    expect(relay.connections).toHaveLength(1)
    relay.paused = false
    await publishing
    const second = relay.connections[1]!
    expect(second.requests.map((r) => r.method)).toEqual(['irn_batchSubscribe', 'irn_publish'])
    expect(second.requests[1]!.params).toMatchObject({ topic: 'topic-o', message: 'queued' })
  })

  it('resends a request whose answer was lost with the socket', async () => {
    let dropped = false
    relay.handler = (request, connection) => {
      if (request.method !== 'irn_publish' || dropped) return undefined
      dropped = true
      connection.socket.terminate()
      return 'ignore'
    }
    const client = makeClient()
    await client.publish('t', 'retry', { ttl: 300, tag: 1 })
    expect(relay.requests('irn_publish')).toHaveLength(2)
  })
})

describe('stopping', () => {
  it('treats close code 3000 as fatal: emits fatal, rejects pending work, stops reconnecting', async () => {
    relay.handler = (request) => (request.method === 'irn_publish' ? 'ignore' : undefined)
    const client = makeClient()
    const fatal: Error[] = []
    client.on('fatal', (e) => fatal.push(e))
    await client.connect()
    const pending = client.publish('t', 'm', { ttl: 300, tag: 1 })
    await waitFor(() => relay.requests('irn_publish').length === 1, 3_000, 'publish sent')
    relay.closeAll(3000, 'invalid auth')
    await expect(pending).rejects.toThrow(/3000/)
    expect(fatal).toHaveLength(1)
    await sleep(200)
    expect(relay.connections).toHaveLength(1)
    expect(client.connected).toBe(false)
    await expect(client.subscribe('x')).rejects.toThrow(/3000/)
  })

  it('goes fatal when the relay accepts, then refuses the credentials with 3000', async () => {
    relay.closeNewConnectionsWith = 3000
    const client = makeClient()
    const fatal: Error[] = []
    client.on('fatal', (e) => fatal.push(e))
    const publishing = client.publish('t', 'm', { ttl: 300, tag: 1 })
    await expect(publishing).rejects.toThrow(/3000/)
    expect(fatal).toHaveLength(1)
    await sleep(200)
    expect(relay.connections).toHaveLength(1)
  })

  it('close() rejects a connect() that is still waiting', async () => {
    relay.paused = true
    const client = makeClient()
    const connecting = client.connect().catch((e: unknown) => e)
    await sleep(50)
    await client.close()
    expect(String(await connecting)).toMatch(/closed/)
  })

  it('close() rejects pending requests, resolves when closed and stops reconnecting', async () => {
    relay.handler = () => 'ignore'
    const client = makeClient()
    const disconnects: unknown[] = []
    client.on('disconnect', (d) => disconnects.push(d))
    await client.connect()
    const pending = client.publish('t', 'm', { ttl: 300, tag: 1 }).catch((e: unknown) => e)
    await waitFor(() => relay.requests('irn_publish').length === 1, 3_000, 'publish sent')
    await client.close()
    expect(await pending).toBeInstanceOf(Error)
    expect(String(await pending)).toMatch(/closed/)
    expect(client.connected).toBe(false)
    expect(disconnects).toHaveLength(1)
    await waitFor(() => relay.connections[0]!.closed, 3_000, 'server side closed')
    await sleep(100)
    expect(relay.connections).toHaveLength(1)
    await expect(client.publish('t', 'm', { ttl: 1, tag: 1 })).rejects.toThrow(/closed/)
    await client.close()
  })

  it('close() while offline rejects the queued publish', async () => {
    relay.paused = true
    const client = makeClient()
    const pending = client.publish('t', 'm', { ttl: 300, tag: 1 }).catch((e: unknown) => e)
    await sleep(50)
    await client.close()
    expect(String(await pending)).toMatch(/closed/)
  })

  it('connect() after close() starts again', async () => {
    const client = makeClient()
    await client.connect()
    await client.close()
    await client.connect()
    expect(client.connected).toBe(true)
    expect(relay.connections).toHaveLength(2)
  })
})

describe('connect timeout', () => {
  it('abandons a socket whose handshake hangs and tries again', async () => {
    const sockets: Socket[] = []
    const silent = createServer((socket) => {
      sockets.push(socket)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const client = makeClient({ url: `ws://127.0.0.1:${port}/relay`, connectTimeoutMs: 80 })
      const errors: Error[] = []
      client.on('error', (e) => errors.push(e))
      const connecting = client.connect().catch((e: unknown) => e)
      await waitFor(() => sockets.length >= 2, 3_000, 'second attempt')
      expect(client.connected).toBe(false)
      await client.close()
      expect(String(await connecting)).toMatch(/closed/)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

describe('heartbeat', () => {
  it('terminates a silent socket and reconnects', async () => {
    const client = makeClient({ heartbeatMs: 150 })
    const disconnects: { code: number; reason: string }[] = []
    client.on('disconnect', (d) => disconnects.push(d))
    await client.subscribe('topic-h')
    await waitFor(() => relay.connections.length === 2 && client.connected, 3_000, 'reconnect')
    expect(disconnects[0]).toEqual({ code: 1006, reason: 'heartbeat timeout' })
    await waitFor(() => relay.connections[0]!.closed, 3_000, 'old socket closed')
    await waitFor(() => relay.connections[1]!.requests[0]?.method === 'irn_batchSubscribe', 3_000, 'resub')
  })

  it('keeps a socket that receives pings', async () => {
    await relay.close()
    relay = await startFakeRelay({ pingIntervalMs: 30 })
    const client = makeClient({ heartbeatMs: 150 })
    await client.connect()
    await sleep(500)
    expect(relay.connections).toHaveLength(1)
    expect(client.connected).toBe(true)
  })
})
