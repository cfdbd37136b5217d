import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  HttpProvider,
  HttpProviderClosedError,
  HttpProviderUnavailableError,
  HttpProviderUrlError,
  type JsonRpcResponse,
  RpcError,
} from './httpProvider.ts'

interface Received {
  method: string | undefined
  contentType: string | undefined
  body: { jsonrpc?: unknown; id?: unknown; method?: string; params?: unknown }
}

type Answer = (
  body: Received['body'],
  response: ServerResponse,
  request: IncomingMessage,
) => void | Promise<void>

/** A JSON-RPC endpoint on loopback: records every request, answers with `answer` (a result of 0x10 by default). */
async function startEndpoint() {
  const received: Received[] = []
  let answer: Answer = (body, response) =>
    json(response, 200, { jsonrpc: '2.0', id: body.id, result: '0x10' })
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Received['body']
    received.push({ method: request.method, contentType: request.headers['content-type'], body })
    await answer(body, response, request)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/rpc?chain=1`,
    received,
    /** The JSON-RPC methods received, in order. */
    methods: () => received.map((entry) => entry.body.method),
    answer(next: Answer) {
      answer = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** A loopback URL nothing listens on. */
async function deadUrl() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/`
}

let endpoint: Awaited<ReturnType<typeof startEndpoint>>
beforeEach(async () => {
  endpoint = await startEndpoint()
})
afterEach(() => endpoint.close())

