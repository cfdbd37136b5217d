import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/memory.ts'
import type { KeyValueStorage } from '../storage/types.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import { PING_RESPONSE_DELAY_MS } from './constants.ts'
import {
  ACCOUNT_2,
  appMetadata,
  connected,
  granted,
  next,
  running,
  setup,
  stopClients,
  walletMetadata,
} from './engine.fixtures.ts'
import { WalletClient } from './wallet.ts'

afterEach(stopClients)

describe('session traffic', () => {
  it('request and respond, result and error', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    s.wallet.events.on('session_request', ({ id, params }) => {
      const response =
        params.request.method === 'personal_sign'
          ? { id, jsonrpc: '2.0' as const, result: '0xsigned' }
          : { id, jsonrpc: '2.0' as const, error: { code: 5000, message: 'User rejected.' } }
      void s.wallet.respond({ topic, response })
    })
    await expect(
      s.app.request({
        topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x00', '0x01'] },
      }),
    ).resolves.toBe('0xsigned')
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const refused = s.app.request({
      topic,
      chainId: 'eip155:10',
      request: { method: 'eth_sendTransaction', params: [{}] },
    })
    refused.catch(() => {})
    await vi.advanceTimersByTimeAsync(1_100)
    await expect(refused).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    const requestTags = s.hub.published
      .filter(({ tag }) => tag === 1108 || tag === 1109)
      .map(({ tag, ttl }) => [tag, ttl])
    expect(requestTags).toEqual([
      [1108, 900],
      [1109, 900],
      [1108, 900],
      [1109, 900],
    ])
  })

  it('refuses a request for a chain or method the session did not approve', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    await expect(
      s.app.request({ topic, chainId: 'eip155:5', request: { method: 'personal_sign', params: [] } }),
    ).rejects.toThrow(/eip155:5/)
    await expect(
      s.app.request({ topic, chainId: 'eip155:1', request: { method: 'eth_sign', params: [] } }),
    ).rejects.toThrow(/eth_sign/)
  })

  it('shows requests one at a time, the next 1 s after respond()', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    const seen: number[] = []
    s.wallet.events.on('session_request', ({ id }) => seen.push(id))
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const first = s.app.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [1] },
    })
    const second = s.app.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [2] },
    })
    await vi.advanceTimersByTimeAsync(10)
    await s.wallet.core.idle()
    expect(seen).toHaveLength(1)
    await s.wallet.respond({ topic, response: { id: seen[0] as number, jsonrpc: '2.0', result: 'one' } })
    await vi.advanceTimersByTimeAsync(900)
    expect(seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(seen).toHaveLength(2)
    await s.wallet.respond({ topic, response: { id: seen[1] as number, jsonrpc: '2.0', result: 'two' } })
    await expect(first).resolves.toBe('one')
    await expect(second).resolves.toBe('two')
  })

  it('delivers events and updates: chainChanged, accountsChanged, session_update', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    const chainChanged = next(s.app, 'chainChanged')
    await s.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
    expect(await chainChanged).toEqual({ topic, chainId: 'eip155:10' })
    expect(s.hub.published.at(-1)).toMatchObject({ tag: 1110, ttl: 300, prompt: true })

    const accountsChanged = next(s.app, 'accountsChanged')
    const update = next(s.app, 'session_update')
    const { acknowledged } = await s.wallet.update({ topic, namespaces: granted([ACCOUNT_2]) })
    await acknowledged()
    expect((await update).params.namespaces).toEqual(granted([ACCOUNT_2]))
    expect((await accountsChanged).accounts).toContain(ACCOUNT_2)
    expect(s.app.sessions[0]?.namespaces).toEqual(granted([ACCOUNT_2]))
  })

  it('update resolves only once the new accounts are stored (a wallet reloaded right after finds them)', async () => {
    const hub = new MemoryRelayHub()
    const memory = createMemoryStorage()
    // IndexedDB-like: a write lands a while after it was asked for.
    const slow: KeyValueStorage = {
      ...memory,
      getItem: (key) => memory.getItem(key),
      setItem: (key, value) =>
        new Promise((resolve) => setTimeout(() => resolve(memory.setItem(key, value)), 30)),
    }
    const app = new AppClient({ relay: hub.client(), storage: createMemoryStorage(), metadata: appMetadata })
    const wallet = new WalletClient({ relay: hub.client(), storage: slow, metadata: walletMetadata })
    running.push(app, wallet)
    await Promise.all([app.start(), wallet.start()])
    const { topic } = await connected({ hub, app, wallet, appStorage: memory, walletStorage: slow })
    await wallet.update({ topic, namespaces: granted([ACCOUNT_2]) })
    const reloaded = new WalletClient({ relay: hub.client(), storage: memory, metadata: walletMetadata })
    running.push(reloaded)
    await reloaded.start()
    expect(reloaded.sessions.find((session) => session.topic === topic)?.namespaces).toEqual(
      granted([ACCOUNT_2]),
    )
  })

  it('refuses an event the session did not approve', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    await expect(
      s.wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'somethingElse', data: 1 } }),
    ).rejects.toThrow()
  })

  it('ping and extend both ways', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    await expect(s.app.ping({ topic })).resolves.toBeUndefined()
    await expect(s.wallet.ping({ topic })).resolves.toBeUndefined()
    const before = s.app.sessions[0]?.expiry as number
    const extended = next(s.wallet, 'session_extend')
    const { acknowledged } = await s.app.extend({ topic })
    await acknowledged()
    await extended
    expect(s.app.sessions[0]?.expiry).toBeGreaterThanOrEqual(before)
    expect(s.wallet.sessions[0]?.expiry).toBeGreaterThanOrEqual(before)
  })

  it('a ping settles 500 ms after its answer arrives, on both sides; the answer itself is at once', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    for (const [pinger, responder] of [
      [s.app, s.wallet],
      [s.wallet, s.app],
    ] as const) {
      let settled = false
      const answered = next(responder, 'session_ping')
      const ping = pinger.ping({ topic }).then(() => {
        settled = true
      })
      // No timer runs before the responder has answered.
      await answered
      await pinger.core.idle()
      await vi.advanceTimersByTimeAsync(PING_RESPONSE_DELAY_MS - 1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await ping
      expect(settled).toBe(true)
    }
    expect(PING_RESPONSE_DELAY_MS).toBe(500)
  })

  it('disconnect from either side removes the session on both', async () => {
    for (const side of ['app', 'wallet'] as const) {
      const s = await setup()
      const { topic } = await connected(s)
      const other = side === 'app' ? s.wallet : s.app
      const deleted = next(other, 'session_delete')
      const disconnected = next(other, 'disconnect')
      await s[side].disconnect({ topic })
      expect((await deleted).topic).toBe(topic)
      expect((await disconnected).reason).toEqual({ code: 6000, message: 'User disconnected.' })
      expect(s.app.sessions).toEqual([])
      expect(s.wallet.sessions).toEqual([])
      await expect(s.app.ping({ topic })).rejects.toThrow()
    }
  })
})
