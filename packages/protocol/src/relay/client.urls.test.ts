import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientIdFromSeed, verifyRelayJwt } from '../auth/jwt.ts'
import { seededRandom } from '../test/seededRandom.ts'
import { createRelayClient, type RelayClient, type RelayClientOptions } from './client.ts'
import type { WebSocketLike } from './types.ts'

/*
 * The relay client over a list of URLs: which URL it opens, when, and with which JWT audience. The sockets
 * are test doubles the test opens and closes by hand, and the clock is vitest's fake one.
 */

const SEED = new Uint8Array(32).fill(3)
const A = 'ws://a.test/relay'
const B = 'ws://b.test/relay'
const C = 'ws://c.test/relay'

/** TEST DOUBLE of a WebSocket: it opens or closes only when the test says so. */
class FakeSocket implements WebSocketLike {
  readyState = 0
  readonly sent: string[] = []
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null

  constructor(readonly url: URL) {}

  /** The URL without its query: the relay the client chose. */
  get relay(): string {
    return `${this.url.origin}${this.url.pathname}`
  }

  open(): void {
    this.readyState = 1
    this.onopen?.({})
  }

  /** The server side ends the socket (or the handshake fails, when it never opened). */
  drop(code = 1006, reason = ''): void {
    this.readyState = 3
    this.onclose?.({ code, reason })
  }

  send(data: string): void {
    this.sent.push(data)
  }

  close(code = 1000, reason = ''): void {
    this.drop(code, reason)
  }
}

let sockets: FakeSocket[]
let clients: RelayClient[]

beforeEach(() => {
  vi.useFakeTimers()
  sockets = []
  clients = []
})

afterEach(async () => {
  const closing = Promise.all(clients.map((client) => client.close()))
  // Only the timers due now, a few rounds: runAll would also chase a timer loop another file's code left
  // running in this worker (viem's fallback transport ranks its transports forever) and abort.
  for (let round = 0; round < 5; round++) await vi.runOnlyPendingTimersAsync()
  await closing
  vi.useRealTimers()
})

function makeClient(url: RelayClientOptions['url'], reconnect: RelayClientOptions['reconnect'] = {}) {
  const client = createRelayClient({
    url,
    seed: SEED,
    webSocket: (target) => {
      const socket = new FakeSocket(new URL(target))
      sockets.push(socket)
      return socket
    },
    reconnect: { baseDelayMs: 100, maxDelayMs: 1_000, ...reconnect },
  })
  client.on('error', () => {})
  clients.push(client)
  return client
}

const last = () => sockets.at(-1) as FakeSocket
const relays = () => sockets.map((socket) => socket.relay)

/** Runs the timers due within `ms` (a zero-delay reconnect needs `advance(0)`). */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

