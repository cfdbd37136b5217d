import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import {
  appMetadata,
  connected,
  next,
  required,
  running,
  setup,
  stopClients,
  walletMetadata,
} from './engine.fixtures.ts'
import { WalletClient } from './wallet.ts'

afterEach(stopClients)

describe('lifetimes and restarts', () => {
  it('expires a session after 7 days and a proposal after 300 s', async () => {
    let now = Date.now()
    const hub = new MemoryRelayHub(() => now)
    const appStorage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const app = new AppClient({
      relay: hub.client(),
      storage: appStorage,
      metadata: appMetadata,
      now: () => now,
    })
    const wallet = new WalletClient({
      relay: hub.client(),
      storage: walletStorage,
      metadata: walletMetadata,
      now: () => now,
    })
    running.push(app, wallet)
    await Promise.all([app.start(), wallet.start()])
    const { topic } = await connected({ hub, app, wallet, appStorage, walletStorage })

    const { approval } = await app.connect({ requiredNamespaces: required })
    const proposalExpired = next(app, 'proposal_expire')
    now += 301_000
    app.core.expirer.check()
    await proposalExpired
    await expect(approval()).rejects.toThrow(/Proposal expired/)

    const expired = next(app, 'session_expire')
    now += 7 * 86_400_000
    app.core.expirer.check()
    expect((await expired).topic).toBe(topic)
    expect(app.sessions).toEqual([])
  })

  it('a restarted app finds its session in storage and keeps talking', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    await s.app.core.flush()
    await s.app.stop()
    const app = new AppClient({ relay: s.hub.client(), storage: s.appStorage, metadata: appMetadata })
    running.push(app)
    await app.start()
    expect(app.sessions.map((session) => session.topic)).toEqual([topic])
    s.wallet.events.on(
      'session_request',
      ({ id }) => void s.wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'after restart' } }),
    )
    await expect(
      app.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [] } }),
    ).resolves.toBe('after restart')
  })

  it('a restarted wallet shows the request that was pending', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    const shown = next(s.wallet, 'session_request')
    const pending = s.app.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [] },
    })
    await shown
    await s.wallet.core.flush()
    await s.wallet.stop()
    const wallet = new WalletClient({
      relay: s.hub.client(),
      storage: s.walletStorage,
      metadata: walletMetadata,
    })
    running.push(wallet)
    const again = next(wallet, 'session_request')
    await wallet.start()
    const { id } = await again
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'restored' } })
    await expect(pending).resolves.toBe('restored')
  })
})
