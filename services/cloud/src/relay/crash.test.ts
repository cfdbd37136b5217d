import {
  type AppClient,
  createAppClient,
  createMemoryStorage,
  createWalletClient,
  type KeyValueStorage,
  type Metadata,
  type WalletClient,
  type WebSocketLike,
} from '@airlock/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type CloudProcess, runningInGroup, startCloudProcess } from '../test/cloudProcess.ts'
import { useTestDatabases } from '../test/databases.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'
import { connectRelay, relayUrlOf } from '../test/relayClient.ts'

/*
 * kill -9 of a real cloud (its own process, PostgreSQL and Redis) between a dapp's request and the
 * wallet's answer. What is asserted is what the apps see through the protocol engines, not raw frames:
 * redelivery after the crash (acks in flight are lost with the process) is the engines' to dedupe.
 */

const CHAIN = 'eip155:1'
const ACCOUNT = '0x0000000000000000000000000000000000000001'
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } }
// Reconnects within a fraction of a second once the cloud is back (the defaults suit browsers).
const RECONNECT = { baseDelayMs: 50, maxDelayMs: 300 }

const webSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike
/** The demo project of the cloud's default projects file: every relay connection names a project. */
const PROJECT_ID = 'airlock-demo'
const metadata = (name: string): Metadata => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

const databases = useTestDatabases()
let redis: TestRedis
let cloud: CloudProcess
beforeAll(async () => {
  redis = await startRedis()
  const { databaseUrl } = (await databases.options('postgres')) as { databaseUrl: string }
  cloud = await startCloudProcess({ databaseUrl, redisUrl: redis.url })
}, 90_000)
afterAll(async () => {
  await cloud?.stop()
  await redis?.stop()
})

/** The promise's value, or a failure naming what did not happen (rather than the test's timeout). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

interface Wallet {
  client: WalletClient
  /** Every session_request the wallet's engine emitted, by request id. */
  requests: Map<number, number>
}

async function startWallet(relayUrl: string, storage: KeyValueStorage): Promise<Wallet> {
  const client = await createWalletClient({
    relayUrl,
    projectId: PROJECT_ID,
    webSocket,
    reconnect: RECONNECT,
    storage,
    metadata: metadata('crash-wallet'),
  })
  const requests = new Map<number, number>()
  client.events.on('session_proposal', ({ id }) => {
    void client.approve({
      id,
      namespaces: { eip155: { ...NAMESPACES.eip155, accounts: [`${CHAIN}:${ACCOUNT}`] } },
    })
  })
  client.events.on('session_request', ({ id, topic, params }) => {
    requests.set(id, (requests.get(id) ?? 0) + 1)
    const [message] = params.request.params as [string]
    void client.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed:${message}` } })
  })
  return { client, requests }
}

describe('relay across a kill -9 of the cloud', () => {
  let app: AppClient | undefined
  let wallet: Wallet | undefined
  afterAll(async () => {
    await app?.stop().catch(() => {})
    await wallet?.client.stop().catch(() => {})
  })

  it('delivers a request stored before the crash and its answer after the restart, once; the session goes on', {
    timeout: 90_000,
  }, async () => {
    const relayUrl = relayUrlOf(cloud)
    const walletStorage = createMemoryStorage()
    app = await createAppClient({
      relayUrl,
      projectId: PROJECT_ID,
      webSocket,
      reconnect: RECONNECT,
      storage: createMemoryStorage(),
      metadata: metadata('crash-app'),
    })
    wallet = await startWallet(relayUrl, walletStorage)
    const { uri, approval } = await app.connect({ optionalNamespaces: NAMESPACES })
    await wallet.client.pair({ uri: uri as string })
    const { topic } = await approval()

    // The wallet goes away (its keys and sessions stay in its storage); an observer on the session
    // topic sees the dapp's request once the relay has stored it (stored before it is fanned out).
    await wallet.client.stop()
    const observer = await connectRelay(relayUrl, { projectId: PROJECT_ID })
    await observer.request('irn_subscribe', { topic })
    let answers = 0
    const answered = app
      .request<string>({
        topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x6f6e65', ACCOUNT] },
      })
      .then((result) => {
        answers += 1
        return result
      })
    await observer.waitForPushes(1, 10_000)
    await observer.close()

    const pid = cloud.pid() as number
    await cloud.kill('SIGKILL')
    expect(runningInGroup(pid)).toEqual([])
    await cloud.restart()

    // The same wallet (same relay key, same sessions) comes back to the restarted cloud.
    wallet = await startWallet(relayUrl, walletStorage)
    expect(await within(answered, 20_000, 'the dapp got no answer to its request')).toBe('signed:0x6f6e65')
    expect([...wallet.requests.values()]).toEqual([1])

    // The session goes on after the crash: a second request, answered once.
    const second = await app.request<string>({
      topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: ['0x74776f', ACCOUNT] },
    })
    expect(second).toBe('signed:0x74776f')
    expect([...wallet.requests.values()]).toEqual([1, 1])
    expect(answers).toBe(1)
  })
})
