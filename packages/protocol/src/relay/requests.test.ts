import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeRelay, waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients, sleep } from './client.fixtures.ts'
import { ConnectionLostError, RelayRequestError, RelayTimeoutError } from './errors.ts'
import { createRequestLedger } from './requests.ts'

/*
 * Requests and their answers, through the client over a fake relay: ids, error answers, timeouts, the queue
 * while offline and the resend of a request whose answer was lost with its socket.
 */

let relay: FakeRelay
const { makeClient } = fakeRelayClients((started) => {
  relay = started
})

describe('requests', () => {
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
})

describe('offline', () => {
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

describe('createRequestLedger', () => {
  // Unit files share a worker one after another, so a request a test leaves unanswered must not time out
  // later, inside another file, as an unhandled rejection: every ledger is stopped and its requests settled.
  const ledgers: { ledger: ReturnType<typeof createRequestLedger>; pending: Promise<unknown>[] }[] = []
  afterEach(async () => {
    vi.useRealTimers()
    for (const { ledger, pending } of ledgers.splice(0)) {
      ledger.stop(new Error('test over'))
      await Promise.allSettled(pending)
    }
  })

  function setup(timeoutMs = 1_000) {
    const errors: Error[] = []
    const made = createRequestLedger({ now: () => 1_000, timeoutMs, onError: (e) => errors.push(e) })
    const pending: Promise<unknown>[] = []
    const ledger: typeof made = {
      ...made,
      add(method, params, retry) {
        const request = made.add(method, params, retry)
        pending.push(request)
        return request
      },
    }
    ledgers.push({ ledger: made, pending })
    const sent: { id: number; method: string; params: unknown }[] = []
    const send = (frame: string) => {
      sent.push(JSON.parse(frame))
    }
    return { ledger, sent, send, errors }
  }

  it('queues while offline and sends the queue oldest first on flush', async () => {
    const { ledger, sent, send } = setup()
    const first = ledger.add('irn_publish', { n: 1 }, true)
    ledger.add('irn_publish', { n: 2 }, true)
    ledger.online(send)
    expect(sent).toEqual([])
    ledger.add('irn_subscribe', { topic: 't' }, true)
    ledger.flush()
    expect(sent.map((r) => r.params)).toEqual([{ topic: 't' }, { n: 1 }, { n: 2 }])
    expect(sent[1]).toMatchObject({ jsonrpc: '2.0', method: 'irn_publish' })
    ledger.answer({ id: sent[1]!.id, jsonrpc: '2.0', result: 'ok' })
    expect(await first).toBe('ok')
  })

  it('gives rising ids even when the clock stands still', () => {
    const { ledger, sent, send } = setup()
    ledger.online(send)
    for (let i = 0; i < 20; i++) ledger.add('m', {}, true)
    const ids = sent.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(20)
  })

  it('rejects an error answer and ignores answers nobody waits for', async () => {
    const { ledger, sent, send } = setup()
    ledger.online(send)
    const pending = ledger.add('irn_publish', {}, true)
    ledger.answer({ id: 1, result: true })
    ledger.answer({ id: null, result: true })
    ledger.answer({ id: String(sent[0]!.id), error: { code: -32000, message: 'no' } })
    await expect(pending).rejects.toBeInstanceOf(RelayRequestError)
  })

  it('puts retried requests back in front of the queue on a lost socket, and fails the others', async () => {
    const { ledger, sent, send } = setup()
    ledger.online(send)
    const a = ledger.add('a', {}, true)
    const once = ledger.add('once', {}, false)
    ledger.add('b', {}, true)
    ledger.offline()
    await expect(once).rejects.toBeInstanceOf(ConnectionLostError)
    ledger.add('c', {}, true)
    ledger.online(send)
    ledger.flush()
    expect(sent.slice(3).map((r) => r.method)).toEqual(['a', 'b', 'c'])
    ledger.answer({ id: sent[3]!.id, result: 1 })
    expect(await a).toBe(1)
  })

  it('fails a sent request with a RelayTimeoutError after the timeout', async () => {
    vi.useFakeTimers()
    const { ledger, send } = setup(500)
    ledger.online(send)
    const pending = ledger.add('irn_publish', {}, true)
    const failed = expect(pending).rejects.toThrow(new RelayTimeoutError('irn_publish', 500))
    await vi.advanceTimersByTimeAsync(500)
    await failed
  })

  it('reports a send that throws and keeps the request for the reconnect', async () => {
    const { ledger, sent, send, errors } = setup()
    ledger.online(() => {
      throw new Error('socket closing')
    })
    const pending = ledger.add('irn_publish', {}, true)
    expect(errors.map((e) => e.message)).toEqual(['socket closing'])
    ledger.offline()
    ledger.online(send)
    ledger.flush()
    ledger.answer({ id: sent[0]!.id, result: true })
    expect(await pending).toBe(true)
  })

  it('stop() fails queued and sent requests, and goes offline', async () => {
    const { ledger, sent, send } = setup()
    const queued = ledger.add('queued', {}, true)
    ledger.online(send)
    const inFlight = ledger.add('sent', {}, true)
    const reason = new Error('Relay client closed')
    ledger.stop(reason)
    await expect(queued).rejects.toBe(reason)
    await expect(inFlight).rejects.toBe(reason)
    ledger.add('later', {}, true)
    expect(sent.map((r) => r.method)).toEqual(['sent'])
  })
})
