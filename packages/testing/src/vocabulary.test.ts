import { type Cloud, createCloud } from '@airlock/cloud'
import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { createAppClient, createMemoryStorage, type WebSocketLike } from '@airlock/protocol'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Policy } from './policy.ts'
import type { RequestRecord } from './request-log.ts'
import { createTestWallet } from './wallet.ts'
import { createTestWalletConnectWallet } from './walletconnect/wallet.ts'

// The injected wallet and the WalletConnect wallet speak one vocabulary: the same script runs against both,
// with only "how the dapp asks" differing.

const PROJECT_ID = 'airlock-demo'
const DEVNET = 'eip155:31337'
const [alice] = testAccounts as [(typeof testAccounts)[0]]

let devnet: Devnet
let cloud: Cloud
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await createCloud({ port: 0, dataDir: 'memory://', chains: [], logger: false, indexer: false })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {})
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

/** What the script needs from either wallet: the shared vocabulary, and a connected dapp asking it. */
interface Subject {
  wallet: {
    readonly requests: RequestRecord[]
    readonly pendingRequests: RequestRecord[]
    setPolicy(method: 'personal_sign' | '*', policy: Policy): void
    getPolicy(method: 'personal_sign'): Policy
    resetPolicies(): void
    waitForRequest(options?: {
      method?: string
      timeout?: number
      predicate?: (request: RequestRecord) => boolean
    }): Promise<RequestRecord>
    approvePending(id?: number, options?: { timeout?: number }): Promise<RequestRecord[]>
    rejectPending(id?: number, options?: { timeout?: number }): Promise<RequestRecord[]>
  }
  /** personal_sign from the connected dapp. */
  sign(message: Hex): Promise<unknown>
}

async function injected(policy?: Policy): Promise<Subject> {
  const wallet = createTestWallet({
    privateKeys: [alice.privateKey],
    chains: [{ id: 31337, name: 'Airlock Devnet', rpcUrl: devnet.rpcUrl }],
    ...(policy ? { policy } : {}),
  })
  await wallet.connect()
  return {
    wallet,
    sign: (message) => wallet.request({ method: 'personal_sign', params: [message, alice.address] }),
  }
}

async function walletConnect(policy?: Policy): Promise<Subject> {
  const app = await createAppClient({
    relayUrl: `${cloud.url.replace(/^http/, 'ws')}/relay`,
    projectId: PROJECT_ID,
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    storage: createMemoryStorage(),
    metadata: { name: 'Test dapp', description: 'A dapp in a test', url: 'http://127.0.0.1:5173', icons: [] },
  })
  cleanups.push(() => app.stop())
  const wallet = await createTestWalletConnectWallet({
    relayUrl: `${cloud.url.replace(/^http/, 'ws')}/relay`,
    projectId: PROJECT_ID,
    accounts: [alice],
    rpcUrl: devnet.rpcUrl,
    ...(policy ? { policy } : {}),
  })
  cleanups.push(() => wallet.stop())
  const { uri, approval } = await app.connect({
    optionalNamespaces: {
      eip155: { chains: [DEVNET], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
    },
  })
  await wallet.pair(uri as string)
  // Under 'hang' the proposal waits like any prompt; the script is about requests, so let it through.
  if (policy === 'hang') await wallet.approveProposal()
  const session = await approval()
  return {
    wallet,
    sign: (message) =>
      app.request({
        topic: session.topic,
        chainId: DEVNET,
        request: { method: 'personal_sign', params: [message, alice.address] },
      }),
  }
}

const subjects = [
  ['the injected TestWallet', injected],
  ['the TestWalletConnectWallet', walletConnect],
] as const

describe.each(subjects)('%s speaks the shared vocabulary', (_name, create) => {
  it('approves by default, logging the request as approved with its result', async () => {
    const { wallet, sign } = await create()
    expect(wallet.getPolicy('personal_sign')).toBe('approve')
    const message = stringToHex('gm')
    const signature = (await sign(message)) as Hex
    expect(await verifyMessage({ address: alice.address, message: { raw: message }, signature })).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      params: [message, alice.address],
      outcome: 'approved',
      result: signature,
    })
    expect(wallet.pendingRequests).toEqual([])
  })

  it("rejects with 4001 under 'reject', logged as rejected", async () => {
    const { wallet, sign } = await create()
    wallet.setPolicy('personal_sign', 'reject')
    expect(wallet.getPolicy('personal_sign')).toBe('reject')
    await expect(sign(stringToHex('no'))).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      outcome: 'rejected',
      error: { code: 4001, message: 'User rejected the request.' },
    })
    wallet.resetPolicies()
    expect(wallet.getPolicy('personal_sign')).toBe('approve')
  })

  it("holds requests under 'hang' until approvePending(id), which resolves with the answered record", async () => {
    const { wallet, sign } = await create()
    wallet.setPolicy('*', 'hang')
    const signing = sign(stringToHex('held'))
    const held = await wallet.waitForRequest({ method: 'personal_sign' })
    expect(held).toMatchObject({ method: 'personal_sign', outcome: 'pending' })
    expect(wallet.pendingRequests.map((request) => request.id)).toEqual([held.id])
    // A request already held is found again by a later wait.
    expect((await wallet.waitForRequest({ method: 'personal_sign' })).id).toBe(held.id)
    const [released] = await wallet.approvePending(held.id)
    expect(released).toMatchObject({ id: held.id, outcome: 'approved', result: await signing })
    expect(wallet.pendingRequests).toEqual([])
    await expect(wallet.approvePending(held.id)).rejects.toThrow(`no pending request with id ${held.id}`)
  })

  it('rejectPending() with nothing held waits for the next held request, and rejects it with 4001', async () => {
    const { wallet, sign } = await create('hang')
    expect(wallet.getPolicy('personal_sign')).toBe('hang')
    const rejecting = wallet.rejectPending()
    const signing = sign(stringToHex('declined')).catch((error: unknown) => error)
    const [released] = await rejecting
    expect(released).toMatchObject({ method: 'personal_sign', outcome: 'rejected', error: { code: 4001 } })
    expect(await signing).toMatchObject({ code: 4001 })
    await expect(wallet.rejectPending(undefined, { timeout: 20 })).rejects.toThrow(
      /none arrived within 20 ms/,
    )
  })

  it('waitForRequest narrows with a predicate and times out with a clear message', async () => {
    const { wallet, sign } = await create('hang')
    const wanted = stringToHex('wanted')
    const waiting = wallet.waitForRequest({
      predicate: (request) => (request.params as unknown[])[0] === wanted,
    })
    const signing = sign(wanted)
    expect((await waiting).params).toEqual([wanted, alice.address])
    expect((await wallet.approvePending()).map((request) => request.outcome)).toEqual(['approved'])
    await signing
    await expect(wallet.waitForRequest({ method: 'eth_sendTransaction', timeout: 20 })).rejects.toThrow(
      'waitForRequest: no eth_sendTransaction request arrived within 20 ms.',
    )
    await expect(wallet.waitForRequest({ timeout: 20 })).rejects.toThrow(
      'waitForRequest: no request arrived within 20 ms.',
    )
  })
})
