import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freeLoopbackPort } from '@airlock/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cloud, createCloud } from '../../app.ts'
import { startRedis, type TestRedis } from '../../test/redis.ts'
import type { AppSide, SideOptions, WalletSide } from './sides.ts'

const PROJECT_ID = 'interop'
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const accountsOf = (address: string) => [`eip155:1:${address}`, `eip155:10:${address}`]
const namespacesFor = (address: string) => ({
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: accountsOf(address),
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
})
const requested = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

const isLoopback = (url: string) => /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url)

/** A cloud on a fixed port and an on-disk database, so the relay can be restarted under the clients. */
async function restartableCloud(redisUrl: string | undefined) {
  const port = await freeLoopbackPort()
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-interop-'))
  const start = () =>
    createCloud({
      port,
      dataDir,
      chains: [],
      projectsFile: null,
      logger: false,
      projectCacheMs: 0,
      indexer: false,
      ...(redisUrl ? { redisUrl } : {}),
    })
  let cloud: Cloud = await start()
  await cloud.context.projects.create({ id: PROJECT_ID })
  return {
    relayUrl: `ws://127.0.0.1:${port}/relay`,
    async restart() {
      await cloud.close()
      cloud = await start()
    },
    async close() {
      await cloud.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The interop suite, run for one app implementation against one wallet implementation over
 * our relay: connect, request/respond, event, update, extend, ping, one-click auth, reconnect after a relay
 * restart, disconnect from either side.
 */
export function interopSuite(
  makeApp: (options: SideOptions) => Promise<AppSide>,
  makeWallet: (options: SideOptions) => Promise<WalletSide>,
  /** redis: the relay keeps its messages in a real Redis (the multi-instance store) instead of PGlite. */
  suiteOptions: { redis?: boolean } = {},
): void {
  let relay: Awaited<ReturnType<typeof restartableCloud>>
  let redis: TestRedis | undefined
  let app: AppSide
  let wallet: WalletSide
  let topic: string
  const blocked: string[] = []
  const originalFetch = globalThis.fetch
  const originalVitestFlag = process.env.IS_VITEST

  beforeAll(async () => {
    // Nothing leaves 127.0.0.1: the official client's verify and telemetry calls are refused and recorded.
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (isLoopback(url)) return originalFetch(input, init)
      blocked.push(url)
      throw new TypeError(`fetch to ${url} blocked by the test (offline)`)
    }
    // The official client skips its verify lookups (5 s offline timeouts) in its own test mode.
    process.env.IS_VITEST = 'true'
    if (suiteOptions.redis) redis = await startRedis()
    relay = await restartableCloud(redis?.url)
    const options = { relayUrl: relay.relayUrl, projectId: PROJECT_ID }
    app = await makeApp(options)
    wallet = await makeWallet(options)
    wallet.behave({
      namespaces: namespacesFor(account.address),
      account,
      answer: (method, params) =>
        method === 'personal_sign'
          ? `signed:${JSON.stringify(params)}`
          : { error: { code: 5000, message: 'User rejected.' } },
    })
  })

  afterAll(async () => {
    await app?.stop()
    await wallet?.stop()
    await relay?.close()
    await redis?.stop()
    globalThis.fetch = originalFetch
    if (originalVitestFlag === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = originalVitestFlag
  })

  describe.sequential('session lifecycle', () => {
    it('connects: the app gets the wallet accounts and the wallet session is acknowledged', async () => {
      const { uri, approval } = await app.connect(requested)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
      await wallet.pair(uri)
      const session = await approval()
      topic = session.topic
      expect(session.accounts).toEqual(accountsOf(account.address))
      await expect.poll(() => wallet.acknowledged(topic), { timeout: 10_000 }).toBe(true)
    })

    it('request/respond: a result and an error', async () => {
      await expect(
        app.request(topic, 'eip155:1', 'personal_sign', ['0x68656c6c6f', account.address]),
      ).resolves.toBe(`signed:${JSON.stringify(['0x68656c6c6f', account.address])}`)
      await expect(app.request(topic, 'eip155:10', 'eth_sendTransaction', [{}])).rejects.toMatchObject({
        code: 5000,
        message: 'User rejected.',
      })
    })

    it('event: chainChanged reaches the app', async () => {
      await wallet.emit(topic, 'chainChanged', 10, 'eip155:10')
      await expect
        .poll(() => app.received.events.at(-1), { timeout: 10_000 })
        .toEqual({ name: 'chainChanged', data: 10, chainId: 'eip155:10' })
    })

    it('update: new accounts reach the app', async () => {
      const namespaces = namespacesFor(other.address)
      await wallet.update(topic, namespaces)
      await expect
        .poll(() => app.received.updates.at(-1), { timeout: 10_000 })
        .toEqual(accountsOf(other.address))
      await wallet.update(topic, namespacesFor(account.address))
    })

    it('extend: both sides move the expiry', async () => {
      const before = app.expiry(topic) as number
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      await app.extend(topic)
      await expect.poll(() => (wallet.expiry(topic) as number) > before, { timeout: 10_000 }).toBe(true)
      expect(app.expiry(topic)).toBeGreaterThan(before)
    })

    it('ping both ways', async () => {
      await expect(app.ping(topic)).resolves.toBeUndefined()
      await expect(wallet.ping(topic)).resolves.toBeUndefined()
    })

    it('reconnects after the relay restarts and keeps the session', async () => {
      await relay.restart()
      const answer = await app.request(topic, 'eip155:1', 'personal_sign', ['0x01', account.address])
      expect(answer).toBe(`signed:${JSON.stringify(['0x01', account.address])}`)
      await wallet.emit(topic, 'accountsChanged', [account.address], 'eip155:1')
      await expect.poll(() => app.received.events.at(-1)?.name, { timeout: 20_000 }).toBe('accountsChanged')
    }, 60_000)

    it('disconnect from the app removes the session on both sides', async () => {
      await app.disconnect(topic)
      expect(app.hasSession(topic)).toBe(false)
      await expect.poll(() => wallet.hasSession(topic), { timeout: 10_000 }).toBe(false)
    })

    it('disconnect from the wallet removes the session on both sides', async () => {
      const { uri, approval } = await app.connect(requested)
      await wallet.pair(uri)
      const session = await approval()
      await expect.poll(() => wallet.acknowledged(session.topic), { timeout: 10_000 }).toBe(true)
      await wallet.disconnect(session.topic)
      await expect.poll(() => app.received.deletes, { timeout: 10_000 }).toContain(session.topic)
      expect(app.hasSession(session.topic)).toBe(false)
    })

    it('one-click auth: signed CACAOs settle a session', async () => {
      const { uri, response } = await app.authenticate({
        chains: ['eip155:1', 'eip155:10'],
        domain: '127.0.0.1',
        nonce: `nonce-${Date.now()}`,
        uri: 'http://127.0.0.1/login',
        statement: 'Sign in to the interop test',
        methods: ['personal_sign'],
      })
      expect(uri).toContain('methods=wc_sessionAuthenticate')
      await wallet.pair(uri)
      const session = await response()
      expect(session.auths).toBe(2)
      expect(session.accounts).toEqual(accountsOf(account.address))
      await expect.poll(() => wallet.hasSession(session.topic), { timeout: 10_000 }).toBe(true)
      await expect(app.request(session.topic, 'eip155:1', 'personal_sign', ['0x02'])).resolves.toBe(
        `signed:${JSON.stringify(['0x02'])}`,
      )
    })

    it('made no request off loopback that the test did not expect', () => {
      expect(blocked.filter((url) => !/walletconnect\.(org|com)|reown\.com/.test(url))).toEqual([])
    })
  })
}
