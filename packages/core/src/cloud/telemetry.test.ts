import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
  vi.restoreAllMocks()
})

/**
 * A cloud on loopback whose analytics are on and whose blockchain API is down: every internal failure of the kit
 * should reach POST /e as INTERNAL_SDK_ERROR.
 */
async function brokenCloud() {
  const down = (_r: Recorded, res: ServerResponse) => json(res, 500, { error: 'indexer down' })
  const server = await startTestServer((req, res) => {
    const path = req.url.pathname
    if (path === '/appkit/v1/config') return json(res, 200, { features: [] })
    if (path === '/getAnalyticsConfig') return json(res, 200, { isAnalyticsEnabled: true })
    if (path === '/projects/v1/origins') return json(res, 200, { allowedOrigins: [] })
    if (path === '/e') return json(res, 200, {})
    if (path.startsWith('/v1/')) return down(req, res)
    return json(res, 404, { error: 'not found' })
  })
  close = server.close
  /** The INTERNAL_SDK_ERROR messages the cloud received. */
  const reported = () =>
    server.requests
      .filter((r) => r.url.pathname === '/e')
      .map((r) => JSON.parse(r.body).props)
      .filter((props) => props.event === 'INTERNAL_SDK_ERROR')
      .map((props) => String(props.properties.message))
  return { server, reported }
}

function kit(cloudUrl: string, fake = createFakeAdapter(), storage = createMemoryBackend()) {
  fake.state.connectors = [testConnector]
  const airlock = createKit({
    projectId: 'demo',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage,
    cloudUrl,
    isMobile: () => false,
  })
  return { airlock, fake, storage }
}

describe('INTERNAL_SDK_ERROR from every internal error path', () => {
  it('failed identity lookup, native balance, transaction history and token balances', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const cloud = await brokenCloud()
    const fake = createFakeAdapter()
    fake.adapter.getBalance = async () => {
      throw new Error('node unreachable')
    }
    const { airlock } = kit(cloud.server.url, fake)
    await airlock.ready
    await airlock.connect(testConnector)
    await airlock.loadTransactions({ reset: true })
    await airlock.refreshTokenBalances()
    await vi.waitFor(() => expect(cloud.reported()).toHaveLength(4))
    expect(cloud.reported().sort()).toEqual([
      'Balance fetch failed: node unreachable',
      'Failed to fetch transactions: indexer down',
      'Identity lookup failed: indexer down',
      'Token balance fetch failed: indexer down',
    ])
  })

  it('failed connect and switch are reported, a refusal is not', async () => {
    const cloud = await brokenCloud()
    const { airlock, fake } = kit(cloud.server.url)
    fake.adapter.getBalance = async () => ({ balance: '1', symbol: 'ETH' })
    await airlock.ready
    fake.state.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(airlock.connect(testConnector)).rejects.toThrow()
    fake.state.connectError = new Error('wallet crashed')
    await expect(airlock.connect(testConnector)).rejects.toThrow('wallet crashed')
    fake.state.connectError = undefined
    await airlock.connect(testConnector)
    fake.state.switchError = Object.assign(new Error('Internal JSON-RPC error'), { code: -32603 })
    expect(await airlock.switchNetwork(mainnet)).toBe(false)
    await vi.waitFor(() =>
      expect(cloud.reported()).toContain('Switch network failed: Internal JSON-RPC error'),
    )
    expect(cloud.reported()).toContain('Connect failed: wallet crashed')
    expect(cloud.reported().some((m) => m.includes('rejected'))).toBe(false)
  })

  it('a reconnect at start that throws is reported once the analytics setting is known', async () => {
    const cloud = await brokenCloud()
    const first = kit(cloud.server.url)
    await first.airlock.ready
    await first.airlock.connect(testConnector)
    await flush()
    const fake = createFakeAdapter()
    fake.state.reconnectError = new Error('provider exploded')
    const { airlock } = kit(cloud.server.url, fake, first.storage)
    await airlock.ready
    await vi.waitFor(() => expect(cloud.reported()).toContain('Reconnect failed: provider exploded'))
  })
})
