import {
  type AppClient,
  createAppClient,
  createMemoryStorage,
  createWalletClient,
  type RelayClient,
  type SessionNamespaces,
  type WalletClient,
  type WebSocketLike,
} from '@airlock/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type CloudProcess, startCloudProcess } from '../test/cloudProcess.ts'
import { useTestDatabases } from '../test/databases.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'

/*
 * Two real cloud processes on two loopback ports over one PostgreSQL database and one Redis: a dapp that
 * lists [A, B] and a wallet that lists [B, A] keep their WalletConnect session when an instance stops
 * (SIGTERM: the relay says 1001 going away) or dies (SIGKILL: the socket just drops). Requests and
 * answers sent around the failure arrive, once.
 */

const PROJECT_ID = 'airlock-demo'
const CHAIN = 'eip155:1'
const ACCOUNT = '0x1111111111111111111111111111111111111111'
const NAMESPACES: SessionNamespaces = {
  eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${ACCOUNT}`], methods: ['personal_sign'], events: [] },
}
// Short waits: a test should not sit in a backoff meant for browsers on flaky networks.
const RECONNECT = { baseDelayMs: 50, maxDelayMs: 500 }

const webSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike
const relayOf = (client: AppClient | WalletClient) => client.core.relay as RelayClient
const relayUrl = (cloud: CloudProcess) => `${cloud.url.replace(/^http/, 'ws')}/relay`
const metadata = (name: string) => ({
  name,
  description: `${name} (failover test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

const databases = useTestDatabases()
let redis: TestRedis
let a: CloudProcess
let b: CloudProcess
let app: AppClient
let wallet: WalletClient
let topic: string
/** Requests the wallet has received, by id; the test decides when each is answered. */
const waiting = new Map<number, { method: string; params: unknown }>()
const arrivals: ((id: number) => void)[] = []
/** Every request id the wallet was shown, to check none came twice. */
const shown: number[] = []
/** Every answer the dapp got, to check nothing came twice. */
const answers: unknown[] = []
/** A's restart runs while the SIGTERM case goes on: two cold starts in a row would double the wait. */
let restartingA: Promise<void> | undefined

beforeAll(async () => {
  redis = await startRedis()
  const database = await databases.options('postgres')
  if (!('databaseUrl' in database)) throw new Error('expected a PostgreSQL database')
  const shared = { databaseUrl: database.databaseUrl, redisUrl: redis.url }
  // Together, as a deployment would: the migrations' advisory lock lets one instance migrate.
  ;[a, b] = await Promise.all([startCloudProcess(shared), startCloudProcess(shared)])

  app = await createAppClient({
    relayUrl: [relayUrl(a), relayUrl(b)],
    projectId: PROJECT_ID,
    webSocket,
    reconnect: RECONNECT,
    storage: createMemoryStorage(),
    metadata: metadata('dapp'),
  })
  wallet = await createWalletClient({
    relayUrl: [relayUrl(b), relayUrl(a)],
    projectId: PROJECT_ID,
    webSocket,
    reconnect: RECONNECT,
    storage: createMemoryStorage(),
    metadata: metadata('wallet'),
  })
  wallet.events.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: NAMESPACES }))
  wallet.events.on('session_request', ({ id, params }) => {
    shown.push(id)
    waiting.set(id, { method: params.request.method, params: params.request.params })
    for (const arrived of arrivals.splice(0)) arrived(id)
  })
})

afterEach(({ task }) => {
  // The children's logs say why a relay misbehaved; they are lost once the processes stop.
  if (task.result?.state === 'fail') {
    for (const [name, cloud] of [['A', a] as const, ['B', b] as const]) {
      if (cloud) console.error(`--- cloud ${name} (${cloud.url}) output ---\n${cloud.output()}`)
    }
  }
})

afterAll(async () => {
  await Promise.allSettled([app?.stop(), wallet?.stop()])
  await Promise.allSettled([a?.stop(), b?.stop()])
  await redis?.stop()
})

/** Resolves with the id of the next request the wallet receives (or one already waiting). */
function nextRequest(): Promise<number> {
  const [first] = waiting.keys()
  if (first !== undefined) return Promise.resolve(first)
  return new Promise((resolve) => arrivals.push(resolve))
}

async function answer(id: number): Promise<void> {
  const request = waiting.get(id)
  if (!request) throw new Error(`no request ${id} waiting`)
  waiting.delete(id)
  await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: { signed: request.params } } })
}

function ask(text: string): Promise<unknown> {
  return app
    .request({ topic, chainId: CHAIN, request: { method: 'personal_sign', params: [text, ACCOUNT] } })
    .then((result) => {
      answers.push(result)
      return result
    })
}

/** The relay client's next 'connect', to the given relay. */
function reconnected(client: AppClient | WalletClient): Promise<string> {
  const relay = relayOf(client)
  return new Promise((resolve) => {
    const off = relay.on('connect', () => {
      off()
      resolve(relay.url)
    })
  })
}

describe('two cloud instances, a dapp on one and a wallet on the other', () => {
  it('pair and answer a request across the instances', async () => {
    const { uri, approval } = await app.connect({
      optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
    })
    await wallet.pair({ uri: uri as string })
    topic = (await approval()).topic
    expect(relayOf(app).url).toBe(relayUrl(a))
    expect(relayOf(wallet).url).toBe(relayUrl(b))

    const asked = ask('one')
    await answer(await nextRequest())
    expect(await asked).toEqual({ signed: ['one', ACCOUNT] })
  })

  it("SIGTERM of the dapp's instance: the dapp moves to the other, a request sent around it is answered", async () => {
    const asked = ask('two')
    const id = await nextRequest()
    const moved = reconnected(app)
    await a.kill('SIGTERM')
    restartingA = a.restart()
    restartingA.catch(() => {}) // awaited (and reported) by the next case
    // Answered while the dapp may still be between instances: the relay keeps it until delivered.
    await answer(id)
    expect(await moved).toBe(relayUrl(b))
    expect(await asked).toEqual({ signed: ['two', ACCOUNT] })

    // A new request after the move: the whole round trip on the instance left.
    const again = ask('three')
    await answer(await nextRequest())
    expect(await again).toEqual({ signed: ['three', ACCOUNT] })
    expect(relayOf(app).connected).toBe(true)
  })

  // Waits for A's restart (a cold start of a cloud child: slow on a busy machine).
  it('SIGKILL of the instance both are on: both move to the restarted one, nothing lost', {
    timeout: 90_000,
  }, async () => {
    await restartingA
    const asked = ask('four')
    const id = await nextRequest()
    const appMoved = reconnected(app)
    const walletMoved = reconnected(wallet)
    await b.kill('SIGKILL')
    // Published while the wallet's socket is down: queued by the wallet, stored by the relay for the dapp.
    const answered = answer(id)
    expect(await appMoved).toBe(relayUrl(a))
    expect(await walletMoved).toBe(relayUrl(a))
    await answered
    expect(await asked).toEqual({ signed: ['four', ACCOUNT] })

    const again = ask('five')
    await answer(await nextRequest())
    expect(await again).toEqual({ signed: ['five', ACCOUNT] })
    expect(answers).toHaveLength(5)
    expect(new Set(shown).size).toBe(5)
    expect(shown).toHaveLength(5)
    expect(waiting.size).toBe(0)
  })
})
