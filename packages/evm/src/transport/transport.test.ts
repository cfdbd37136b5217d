import type { ServerResponse } from 'node:http'
import { NoRpcUrlError, UnavailableRpcUrlError } from '@airlock/core'
import { createPublicClient, HttpRequestError, InvalidParamsRpcError, TimeoutError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BALANCE, deadUrl, sleep, startRpcServer } from '../test/rpcServer.ts'
import { type RpcTransportOptions, rpcTransport } from './transport.ts'

const ALICE = '0x00000000000000000000000000000000000a11ce'
const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}` as const

type Server = Awaited<ReturnType<typeof startRpcServer>>
const servers: Server[] = []
async function server(...args: Parameters<typeof startRpcServer>) {
  const started = await startRpcServer(...args)
  servers.push(started)
  return started
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

const network = (...urls: string[]) => ({ name: 'Devnet', rpcUrls: { default: { http: urls } } })
const clientOf = (urls: string[], options?: RpcTransportOptions) =>
  createPublicClient({ transport: rpcTransport(network(...urls), options) })

/** Milliseconds between the HTTP requests a server received. */
function gaps(times: number[]) {
  return times.slice(1).map((time, i) => time - (times[i] as number))
}

describe('rpcTransport: retries (viem, with the kit’s figures)', () => {
  it('503 then OK: retried, the read succeeds', async () => {
    const node = await server((attempt, res) => {
      if (attempt > 0) return false
      res.writeHead(503).end('busy')
      return true
    })
    expect(await clientOf([node.url]).getBalance({ address: ALICE })).toBe(BALANCE)
    expect(node.requests).toHaveLength(2)
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    const node = await server((attempt, res) => {
      if (attempt > 0) return false
      res.writeHead(status).end()
      return true
    })
    expect(await clientOf([node.url]).getBalance({ address: ALICE })).toBe(BALANCE)
    expect(node.requests).toHaveLength(2)
  })

  it.each([
    [-1, 'unknown'],
    [-32005, 'limit exceeded'],
    [-32603, 'internal error'],
  ])('retries JSON-RPC code %i (%s)', async (code, message) => {
    const node = await server((attempt, res, payload) => {
      if (attempt > 0) return false
      const id = Array.isArray(payload) ? payload[0]?.id : payload.id
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }))
      return true
    })
    expect(await clientOf([node.url]).getBalance({ address: ALICE })).toBe(BALANCE)
    expect(node.requests).toHaveLength(2)
  })

  it('does not retry HTTP 400 nor a node’s invalid-params answer', async () => {
    const refusing = await server((_, res) => {
      res.writeHead(400).end('bad request')
      return true
    })
    await expect(clientOf([refusing.url]).getBalance({ address: ALICE })).rejects.toThrow(
      UnavailableRpcUrlError,
    )
    expect(refusing.requests).toHaveLength(1)

    const invalid = await server((_, res, payload) => {
      const id = Array.isArray(payload) ? payload[0]?.id : payload.id
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message: 'invalid params' } }))
      return true
    })
    // The node answered: its own error, not "Unavailable".
    const error = await clientOf([invalid.url])
      .getBalance({ address: ALICE })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidParamsRpcError)
    expect(invalid.requests).toHaveLength(1)
  })

  it('retries 3 times, the delay doubling from 150 ms', async () => {
    const node = await server((_, res) => {
      res.writeHead(503).end()
      return true
    })
    const times: number[] = []
    node.requests.push = new Proxy(node.requests.push, {
      apply: (push, self, args) => {
        times.push(performance.now())
        return Reflect.apply(push, self, args)
      },
    })
    await expect(clientOf([node.url]).getBalance({ address: ALICE })).rejects.toThrow(UnavailableRpcUrlError)
    expect(node.requests).toHaveLength(4)
    const [first, second, third] = gaps(times)
    // Lower bounds only: a loaded machine may wait longer, never shorter.
    expect(first).toBeGreaterThanOrEqual(140)
    expect(second).toBeGreaterThanOrEqual(290)
    expect(third).toBeGreaterThanOrEqual(590)
  })

  it('429 with Retry-After in seconds waits that long instead of 150 ms', async () => {
    const times: number[] = []
    const node = await server((attempt, res) => {
      times.push(performance.now())
      if (attempt > 0) return false
      res.writeHead(429, { 'retry-after': '1' }).end()
      return true
    })
    expect(await clientOf([node.url]).getBalance({ address: ALICE })).toBe(BALANCE)
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(990)
  })

  it('429 with Retry-After as an HTTP date waits until then', async () => {
    const times: number[] = []
    const node = await server((attempt, res) => {
      times.push(performance.now())
      if (attempt > 0) return false
      // Whole seconds: 2 s ahead is at least 1 s away once truncated.
      res.writeHead(429, { 'retry-after': new Date(Date.now() + 2000).toUTCString() }).end()
      return true
    })
    expect(await clientOf([node.url]).getBalance({ address: ALICE })).toBe(BALANCE)
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(900)
  })
})

/** A node that answers nothing until released (then a 504 that closes the connection, so the server can stop). */
function hangingNode() {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const hang = {
    answered: false,
    release: () => release(),
    misbehave: async (_: number, res: ServerResponse) => {
      await held
      hang.answered = true
      res.writeHead(504, { connection: 'close' }).end()
      return true
    },
  }
  return hang
}

describe('rpcTransport: timeout', () => {
  it('gives up on an endpoint that hangs past the timeout', async () => {
    const hang = hangingNode()
    const node = await server(hang.misbehave)
    const error = await clientOf([node.url], { timeout: 100, retryCount: 0 })
      .getBalance({ address: ALICE })
      .catch((e: unknown) => e)
    expect(hang.answered).toBe(false)
    hang.release()
    expect(error).toBeInstanceOf(UnavailableRpcUrlError)
    expect((error as UnavailableRpcUrlError).walk((e) => e instanceof TimeoutError)).toBeInstanceOf(
      TimeoutError,
    )
  })

  it('a hanging gateway hands over to the next endpoint', async () => {
    const hang = hangingNode()
    const hanging = await server(hang.misbehave)
    const own = await server()
    const balance = await clientOf([hanging.url, own.url], { timeout: 100 }).getBalance({ address: ALICE })
    hang.release()
    expect(balance).toBe(BALANCE)
    expect(own.methods()).toEqual(['eth_getBalance'])
  })
})

describe('rpcTransport: fallback', () => {
  it('a dead first endpoint falls back to the second at once', async () => {
    const own = await server()
    expect(await clientOf([await deadUrl(), own.url]).getBalance({ address: ALICE })).toBe(BALANCE)
    expect(own.requests).toHaveLength(1)
  })

  it('ranking by ping sends reads to the faster endpoint', async () => {
    const slow = await server(async () => {
      await sleep(150)
      return false
    })
    const fast = await server()
    // viem's ranking pings for as long as the page lives; the test stops its pings so the servers can close.
    let ranking = true
    const ping = ({
      transport,
    }: {
      transport: { request: (args: { method: string }) => Promise<unknown> }
    }) => (ranking ? transport.request({ method: 'net_listening' }) : Promise.reject(new Error('stopped')))
    const client = clientOf([slow.url, fast.url], { rank: { interval: 20, sampleCount: 3, ping } })
    // Pings (net_listening) reach both; once ranked, reads go to the fast one.
    await vi.waitFor(
      async () => {
        await client.getBalance({ address: ALICE })
        expect(fast.methods()).toContain('eth_getBalance')
      },
      { timeout: 5000, interval: 50 },
    )
    expect(slow.methods()).toContain('net_listening')
    const readsOnSlow = slow.methods().filter((m) => m === 'eth_getBalance').length
    await client.getBalance({ address: address(2) })
    expect(slow.methods().filter((m) => m === 'eth_getBalance')).toHaveLength(readsOnSlow)
    ranking = false
    await sleep(200)
  })

  it('without ranking, the gateway (first url) serves the reads and nothing pings', async () => {
    const gateway = await server()
    const own = await server()
    await clientOf([gateway.url, own.url]).getBalance({ address: ALICE })
    await sleep(50)
    expect(gateway.methods()).toEqual(['eth_getBalance'])
    expect(own.requests).toHaveLength(0)
  })
})

describe('rpcTransport: batching and dedupe', () => {
  it('sends N parallel reads as one HTTP request carrying an array', async () => {
    const node = await server()
    const client = clientOf([node.url])
    const balances = await Promise.all([1, 2, 3, 4, 5].map((i) => client.getBalance({ address: address(i) })))
    expect(balances).toEqual([BALANCE, BALANCE, BALANCE, BALANCE, BALANCE])
    expect(node.requests).toHaveLength(1)
    const [payload] = node.calls()
    expect(Array.isArray(payload) && payload.map((call) => call.params)).toEqual(
      [1, 2, 3, 4, 5].map((i) => [address(i), 'latest']),
    )
  })

  it('sends N identical in-flight reads upstream once', async () => {
    const node = await server()
    const client = clientOf([node.url])
    const balances = await Promise.all([1, 2, 3, 4, 5].map(() => client.getBalance({ address: ALICE })))
    expect(balances).toEqual([BALANCE, BALANCE, BALANCE, BALANCE, BALANCE])
    expect(node.methods()).toEqual(['eth_getBalance'])
    // Settled: the next identical read goes upstream again.
    await client.getBalance({ address: ALICE })
    expect(node.methods()).toEqual(['eth_getBalance', 'eth_getBalance'])
  })
})

describe('rpcTransport: errors', () => {
  it('all failing: Unavailable {chain} RPC url at {last url}, every url listed, cause kept', async () => {
    const gateway = await server((_, res) => {
      res.writeHead(503).end()
      return true
    })
    const own = await deadUrl()
    const error = await clientOf([gateway.url, own])
      .getBalance({ address: ALICE })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnavailableRpcUrlError)
    const unavailable = error as UnavailableRpcUrlError
    expect(unavailable.shortMessage).toBe(`Unavailable Devnet RPC url at ${own}`)
    expect(unavailable.urls).toEqual([gateway.url, own])
    expect(unavailable.walk((e) => e instanceof HttpRequestError)).toBeInstanceOf(HttpRequestError)
    // The whole chain was tried once, then retried 3 times.
    expect(gateway.requests).toHaveLength(4)
  })

  it('no url at all: No RPC url provided', () => {
    expect(() => rpcTransport(network())).toThrow(NoRpcUrlError)
    expect(() => rpcTransport(network())).toThrow('No RPC url provided')
  })

  it('defaults to the 10 s timeout', () => {
    const node = 'http://127.0.0.1:8545'
    const endpoint = rpcTransport(network(node))({})
    expect(endpoint.config.retryCount).toBe(3)
    expect(endpoint.config.retryDelay).toBe(150)
    const [http] = (endpoint.value as { transports: { config: { timeout?: number } }[] }).transports
    expect(http?.config.timeout).toBe(10_000)
  })
})
