import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/memory.ts'
import type { KeyValueStorage } from '../storage/types.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import { METHODS, PING_RESPONSE_DELAY_MS } from './constants.ts'
import type { SignEvents } from './events.ts'
import type { Metadata, SessionNamespaces } from './types.ts'
import { WalletClient } from './wallet.ts'

const appMetadata: Metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] }
const walletMetadata: Metadata = {
  name: 'Wallet',
  description: 'A wallet',
  url: 'https://wallet.example',
  icons: [],
}
const ACCOUNT = 'eip155:1:0x1111111111111111111111111111111111111111'
const ACCOUNT_2 = 'eip155:1:0x2222222222222222222222222222222222222222'

const required = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } }
const granted = (accounts = [ACCOUNT]): SessionNamespaces => ({
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [...accounts, ...accounts.map((account) => account.replace('eip155:1:', 'eip155:10:'))],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
})

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(running.splice(0).map((client) => client.stop().catch(() => {})))
})

interface Setup {
  hub: MemoryRelayHub
  app: AppClient
  wallet: WalletClient
  appStorage: KeyValueStorage
  walletStorage: KeyValueStorage
}

async function setup(hub = new MemoryRelayHub()): Promise<Setup> {
  const appStorage = createMemoryStorage()
  const walletStorage = createMemoryStorage()
  const app = new AppClient({ relay: hub.client(), storage: appStorage, metadata: appMetadata })
  const wallet = new WalletClient({ relay: hub.client(), storage: walletStorage, metadata: walletMetadata })
  running.push(app, wallet)
  await Promise.all([app.start(), wallet.start()])
  return { hub, app, wallet, appStorage, walletStorage }
}

function next<K extends keyof SignEvents>(
  client: { events: AppClient['events'] },
  event: K,
): Promise<SignEvents[K]> {
  return new Promise((resolve) => client.events.once(event, resolve))
}

async function connected(s: Setup, namespaces = granted()) {
  const proposal = next(s.wallet, 'session_proposal')
  const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
  await s.wallet.pair({ uri: uri as string })
  const { id } = await proposal
  const { topic, acknowledged } = await s.wallet.approve({ id, namespaces })
  const session = await approval()
  await acknowledged()
  return { topic, session }
}

describe('connect', () => {
  it('settles a session on both sides with the wire tags and TTLs', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
    await s.wallet.pair({ uri: uri as string })
    const received = await proposal
    expect(received.params.requiredNamespaces).toEqual(required)
    expect(received.params.proposer.metadata).toEqual(appMetadata)
    expect(received.verifyContext.verified.validation).toBe('UNKNOWN')
    const connect = next(s.app, 'connect')
    const { topic, acknowledged } = await s.wallet.approve({ id: received.id, namespaces: granted() })
    const session = await approval()
    expect(session.topic).toBe(topic)
    expect(session.peer.metadata).toEqual(walletMetadata)
    expect(session.namespaces).toEqual(granted())
    expect((await acknowledged()).acknowledged).toBe(true)
    expect((await connect).session.topic).toBe(topic)
    expect(s.wallet.sessions.map((item) => item.acknowledged)).toEqual([true])
    expect(s.app.pairings[0]?.active).toBe(true)
    expect(s.wallet.pairings[0]?.active).toBe(true)
    const tags = s.hub.published.map(({ tag, ttl }) => [tag, ttl])
    expect(tags).toEqual([
      [1100, 300],
      [1101, 300],
      [1102, 300],
      [1103, 300],
    ])
    expect(s.hub.published[0]?.prompt).toBe(true)
  })

  it('rejects the approval with the wallet reason (tag 1120)', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    await s.wallet.reject({ id: (await proposal).id, reason: { code: 5000, message: 'User rejected.' } })
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(s.hub.published.at(-1)?.tag).toBe(1120)
    expect(s.wallet.proposals).toEqual([])
  })

  it('settles one session when the same proposal is approved twice at once', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    const { id } = await proposal
    const [first, second] = await Promise.allSettled([
      s.wallet.approve({ id, namespaces: granted() }),
      s.wallet.approve({ id, namespaces: granted() }),
    ])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: { message: /recently deleted/ } })
    await approval()
    expect(s.wallet.sessions).toHaveLength(1)
  })

  it('refuses to pair twice with an active pairing and refuses an expired URI', async () => {
    const s = await setup()
    const { uri } = await connected(s).then(() => ({ uri: s.app.pairings[0] }))
    expect(uri).toBeDefined()
    const pairing = s.wallet.pairings[0]
    if (!pairing) throw new Error('no pairing')
    const again = `wc:${pairing.topic}@2?expiryTimestamp=${pairing.expiry}&relay-protocol=irn&symKey=${pairing.symKey}`
    await expect(s.wallet.pair({ uri: again })).rejects.toThrow(/Pairing already exists/)
    const expired = again.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=1')
    await expect(s.wallet.pair({ uri: expired })).rejects.toMatchObject({ code: 6 })
  })
})

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

describe('wire rules', () => {
  it('answers an unknown method on a pairing topic with 10001', async () => {
    const s = await setup()
    const { uri } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    const pairingTopic = s.wallet.pairings[0]?.topic as string
    const result = s.wallet.core.sendRequest(pairingTopic, 'wc_sessionPropose', { not: 'a proposal' })
    await expect((await result).response).rejects.toMatchObject({ code: expect.any(Number) })
  })

  it('has the official client’s tags and TTLs', () => {
    expect(METHODS.wc_sessionRequest.req).toEqual({ tag: 1108, ttl: 900, prompt: true })
    expect(METHODS.wc_sessionAuthenticate.reject).toEqual({ tag: 1118, ttl: 300 })
    expect(METHODS.wc_pairingPing.req).toEqual({ tag: 1002, ttl: 30 })
  })
})

describe('before start()', () => {
  it("refuses to send with 'Not initialized.'", async () => {
    const hub = new MemoryRelayHub()
    const app = new AppClient({ relay: hub.client(), storage: createMemoryStorage(), metadata: appMetadata })
    running.push(app)
    await expect(app.connect({ requiredNamespaces: required })).rejects.toThrow('Not initialized. client')
  })
})