describe('the HTTP provider', () => {
  it('refuses a URL that does not start with http:// or https://', () => {
    for (const url of [
      'ws://127.0.0.1:8787',
      'ftp://example.org',
      '/v1/',
      '127.0.0.1:8787',
      '',
      'httpx://a',
    ]) {
      expect(() => new HttpProvider(url)).toThrow(HttpProviderUrlError)
      expect(() => new HttpProvider(url)).toThrow(
        `Provided URL is not compatible with HTTP connection: ${url}`,
      )
    }
    expect(new HttpProvider('https://rpc.example.org').state).toBe('closed')
    expect(new HttpProvider('HTTP://127.0.0.1:1/').state).toBe('closed')
  })

  it('is closed when made, registering while probing with method test, open after, closed again on close()', async () => {
    const provider = new HttpProvider(endpoint.url)
    const events: string[] = []
    provider.on('open', () => events.push('open'))
    provider.on('close', () => events.push('close'))
    expect(provider.state).toBe('closed')
    expect(endpoint.received).toEqual([])

    const opening = provider.open()
    expect(provider.state).toBe('registering')
    await opening
    expect(provider.state).toBe('open')
    expect(endpoint.received).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        body: { jsonrpc: '2.0', id: 1, method: 'test', params: [] },
      },
    ])

    await provider.open()
    expect(endpoint.methods()).toEqual(['test'])

    await provider.close()
    expect(provider.state).toBe('closed')
    expect(events).toEqual(['open', 'close'])

    await provider.open()
    expect(provider.state).toBe('open')
    expect(endpoint.methods()).toEqual(['test', 'test'])
  })

  it('shares one probe between concurrent open() and send() calls', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    endpoint.answer(async (body, response) => {
      if (body.method === 'test') await held
      json(response, 200, { jsonrpc: '2.0', id: body.id, result: body.method })
    })
    const provider = new HttpProvider(endpoint.url)
    const opens = [provider.open(), provider.open(), provider.open()]
    const requests = [provider.request('eth_chainId'), provider.request('eth_blockNumber')]
    expect(provider.state).toBe('registering')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(endpoint.methods()).toEqual(['test'])
    release()
    await Promise.all(opens)
    expect(await Promise.all(requests)).toEqual(['eth_chainId', 'eth_blockNumber'])
    expect(endpoint.methods().filter((method) => method === 'test')).toHaveLength(1)
    expect(provider.state).toBe('open')
  })

  it('opens on the first send and probes only once', async () => {
    const provider = new HttpProvider(endpoint.url)
    const payloads: JsonRpcResponse[] = []
    provider.on('payload', (payload) => payloads.push(payload))
    expect(await provider.request('eth_blockNumber', [])).toBe('0x10')
    expect(provider.state).toBe('open')
    expect(await provider.send({ jsonrpc: '2.0', id: 42, method: 'eth_chainId', params: [] })).toEqual({
      jsonrpc: '2.0',
      id: 42,
      result: '0x10',
    })
    expect(endpoint.methods()).toEqual(['test', 'eth_blockNumber', 'eth_chainId'])
    expect(endpoint.received[1]?.body).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_blockNumber',
      params: [],
    })
    expect(payloads).toHaveLength(2)
  })

  it('counts any HTTP answer to the probe as reachable, a JSON-RPC error or an error status included', async () => {
    endpoint.answer((body, response) =>
      json(response, 200, { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no test' } }),
    )
    const first = new HttpProvider(endpoint.url)
    await first.open()
    expect(first.state).toBe('open')

    endpoint.answer((_body, response) => {
      response.writeHead(503)
      response.end('busy')
    })
    const second = new HttpProvider(endpoint.url)
    await second.open()
    expect(second.state).toBe('open')
  })

  it('stays closed with a clear error when nothing answers at the URL', async () => {
    const url = await deadUrl()
    const provider = new HttpProvider(url)
    const opening = provider.open()
    expect(provider.state).toBe('registering')
    await expect(opening).rejects.toBeInstanceOf(HttpProviderUnavailableError)
    await expect(opening).rejects.toThrow(`Unavailable HTTP provider at ${url}`)
    expect(provider.state).toBe('closed')
    await expect(provider.request('eth_blockNumber')).rejects.toBeInstanceOf(HttpProviderUnavailableError)
    expect(provider.state).toBe('closed')
  })

  it('surfaces a JSON-RPC error answer as an RpcError with its code, message and data', async () => {
    endpoint.answer((body, response) =>
      body.method === 'test'
        ? json(response, 200, { jsonrpc: '2.0', id: body.id, result: null })
        : json(response, 200, {
            jsonrpc: '2.0',
            id: body.id,
            error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
          }),
    )
    const provider = new HttpProvider(endpoint.url)
    const failure = provider.request('eth_call', [{ to: '0x0' }, 'latest'])
    await expect(failure).rejects.toBeInstanceOf(RpcError)
    await expect(failure).rejects.toMatchObject({
      code: 3,
      message: 'execution reverted',
      data: '0x08c379a0',
    })
    expect(await provider.send({ jsonrpc: '2.0', id: 7, method: 'eth_call' })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    })
    // A JSON-RPC error keeps the connection open: the endpoint answered.
    expect(provider.state).toBe('open')
  })

  it('fails with the status on an error answer without a JSON-RPC body', async () => {
    endpoint.answer((body, response) => {
      if (body.method === 'test') return json(response, 200, { jsonrpc: '2.0', id: body.id, result: null })
      response.writeHead(503, { 'content-type': 'text/plain' })
      response.end('busy')
    })
    const provider = new HttpProvider(endpoint.url, { label: 'The RPC gateway' })
    const failure = provider.request('eth_blockNumber')
    await expect(failure).rejects.toMatchObject({ code: -32603, message: 'The RPC gateway answered 503' })
    endpoint.answer((_body, response) => json(response, 500, { message: 'oops' }))
    await expect(provider.request('eth_blockNumber')).rejects.toThrow('answered 500')
  })

  it('closes when the connection drops mid-request, and probes again on the next send', async () => {
    const provider = new HttpProvider(endpoint.url)
    await provider.open()
    const closed: string[] = []
    provider.on('close', () => closed.push('close'))
    endpoint.answer((body, response, request) => {
      if (body.method === 'eth_drop') return void request.socket.destroy()
      json(response, 200, { jsonrpc: '2.0', id: body.id, result: body.method })
    })
    await expect(provider.request('eth_drop')).rejects.toBeInstanceOf(HttpProviderUnavailableError)
    expect(provider.state).toBe('closed')
    expect(closed).toEqual(['close'])
    expect(await provider.request('eth_chainId')).toBe('eth_chainId')
    expect(endpoint.methods()).toEqual(['test', 'eth_drop', 'test', 'eth_chainId'])
  })

  it('does not open when closed while registering', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    endpoint.answer(async (body, response) => {
      await held
      json(response, 200, { jsonrpc: '2.0', id: body.id, result: null })
    })
    const provider = new HttpProvider(endpoint.url)
    const opening = provider.open()
    await provider.close()
    expect(provider.state).toBe('closed')
    release()
    await expect(opening).rejects.toBeInstanceOf(HttpProviderClosedError)
    expect(provider.state).toBe('closed')
  })
})
