import { type AddressInfo, createServer, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Emitter } from '../events.ts'
import { type FakeRelay, waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients, sleep } from './client.fixtures.ts'
import { createRelayConnection } from './connection.ts'
import { createUrlRotation } from './rotation.ts'
import type { RelayEvents, WebSocketLike } from './types.ts'

/*
 * The relay socket's life, seen through the client: reconnecting after a drop, the fatal close code, close(),
 * the connect timeout and the heartbeat.
 */

let relay: FakeRelay
const { makeClient, restartRelay } = fakeRelayClients((started) => {
  relay = started
})

describe('connection', () => {
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
    await restartRelay({ pingIntervalMs: 30 })
    const client = makeClient({ heartbeatMs: 150 })
    await client.connect()
    await sleep(500)
    expect(relay.connections).toHaveLength(1)
    expect(client.connected).toBe(true)
  })
})

/** TEST DOUBLE of a browser WebSocket (no pings): it opens, closes and answers only when the test says so. */
class FakeSocket implements WebSocketLike {
  readyState = 0
  readonly sent: string[] = []
  closeCalls = 0
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null

  constructor(readonly url: string) {}

  open(): void {
    this.readyState = 1
    this.onopen?.({})
  }

  drop(code = 1006, reason = ''): void {
    this.readyState = 3
    this.onclose?.({ code, reason })
  }

  send(data: string): void {
    this.sent.push(data)
  }

  close(): void {
    this.closeCalls++
  }
}

describe('createRelayConnection', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(factory?: (url: string) => WebSocketLike) {
    vi.useFakeTimers()
    const sockets: FakeSocket[] = []
    const log: string[] = []
    const events = new Emitter<RelayEvents>()
    for (const name of ['connect', 'disconnect', 'error', 'fatal'] as const) {
      events.on(name, (payload) =>
        log.push(`${name}${payload instanceof Error ? `: ${payload.message}` : ''}`),
      )
    }
    let send: ((frame: string) => void) | undefined
    const connection = createRelayConnection({
      rotation: createUrlRotation({
        urls: ['ws://a.test/relay'],
        baseDelayMs: 100,
        maxDelayMs: 100,
        stableAfterMs: 1_000,
        random: () => 0.5,
      }),
      socketUrl: (aud) => `${aud}?auth=jwt`,
      webSocket:
        factory ??
        ((url) => {
          const socket = new FakeSocket(url)
          sockets.push(socket)
          return socket
        }),
      now: Date.now,
      heartbeatMs: 10_000,
      connectTimeoutMs: 5_000,
      events,
      onOpen: (sender) => {
        send = sender
        log.push('onOpen')
      },
      onFrame: (data) => log.push(`onFrame ${String(data)}`),
      onLost: () => log.push('onLost'),
      onStop: (error) => log.push(`onStop: ${error.message}`),
    })
    return { connection, sockets, log, send: (frame: string) => send?.(frame) }
  }

  it('opens the socket URL, hands frames on and writes on the open socket', async () => {
    const { connection, sockets, log, send } = setup()
    const connecting = connection.connect()
    expect(sockets.map((s) => s.url)).toEqual(['ws://a.test/relay?auth=jwt'])
    sockets[0]!.open()
    await connecting
    expect(connection.connected).toBe(true)
    send('frame-1')
    sockets[0]!.onmessage?.({ data: 'hello' })
    expect(sockets[0]!.sent).toEqual(['frame-1'])
    expect(log).toEqual(['onOpen', 'connect', 'onFrame hello'])
  })

  it('reports a lost socket and opens the next after the wait', async () => {
    const { connection, sockets, log } = setup()
    connection.ensureStarted()
    sockets[0]!.open()
    sockets[0]!.drop(1006)
    expect(log).toEqual(['onOpen', 'connect', 'onLost', 'disconnect'])
    expect(connection.running).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(sockets).toHaveLength(2)
  })

  it('reports a WebSocket that cannot be created and tries again', async () => {
    let tries = 0
    const { connection, log } = setup(() => {
      tries++
      throw new Error('blocked')
    })
    connection.ensureStarted()
    expect(log).toEqual(['error: blocked'])
    // One URL: every try is a delayed round, 50 ms here (random() 0.5 of the 100 ms bound).
    await vi.advanceTimersByTimeAsync(50)
    expect(tries).toBe(2)
    await connection.close()
  })

  it('stops for good on close code 3000 and says why', async () => {
    const { connection, sockets, log } = setup()
    const connecting = connection.connect().catch((e: unknown) => e)
    sockets[0]!.drop(3000, 'bad jwt')
    expect(String(await connecting)).toBe('Error: Relay refused the connection: bad jwt (3000)')
    expect(log).toEqual([
      'onLost',
      'onStop: Relay refused the connection: bad jwt (3000)',
      'fatal: Relay refused the connection: bad jwt (3000)',
    ])
    expect(connection.stopped?.message).toMatch(/3000/)
    connection.ensureStarted()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sockets).toHaveLength(1)
  })

  it('close() abandons a socket whose close event never comes', async () => {
    const { connection, sockets, log } = setup()
    connection.ensureStarted()
    sockets[0]!.open()
    const closing = connection.close()
    expect(sockets[0]!.closeCalls).toBe(1)
    expect(connection.stopped?.message).toBe('Relay client closed')
    await vi.advanceTimersByTimeAsync(2_000)
    await closing
    expect(log).toEqual(['onOpen', 'connect', 'onStop: Relay client closed', 'disconnect'])
  })
})