describe('relay client with a list of URLs', () => {
  it('rotates A, B, C on failed opens; the first round is immediate, the next waits once', async () => {
    const client = makeClient([A, B, C], { random: () => 0.999 })
    void client.connect().catch(() => {})
    expect(relays()).toEqual([A])
    last().drop()
    await advance(0)
    last().drop()
    await advance(0)
    expect(relays()).toEqual([A, B, C])
    last().drop()
    await advance(98) // the wait is floor(0.999 · 100) = 99 ms
    expect(sockets).toHaveLength(3)
    await advance(1)
    expect(relays()).toEqual([A, B, C, A])
    last().drop()
    await advance(0)
    last().drop()
    await advance(0)
    expect(relays()).toEqual([A, B, C, A, B, C])
    expect(client.url).toBe(C)
    last().drop()
    await advance(198) // the second delayed round: bound 200
    expect(sockets).toHaveLength(6)
    await advance(1)
    expect(relays()).toEqual([A, B, C, A, B, C, A])
    last().open()
    expect(client.connected).toBe(true)
    expect(client.url).toBe(A)
  })

  it('keeps every wait within its full-jitter bound with a seeded random', async () => {
    const random = seededRandom(2024)
    const expected = seededRandom(2024)
    const client = makeClient(A, { random })
    void client.connect().catch(() => {})
    for (let k = 0; k < 8; k++) {
      const bound = Math.min(1_000, 100 * 2 ** k)
      const wait = Math.floor(expected() * bound)
      const before = sockets.length
      last().drop()
      if (wait > 0) {
        await advance(wait - 1)
        expect(sockets).toHaveLength(before)
      }
      await advance(1)
      expect(sockets).toHaveLength(before + 1)
      expect(wait).toBeLessThan(bound)
    }
  })

  it('signs the JWT audience for the URL it opens', async () => {
    const now = Date.now()
    const client = makeClient([A, B])
    void client.connect().catch(() => {})
    last().drop()
    await advance(0)
    expect(relays()).toEqual([A, B])
    for (const socket of sockets) {
      const jwt = socket.url.searchParams.get('auth') as string
      expect(
        verifyRelayJwt(jwt, { now: Math.floor(now / 1000), isAudience: (aud) => aud === socket.relay }),
      ).toBe(clientIdFromSeed(SEED))
      const payload = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString())
      expect(payload.aud).toBe(socket.relay)
    }
  })

  it('after a connection that lasted stableAfterMs, moves on at once and backs off from the start', async () => {
    const client = makeClient([A, B], { random: () => 0.999, stableAfterMs: 5_000 })
    void client.connect().catch(() => {})
    // Three failed rounds: the next bound would be 800.
    for (let i = 0; i < 6; i++) {
      last().drop()
      await advance(1_000)
    }
    expect(sockets).toHaveLength(7)
    last().open()
    await advance(5_000)
    last().drop(1006)
    await advance(0)
    expect(sockets).toHaveLength(8) // immediately, to the other URL
    expect(last().relay).toBe(B)
    last().drop()
    await advance(0)
    expect(last().relay).toBe(A)
    last().drop()
    await advance(98)
    expect(sockets).toHaveLength(9)
    await advance(1) // the bound is base again: 99 ms, not 799
    expect(sockets).toHaveLength(10)
  })

  it('does not reset the backoff for a connection that drops before stableAfterMs', async () => {
    const client = makeClient([A, B], { random: () => 0.999, stableAfterMs: 5_000 })
    void client.connect().catch(() => {})
    last().drop()
    await advance(0)
    last().drop()
    await advance(99)
    expect(sockets).toHaveLength(3)
    last().open()
    await advance(4_000)
    last().drop()
    await advance(0)
    expect(last().relay).toBe(B)
    last().drop()
    await advance(198)
    expect(sockets).toHaveLength(4)
    await advance(1) // bound 200: the short-lived connection counted as a failure
    expect(sockets).toHaveLength(5)
  })

  it('switches at once on 1001 going away, even where a wait was due', async () => {
    const client = makeClient([A, B], { random: () => 0.999 })
    void client.connect().catch(() => {})
    last().drop()
    await advance(0)
    last().open()
    last().drop(1001, 'going away')
    await advance(0)
    expect(relays()).toEqual([A, B, A])
  })

  it('stays stopped after a 3000 close from any URL in the list', async () => {
    const client = makeClient([A, B])
    const fatal: Error[] = []
    client.on('fatal', (error) => fatal.push(error))
    const connecting = client.connect().catch((error: Error) => error)
    last().drop()
    await advance(0)
    last().open()
    last().drop(3000, 'unauthorized')
    await advance(10_000)
    expect(relays()).toEqual([A, B])
    expect(fatal).toHaveLength(1)
    expect(await connecting).toBeUndefined() // it had connected before the refusal
  })

  it('starts from the first URL again after close() and connect()', async () => {
    const client = makeClient([A, B])
    void client.connect().catch(() => {})
    last().drop()
    await advance(0)
    last().open()
    const closing = client.close()
    await closing
    void client.connect().catch(() => {})
    expect(relays()).toEqual([A, B, A])
  })

  it('resends a request that was in flight on the lost relay to the next one', async () => {
    const client = makeClient([A, B])
    void client.connect().catch(() => {})
    last().open()
    const publishing = client.publish('topic', 'message', { ttl: 300, tag: 1 })
    const first = JSON.parse(last().sent.at(-1) as string)
    expect(first.method).toBe('irn_publish')
    last().drop(1006)
    await advance(0)
    expect(last().relay).toBe(B)
    last().open()
    const resent = JSON.parse(last().sent.at(-1) as string)
    expect(resent).toEqual(first)
    last().onmessage?.({ data: JSON.stringify({ id: resent.id, jsonrpc: '2.0', result: true }) })
    await expect(publishing).resolves.toBeUndefined()
  })
})
