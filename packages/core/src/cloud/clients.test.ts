import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
  vi.restoreAllMocks()
})

async function cloudDouble(routes: Record<string, (req: Recorded, res: ServerResponse) => void>) {
  const server = await startTestServer((req, res) => {
    const route = routes[req.url.pathname]
    if (route) route(req, res)
    else json(res, 404, { error: 'not found' })
  })
  close = server.close
  return server
}

function kit(cloudUrl: string, features?: { swaps?: boolean }) {
  return createKit({
    projectId: 'demo',
    networks: [airlockDevnet, mainnet],
    adapters: [createFakeAdapter().adapter],
    storage: createMemoryBackend(),
    cloudUrl,
    features,
  })
}

describe('kit with a cloud', () => {
  it('points every network at the RPC gateway with chainId and projectId', async () => {
    const server = await cloudDouble({})
    const airlock = kit(server.url)
    for (const network of airlock.chain.getState().requestedCaipNetworks) {
      const url = new URL(network.rpcUrls.default.http[0]!)
      expect(url.origin + url.pathname).toBe(`${server.url}/v1/`)
      expect(url.searchParams.get('chainId')).toBe(network.caipNetworkId)
      expect(url.searchParams.get('projectId')).toBe('demo')
    }
    await airlock.ready
  })

  it('remote features override local ones and say so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const server = await cloudDouble({
      '/appkit/v1/config': (_r, res) => json(res, 200, { features: [{ id: 'swaps', isEnabled: false }] }),
      '/getAnalyticsConfig': (_r, res) => json(res, 200, { isAnalyticsEnabled: false }),
    })
    const airlock = kit(server.url, { swaps: true })
    await airlock.ready
    expect(airlock.optionsStore.getState().features.swaps).toBe(false)
    expect(airlock.alert.getState()).toMatchObject({
      open: true,
      variant: 'warning',
      shortMessage: 'Local configuration ignored',
    })
  })

  it('sends events to /e when the project enables analytics', async () => {
    const server = await cloudDouble({
      '/appkit/v1/config': (_r, res) => json(res, 200, { features: [] }),
      '/getAnalyticsConfig': (_r, res) => json(res, 200, { isAnalyticsEnabled: true }),
      '/e': (_r, res) => json(res, 200, {}),
    })
    const airlock = kit(server.url)
    await airlock.ready
    await airlock.switchNetwork(mainnet)
    await vi.waitFor(() => expect(server.requests.some((r) => r.url.pathname === '/e')).toBe(true))
    const sent = JSON.parse(server.requests.find((r) => r.url.pathname === '/e')!.body)
    expect(sent.props.event).toBe('SWITCH_NETWORK')
  })

  it('sends no events when analytics is disabled or its config fails', async () => {
    const server = await cloudDouble({ '/e': (_r, res) => json(res, 200, {}) })
    const airlock = kit(server.url)
    await airlock.ready
    await airlock.switchNetwork(mainnet)
    await new Promise((r) => setTimeout(r, 50))
    expect(server.requests.some((r) => r.url.pathname === '/e')).toBe(false)
  })

  it('an invalid project id opens the Invalid App Configuration alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refuse = (_r: Recorded, res: ServerResponse) =>
      json(res, 401, { error: 'Unauthorized: invalid key' })
    const server = await cloudDouble({ '/appkit/v1/config': refuse, '/getAnalyticsConfig': refuse })
    const airlock = kit(server.url)
    await airlock.ready
    expect(airlock.alert.getState()).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
  })

  it('a disallowed origin opens the Invalid App Configuration alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refuse = (_r: Recorded, res: ServerResponse) =>
      json(res, 403, { error: 'Unauthorized: origin not allowed' })
    const server = await cloudDouble({ '/appkit/v1/config': refuse, '/getAnalyticsConfig': refuse })
    const airlock = kit(server.url)
    await airlock.ready
    expect(airlock.alert.getState()).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
    expect(airlock.alert.getState().longMessage).toMatch(/origin|domain|allow/i)
  })

  it('a cloud refusing a token from the future opens Session Expired (the visitor clock is off)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refuse = (_r: Recorded, res: ServerResponse) =>
      json(res, 401, { error: 'JWT validation error: JWT Token is not yet valid' })
    const server = await cloudDouble({ '/appkit/v1/config': refuse, '/getAnalyticsConfig': refuse })
    const airlock = kit(server.url)
    await airlock.ready
    expect(airlock.alert.getState()).toMatchObject({ open: true, shortMessage: 'Session Expired' })
    expect(airlock.alert.getState().longMessage).toMatch(/time settings/)
  })
})
