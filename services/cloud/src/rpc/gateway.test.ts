import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { MAX_BATCH_SIZE } from './forward.ts'

let devnet: Devnet
let cloud: Cloud
let silent: Server
let gateway: (chainId?: string) => string

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A node that accepts connections and never answers. */
function startSilentServer(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(() => {})
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}

beforeAll(async () => {
  let closed: number
  ;[devnet, silent, closed] = await Promise.all([startDevnet({ port: 0 }), startSilentServer(), closedPort()])
  cloud = await startTestCloud({
    chains: [
      { caipNetworkId: 'eip155:31337', rpcUrl: devnet.rpcUrl },
      { caipNetworkId: 'eip155:9001', rpcUrl: `http://127.0.0.1:${closed}` },
      { caipNetworkId: 'eip155:9002', rpcUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
    ],
    upstreamTimeoutMs: 2_000,
  })
  await cloud.context.projects.create({ id: 'rpc-test' })
  gateway = (chainId = 'eip155:31337') => `${cloud.url}/v1/?chainId=${chainId}&projectId=rpc-test`
})

afterAll(async () => {
  await cloud?.close()
  silent?.closeAllConnections()
  silent?.close()
  await devnet?.stop()
})

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetchJson<unknown>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const request = (id: unknown, method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('RPC gateway against the devnet', () => {
  it('forwards a single request and keeps its id', async () => {
    const response = await post(gateway(), request('abc', 'eth_chainId'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.body).toEqual({ jsonrpc: '2.0', id: 'abc', result: '0x7a69' })
  })

  it('answers /v1 without the trailing slash too', async () => {
    const response = await post(
      `${cloud.url}/v1?chainId=eip155:31337&projectId=rpc-test`,
      request(1, 'net_version'),
    )
    expect(response.body).toEqual({ jsonrpc: '2.0', id: 1, result: '31337' })
  })

  it("returns a test account's balance as the node does", async () => {
    const account = testAccounts[5]!.address
    const direct = await post(devnet.rpcUrl, request(1, 'eth_getBalance', [account, 'latest']))
    const viaGateway = await post(gateway(), request(7, 'eth_getBalance', [account, 'latest']))
    expect(viaGateway.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: (direct.body as { result: string }).result,
    })
    expect(BigInt((viaGateway.body as { result: string }).result)).toBe(parseEther('10000'))
  })

  it('forwards a batch as one upstream call and answers in order with the callers ids', async () => {
    // Accounts the seeded history leaves alone (DEVNET_HISTORY_ACCOUNTS) hold exactly their grant.
    const [a, b] = [testAccounts[2]!.address, testAccounts[3]!.address]
    const response = await post(gateway(), [
      request(10, 'eth_chainId'),
      request('x', 'eth_getBalance', [a, 'latest']),
      request(null, 'eth_getBalance', [b, 'latest']),
      { jsonrpc: '2.0', id: 11, method: 'eth_blockNumber' },
      request(12, 'eth_getBalance', ['not an address', 'latest']),
    ])
    expect(response.status).toBe(200)
    const answers = response.body as { id: unknown; result?: unknown; error?: { code: number } }[]
    expect(answers.map((answer) => answer.id)).toEqual([10, 'x', null, 11, 12])
    expect(answers[0]!.result).toBe('0x7a69')
    expect(BigInt(answers[1]!.result as string)).toBe(parseEther('10000'))
    expect(BigInt(answers[2]!.result as string)).toBe(parseEther('10000'))
    expect(answers[3]!.result).toMatch(/^0x[0-9a-f]+$/)
    // The node's own error (an allowed method, invalid params) comes through untouched.
    expect(answers[4]!.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('invalid value "not an address"'),
    })
  })

  it('works as a viem transport, batched', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(gateway(), { batch: true }) })
    const owner = testAccounts[4]!.address
    const [chainId, balance, usdc] = await Promise.all([
      client.getChainId(),
      client.getBalance({ address: testAccounts[3]!.address }),
      client.readContract({
        address: devnetTokens.usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ])
    expect(chainId).toBe(31337)
    expect(balance).toBe(parseEther('10000'))
    expect(usdc).toBe(10_000n * 10n ** 6n)
  })

  it(`accepts ${MAX_BATCH_SIZE} requests and refuses ${MAX_BATCH_SIZE + 1}`, async () => {
    const batch = Array.from({ length: MAX_BATCH_SIZE }, (_, index) => request(index, 'eth_chainId'))
    const full = await post(gateway(), batch)
    expect(full.status).toBe(200)
    expect(full.body).toHaveLength(MAX_BATCH_SIZE)
    expect((full.body as { id: number }[]).at(-1)).toEqual({ jsonrpc: '2.0', id: 999, result: '0x7a69' })

    const tooMany = await post(gateway(), [...batch, request(MAX_BATCH_SIZE, 'eth_chainId')])
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32005, message: 'Batch size limit exceeded: 1001 requests, at most 1000 per batch' },
    })
  })

  it('answers an unknown or missing chain id with Unsupported chain', async () => {
    const unknown = await post(gateway('eip155:1'), request(3, 'eth_chainId'))
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32602, message: 'Unsupported chain' },
    })

    const missing = await post(`${cloud.url}/v1/?projectId=rpc-test`, [
      request(1, 'eth_chainId'),
      request(2, 'eth_blockNumber'),
    ])
    expect(missing.body).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unsupported chain' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Unsupported chain' } },
    ])
    const repeated = await post(`${gateway()}&chainId=eip155:31337`, request(4, 'eth_chainId'))
    expect(repeated.body).toMatchObject({ id: 4, error: { message: 'Unsupported chain' } })
  })

  it('answers invalid requests with -32600 each, and still forwards the valid ones', async () => {
    const response = await post(gateway(), [
      { id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2 },
      { jsonrpc: '2.0', id: { nested: true }, method: 'eth_chainId' },
      'text',
      request(5, 'eth_chainId'),
    ])
    expect(response.body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32600, message: 'Invalid request: jsonrpc: Invalid literal value, expected "2.0"' },
      },
      { jsonrpc: '2.0', id: 2, error: { code: -32600, message: 'Invalid request: method: Required' } },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: expect.stringMatching(/^Invalid request: id: /) },
      },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request: Expected object, received string' },
      },
      { jsonrpc: '2.0', id: 5, result: '0x7a69' },
    ])
    const single = await post(gateway(), 42)
    expect(single.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request: Expected object, received number' },
    })
    const empty = await post(gateway(), [])
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request: empty batch' },
    })
  })

  it('refuses node administration and node-signing methods', async () => {
    const response = await post(gateway(), [
      request(1, 'hardhat_setBalance', [testAccounts[0]!.address, '0x1']),
      request(2, 'evm_mine'),
      request(3, 'eth_sendTransaction', [{ from: testAccounts[0]!.address, to: testAccounts[1]!.address }]),
      request(4, 'eth_accounts'),
    ])
    const answers = response.body as {
      id: number
      error?: { code: number; message: string }
      result?: unknown
    }[]
    expect(answers.slice(0, 3).map((answer) => answer.error)).toEqual([
      { code: -32004, message: 'Method hardhat_setBalance is not supported by the RPC gateway' },
      { code: -32004, message: 'Method evm_mine is not supported by the RPC gateway' },
      { code: -32004, message: 'Method eth_sendTransaction is not supported by the RPC gateway' },
    ])
    // The node's own (unlocked) accounts stay unknown: a read-only gateway holds none.
    expect(answers[3]!.result).toEqual([])
  })

  it('sends nothing back for notifications', async () => {
    const single = await post(gateway(), { jsonrpc: '2.0', method: 'eth_chainId' })
    expect(single.status).toBe(204)
    expect(single.body).toBeUndefined()
    const mixed = await post(gateway(), [
      { jsonrpc: '2.0', method: 'eth_chainId' },
      request(1, 'eth_chainId'),
    ])
    expect(mixed.body).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x7a69' }])
  })

  it('answers bad JSON with HTTP 400 and a parse error, and other content types with 415', async () => {
    const broken = await post(gateway(), '{"jsonrpc": "2.0", "id": 1,')
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32700,
        message: "Parse error: Body is not valid JSON but content-type is set to 'application/json'",
      },
    })
    const emptyBody = await post(gateway(), '')
    expect(emptyBody.status).toBe(400)
    expect(emptyBody.body).toMatchObject({ error: { code: -32700 } })

    const text = await fetchJson(gateway(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(text.status).toBe(415)
    expect(text.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Unsupported Media Type: send JSON-RPC as application/json' },
    })
    const none = await fetchJson(gateway(), { method: 'POST', body: new Uint8Array([1, 2]) })
    expect(none.status).toBe(415)
    expect(none.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } })
  })

  it('answers a body over the limit with 413', async () => {
    const huge = JSON.stringify(request(1, 'eth_call', ['x'.repeat(9 * 1024 * 1024)]))
    const response = await post(gateway(), huge)
    expect(response.status).toBe(413)
    expect(response.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32005, message: 'Request body is too large' },
    })
  })

  it('turns an unreachable or silent node into -32603 with a readable message', async () => {
    const down = await post(gateway('eip155:9001'), [
      request(1, 'eth_chainId'),
      request(2, 'eth_blockNumber'),
    ])
    expect(down.status).toBe(200)
    expect(down.body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'The eip155:9001 RPC node is unavailable (ECONNREFUSED)' },
      },
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32603, message: 'The eip155:9001 RPC node is unavailable (ECONNREFUSED)' },
      },
    ])
    const slow = await post(gateway('eip155:9002'), request(1, 'eth_chainId'))
    expect(slow.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'The eip155:9002 RPC node did not answer within 2000 ms' },
    })
    // The gateway is still up.
    expect((await post(gateway(), request(1, 'eth_chainId'))).body).toMatchObject({ result: '0x7a69' })
  })

  it('needs a valid project like every project-scoped call', async () => {
    const missing = await post(`${cloud.url}/v1/?chainId=eip155:31337`, request(1, 'eth_chainId'))
    expect(missing).toMatchObject({ status: 401, body: { error: 'Unauthorized: invalid key' } })
    const origin = await post(gateway(), request(1, 'eth_chainId'), { origin: 'https://evil.example' })
    expect(origin).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed' } })
  })
})

describe('supported chains', () => {
  it('lists the configured chains for http and none for ws', async () => {
    const response = await fetchJson(`${cloud.url}/v1/supported-chains?projectId=rpc-test`)
    expect(response).toMatchObject({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:9001', 'eip155:9002'], ws: [] },
    })
    expect((await fetchJson(`${cloud.url}/v1/supported-chains`)).status).toBe(401)
  })
})
