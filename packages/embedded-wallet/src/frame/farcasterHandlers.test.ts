import { describe, expect, it } from 'vitest'
import { createHandlers } from './handlers.ts'
import { createAuthApi } from './keys/authApi.ts'
import { createDeviceStore, memoryStorage } from './keys/deviceStore.ts'
import { createWallet } from './keys/wallet.ts'
import { createGateway } from './rpc/gateway.ts'

const DAPP = 'https://dapp.example.com'
const RESULT = 'farcaster-result-0123456789'
const LINK = 'http://127.0.0.1:1/farcaster-relay/~/siwf?channelToken=channel-0001'

/**
 * The cloud's Farcaster and social routes as a fetch double: channel opens one channel per call, status
 * answers pending `pending` times then the result (or `status: 400` for an expired channel), complete trades
 * the result for a new user's session.
 */
function farcasterBackend(options: { pending?: number; expired?: boolean } = {}) {
  const calls: { path: string; body?: Record<string, unknown> }[] = []
  let pending = options.pending ?? 0
  let channels = 0
  const fetchFn = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.replace('/v1/embedded/', '')
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, body })
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status })
    const user = { id: 'u1', socialProvider: 'farcaster', userName: 'ada', address: null }
    if (path === 'farcaster/channel') {
      channels += 1
      return json(200, {
        url: LINK.replace('0001', String(channels).padStart(4, '0')),
        channelToken: `channel-${channels}`,
      })
    }
    if (path === 'farcaster/status') {
      if (options.expired)
        return json(400, { error: 'This Farcaster sign-in is invalid, was already used or has expired' })
      if (pending > 0) {
        pending -= 1
        return json(200, { state: 'pending' })
      }
      return json(200, { state: 'completed', result: RESULT })
    }
    if (path === 'social/complete' && body.result === RESULT)
      return json(200, {
        session: 'session-token-0123456789',
        expiresAt: new Date().toISOString(),
        user,
        socialProvider: 'farcaster',
        userName: 'ada',
      })
    if (path === 'wallet') return json(201, { user: { ...user, address: body.address } })
    return json(404, { error: 'not found' })
  }) as typeof fetch
  return { fetchFn, calls }
}

function setup(backend: ReturnType<typeof farcasterBackend>) {
  const api = createAuthApi({ apiUrl: 'https://api.example', projectId: 'p1', fetchFn: backend.fetchFn })
  const store = createDeviceStore(memoryStorage(), 'p1', 'http://dapp.test')
  const wallet = createWallet({ api, store, farcasterPollMs: 1 })
  const handle = createHandlers({
    wallet,
    gateway: createGateway('https://api.example', 'p1'),
    chain: { get: () => 31337, set: () => {} },
    approve: async () => true,
    theme: () => {},
    dappData: () => {},
    reload: () => {},
    parentOrigin: DAPP,
  })
  return { handle, store }
}

describe('the frame Farcaster login events', () => {
  it('GET_FARCASTER_URI opens one channel for the verified parent origin and this device', async () => {
    const backend = farcasterBackend()
    const { handle, store } = setup(backend)
    expect(await handle('GET_FARCASTER_URI', { origin: 'https://evil.example' })).toEqual({
      url: `${LINK}`,
    })
    // Asked again while the visitor may be scanning: the same link.
    expect(await handle('GET_FARCASTER_URI', {})).toEqual({ url: LINK })
    expect(backend.calls.filter((c) => c.path === 'farcaster/channel')).toEqual([
      { path: 'farcaster/channel', body: { deviceId: store.deviceId(), origin: DAPP } },
    ])
  })

  it('CONNECT_FARCASTER waits for the app, then creates the wallet and answers the user', async () => {
    const backend = farcasterBackend({ pending: 3 })
    const { handle } = setup(backend)
    await expect(handle('CONNECT_FARCASTER', {})).rejects.toThrow('Ask for the Farcaster link first')
    await handle('GET_FARCASTER_URI', {})
    const user = (await handle('CONNECT_FARCASTER', {})) as Record<string, unknown>
    expect(backend.calls.filter((c) => c.path === 'farcaster/status')).toHaveLength(4)
    expect(user).toMatchObject({ userName: 'ada', socialProvider: 'farcaster', chainId: 31337 })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The channel is spent: the next login asks for a new link.
    await handle('GET_FARCASTER_URI', {})
    expect(backend.calls.filter((c) => c.path === 'farcaster/channel')).toHaveLength(2)
  })

  it('an expired channel fails with the cloud message, and the next link is a new one', async () => {
    const backend = farcasterBackend({ expired: true })
    const { handle } = setup(backend)
    await handle('GET_FARCASTER_URI', {})
    await expect(handle('CONNECT_FARCASTER', {})).rejects.toThrow(/has expired/)
    expect(await handle('GET_FARCASTER_URI', {})).toEqual({ url: LINK.replace('0001', '0002') })
  })
})
