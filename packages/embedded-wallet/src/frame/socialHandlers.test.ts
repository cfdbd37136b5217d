import { describe, expect, it } from 'vitest'
import { createHandlers } from './handlers.ts'
import { createAuthApi } from './keys/authApi.ts'
import { createDeviceStore, memoryStorage } from './keys/deviceStore.ts'
import { createWallet } from './keys/wallet.ts'
import { createGateway } from './rpc/gateway.ts'

const DAPP = 'https://dapp.example.com'
const RESULT = 'result-token-0123456789'

/**
 * The cloud's social routes as a fetch double: authorize answers a URI naming what it was asked with,
 * complete trades RESULT once for a session (a new user first; with `shares`, a known wallet).
 */
function socialBackend(answer: { shares?: Record<string, string>; address?: string } = {}) {
  const calls: { path: string; query: Record<string, string>; body?: unknown }[] = []
  const stored: Record<string, string>[] = []
  let used = false
  const user = () => ({
    id: 'u1',
    email: 'ada.social@example.com',
    socialProvider: 'google',
    userName: 'ada',
    address: answer.address ?? stored[0]?.address ?? null,
  })
  const fetchFn = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.replace('/v1/embedded/', '')
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, query: Object.fromEntries(url.searchParams), body })
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status })
    if (path === 'social/google/authorize')
      return json(200, { uri: `https://idp.example/auth?origin=${url.searchParams.get('origin')}` })
    if (path === 'social/complete') {
      if (used || body.result !== RESULT) return json(400, { error: 'This sign-in result is invalid' })
      used = true
      return json(200, {
        session: 'session-token-0123456789',
        expiresAt: new Date().toISOString(),
        user: user(),
        ...(answer.shares ? { shares: answer.shares } : {}),
        socialProvider: 'google',
        userName: 'ada',
      })
    }
    if (path === 'wallet') {
      stored.push(body)
      return json(201, { user: user() })
    }
    return json(404, { error: 'not found' })
  }) as typeof fetch
  return { fetchFn, calls, stored }
}

function setup(backend: ReturnType<typeof socialBackend>, storage = memoryStorage()) {
  const api = createAuthApi({ apiUrl: 'https://api.example', projectId: 'p1', fetchFn: backend.fetchFn })
  const store = createDeviceStore(storage, 'p1', 'http://dapp.test')
  const wallet = createWallet({ api, store })
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
  return { handle, store, wallet }
}

describe('the frame social login events', () => {
  it('GET_SOCIAL_REDIRECT_URI asks authorize with the verified parent origin and this device', async () => {
    const backend = socialBackend()
    const { handle, store } = setup(backend)
    expect(
      await handle('GET_SOCIAL_REDIRECT_URI', { provider: 'google', origin: 'https://evil.example' }),
    ).toEqual({ uri: `https://idp.example/auth?origin=${DAPP}` })
    expect(backend.calls[0]?.query).toEqual({ projectId: 'p1', deviceId: store.deviceId(), origin: DAPP })
  })

  it('CONNECT_SOCIAL creates the wallet of a new user and answers the user with provider and username', async () => {
    const backend = socialBackend()
    const { handle } = setup(backend)
    const user = (await handle('CONNECT_SOCIAL', { result: RESULT })) as Record<string, unknown>
    expect(backend.stored).toHaveLength(1)
    expect(user).toMatchObject({
      address: backend.stored[0]?.address,
      email: 'ada.social@example.com',
      userName: 'ada',
      socialProvider: 'google',
      chainId: 31337,
    })
    expect(await handle('GET_USER', {})).toEqual(user)
    // A replayed result is refused by the cloud, and the message reaches the kit.
    await expect(handle('CONNECT_SOCIAL', { result: RESULT })).rejects.toThrow('invalid')
  })

  it('CONNECT_SOCIAL on a new device opens the same wallet with the auth and recovery shares', async () => {
    const first = socialBackend()
    await setup(first).handle('CONNECT_SOCIAL', { result: RESULT })
    const wallet = first.stored[0]!
    const second = socialBackend({
      address: wallet.address,
      shares: { authShare: wallet.authShare!, recoveryShare: wallet.recoveryShare! },
    })
    const { handle } = setup(second)
    const user = (await handle('CONNECT_SOCIAL', { result: RESULT })) as { address: string }
    expect(user.address).toBe(wallet.address)
    expect(second.stored).toHaveLength(0)
  })
})
