import { type Cloud, createCloud } from '@airlock/cloud'
import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { type AppClient, createAppClient, createMemoryStorage, type WebSocketLike } from '@airlock/protocol'
import {
  createPublicClient,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Policy } from '../policy.ts'
import { createTestWalletConnectWallet } from './wallet.ts'

const PROJECT_ID = 'airlock-demo'
const DEVNET = 'eip155:31337'
const [alice, bob, carol] = testAccounts as [
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
]

let devnet: Devnet
let cloud: Cloud
let relayUrl: string
let client: PublicClient
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await createCloud({ port: 0, dataDir: 'memory://', chains: [], logger: false, indexer: false })
  relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {})
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

/** The dapp side: our protocol's app role in Node, recording what the wallet sends it. */
async function dapp() {
  const app: AppClient = await createAppClient({
    relayUrl,
    projectId: PROJECT_ID,
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    storage: createMemoryStorage(),
    metadata: { name: 'Test dapp', description: 'A dapp in a test', url: 'http://127.0.0.1:5173', icons: [] },
  })
  cleanups.push(() => app.stop())
  const events: { name: string; data: unknown; chainId: string }[] = []
  const updates: string[][] = []
  const deletes: string[] = []
  app.events.on('session_event', ({ params }) =>
    events.push({ name: params.event.name, data: params.event.data, chainId: params.chainId }),
  )
  app.events.on('session_update', ({ params }) => updates.push(params.namespaces.eip155?.accounts ?? []))
  app.events.on('session_delete', ({ topic }) => deletes.push(topic))
  return { app, events, updates, deletes }
}

/** A wallet whose user answers every prompt from the test ('hang'), unless another policy is given. */
async function testWallet(options: { policy?: Policy } = {}) {
  const wallet = await createTestWalletConnectWallet({
    relayUrl,
    projectId: PROJECT_ID,
    accounts: [alice, bob, carol],
    rpcUrl: devnet.rpcUrl,
    chains: [DEVNET, 'eip155:1'],
    verifyUrl: `${cloud.url}/verify`,
    policy: options.policy ?? 'hang',
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

const requested = {
  eip155: {
    chains: [DEVNET, 'eip155:1', 'eip155:10'],
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

/** A dapp and a wallet with an approved session. */
async function connected(options: { policy?: Policy } = {}) {
  const side = await dapp()
  const wallet = await testWallet(options)
  const { uri, approval } = await side.app.connect({ optionalNamespaces: requested })
  await wallet.pair(uri as string)
  if (options.policy === 'approve') return { ...side, wallet, session: await approval() }
  const proposal = await wallet.waitForProposal()
  const [session] = await Promise.all([approval(), wallet.approveProposal(proposal)])
  return { ...side, wallet, session }
}

const ask = (app: AppClient, topic: string, method: string, params: unknown, chainId = DEVNET) =>
  app.request<unknown>({ topic, chainId, request: { method, params } })

describe('createTestWalletConnectWallet with our app client over the cloud relay', () => {
  it('pairs, shows the proposal and approves the chains the wallet has, the devnet first', async () => {
    const side = await dapp()
    const wallet = await testWallet()
    const { uri, approval } = await side.app.connect({ optionalNamespaces: requested })
    await wallet.pair(uri as string)
    const proposal = await wallet.waitForProposal()
    expect(proposal.dapp).toMatchObject({ name: 'Test dapp', url: 'http://127.0.0.1:5173' })
    // A Node app sends no attestation: the verify context is UNKNOWN.
    expect(proposal.verifyContext.verified.validation).toBe('UNKNOWN')
    expect(wallet.pendingProposals).toEqual([proposal])
    expect(proposal.outcome).toBe('pending')
    const [session, walletSession] = await Promise.all([approval(), wallet.approveProposal()])
    expect(session.topic).toBe(walletSession.topic)
    expect(session.namespaces.eip155).toEqual({
      chains: [DEVNET, 'eip155:1'],
      methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
      events: ['chainChanged', 'accountsChanged'],
      accounts: [`${DEVNET}:${alice.address}`, `eip155:1:${alice.address}`],
    })
    expect(wallet.sessions.map((item) => item.topic)).toEqual([session.topic])
    expect(wallet.pendingProposals).toEqual([])
    expect(wallet.proposals.map((item) => item.outcome)).toEqual(['approved'])
    await expect(wallet.rejectProposal(proposal)).rejects.toThrow(
      `rejectProposal: proposal ${proposal.id} was already answered (approved).`,
    )
  })

  it('rejects a proposal with USER_REJECTED (5000)', async () => {
    const side = await dapp()
    const wallet = await testWallet()
    const { uri, approval } = await side.app.connect({ optionalNamespaces: requested })
    const settled = approval().catch((error: unknown) => error)
    await wallet.pair(uri as string)
    await wallet.rejectProposal(await wallet.waitForProposal())
    expect(await settled).toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(wallet.sessions).toEqual([])
  })

  it('answers personal_sign and eth_signTypedData_v4 with signatures of the selected account', async () => {
    const { app, wallet, session } = await connected()
    const message = stringToHex('Sign in to the test dapp')
    const signing = ask(app, session.topic, 'personal_sign', [message, alice.address])
    const request = await wallet.waitForRequest({ method: 'personal_sign' })
    expect(request).toMatchObject({ chainId: DEVNET, params: [message, alice.address], outcome: 'pending' })
    expect(wallet.pendingRequests).toEqual([request])
    const [approved] = await wallet.approvePending(request.id)
    const signature = (await signing) as Hex
    expect(approved).toBe(request)
    expect(await verifyMessage({ address: alice.address, message: { raw: message }, signature })).toBe(true)
    expect(request).toMatchObject({ outcome: 'approved', result: signature })

    const typedData = {
      domain: { name: 'Test dapp', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const typed = ask(app, session.topic, 'eth_signTypedData_v4', [alice.address, JSON.stringify(typedData)])
    await wallet.approvePending()
    const typedSignature = (await typed) as Hex
    expect(await verifyTypedData({ address: alice.address, ...typedData, signature: typedSignature })).toBe(
      true,
    )
  })

  it('sends eth_sendTransaction on the devnet, and answers node errors with the node message', async () => {
    const { app, wallet, session } = await connected()
    const before = await client.getBalance({ address: carol.address })
    const sending = ask(app, session.topic, 'eth_sendTransaction', [
      { from: alice.address, to: carol.address, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    const [sent] = await wallet.approvePending()
    const hash = sent?.result as Hash
    expect(sent?.outcome).toBe('approved')
    expect(await sending).toBe(hash)
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: carol.address })).toBe(before + parseEther('0.25'))

    const broke = ask(app, session.topic, 'eth_sendTransaction', [
      { from: alice.address, to: carol.address, value: `0x${(10n ** 30n).toString(16)}` },
    ]).catch((error: unknown) => error)
    const [failed] = await wallet.approvePending()
    expect(failed).toMatchObject({
      outcome: 'error',
      error: { code: -32000, message: expect.stringMatching(/enough funds/) },
    })
    expect(await broke).toMatchObject({ code: -32000, message: expect.stringMatching(/enough funds/) })
  })

  it('rejects a request with 4001, and answers chain queries and switches without asking', async () => {
    const { app, wallet, session, events } = await connected()
    const refused = ask(app, session.topic, 'personal_sign', ['0x6869', alice.address]).catch(
      (e: unknown) => e,
    )
    const request = await wallet.waitForRequest()
    const [rejected] = await wallet.rejectPending(request.id)
    expect(await refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(rejected).toMatchObject({ id: request.id, outcome: 'rejected', error: { code: 4001 } })
    await expect(wallet.rejectPending(request.id)).rejects.toThrow(`no pending request with id ${request.id}`)

    expect(await ask(app, session.topic, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()
    expect(wallet.chainId).toBe('eip155:1')
    await expect.poll(() => events).toEqual([{ name: 'chainChanged', data: 1, chainId: 'eip155:1' }])
    expect(
      await ask(app, session.topic, 'wallet_switchEthereumChain', [{ chainId: '0xa' }]).catch(
        (e: unknown) => e,
      ),
    ).toMatchObject({ code: 4902 })
  })

  it('emits chainChanged and accountsChanged, updating the session, and disconnects', async () => {
    const { app, wallet, session, events, updates, deletes } = await connected()
    await wallet.switchChain(1)
    await expect.poll(() => events.at(-1)).toEqual({ name: 'chainChanged', data: 1, chainId: 'eip155:1' })

    await expect(wallet.switchChain('eip155:10')).rejects.toThrow('The wallet has no chain eip155:10')
    await wallet.switchAccount(1)
    await expect
      .poll(() => events.at(-1))
      .toEqual({ name: 'accountsChanged', data: [bob.address], chainId: 'eip155:1' })
    expect(updates.at(-1)).toEqual([`${DEVNET}:${bob.address}`, `eip155:1:${bob.address}`])
    expect(app.sessions[0]?.namespaces.eip155?.accounts).toEqual(updates.at(-1))
    expect(wallet.address).toBe(bob.address)

    // Requests are now signed by the new account.
    const signing = ask(app, session.topic, 'personal_sign', ['0x6869', bob.address])
    await wallet.approvePending()
    expect(
      await verifyMessage({
        address: bob.address,
        message: { raw: '0x6869' },
        signature: (await signing) as Hex,
      }),
    ).toBe(true)

    await wallet.disconnect()
    await expect.poll(() => deletes).toEqual([session.topic])
    expect(wallet.sessions).toEqual([])
    expect(app.sessions).toEqual([])
  })

  it('adds a chain the session lacks with a session update before chainChanged', async () => {
    const side = await dapp()
    const wallet = await testWallet()
    const { uri, approval } = await side.app.connect({
      optionalNamespaces: { eip155: { ...requested.eip155, chains: [DEVNET] } },
    })
    await wallet.pair(uri as string)
    const [session] = await Promise.all([approval(), wallet.approveProposal()])
    expect(session.namespaces.eip155?.chains).toEqual([DEVNET])
    await wallet.switchChain('eip155:1')
    await expect
      .poll(() => side.events.at(-1))
      .toEqual({ name: 'chainChanged', data: 1, chainId: 'eip155:1' })
    expect(side.updates.at(-1)).toEqual([`${DEVNET}:${alice.address}`, `eip155:1:${alice.address}`])
  })

  it("approves proposals and requests by itself under the default 'approve' policy", async () => {
    const { app, wallet, session } = await connected({ policy: 'approve' })
    expect(wallet.getPolicy('wc_sessionPropose')).toBe('approve')
    expect(wallet.proposals.map((proposal) => proposal.outcome)).toEqual(['approved'])
    expect(session.namespaces.eip155?.accounts).toContain(`${DEVNET}:${alice.address}`)
    const signature = (await ask(app, session.topic, 'personal_sign', ['0x6869', alice.address])) as Hex
    expect(await verifyMessage({ address: alice.address, message: { raw: '0x6869' }, signature })).toBe(true)
    expect(wallet.requests.map((request) => request.outcome)).toEqual(['approved'])
  })

  it('needs keys, and times out waiting with a clear message', async () => {
    await expect(
      createTestWalletConnectWallet({ relayUrl, projectId: PROJECT_ID, privateKeys: [] }),
    ).rejects.toThrow(/privateKeys or accounts/)
    const wallet = await testWallet()
    await expect(wallet.waitForProposal({ timeout: 50 })).rejects.toThrow(
      'waitForProposal: no session proposal arrived within 50 ms.',
    )
    await expect(wallet.approvePending(undefined, { timeout: 20 })).rejects.toThrow(
      'approvePending: no request was pending, and none arrived within 20 ms.',
    )
  })

  it("rejects proposals by itself under a 'reject' policy for wc_sessionPropose", async () => {
    const side = await dapp()
    const wallet = await testWallet({ policy: 'approve' })
    wallet.setPolicy('wc_sessionPropose', 'reject')
    const { uri, approval } = await side.app.connect({ optionalNamespaces: requested })
    const settled = approval().catch((error: unknown) => error)
    await wallet.pair(uri as string)
    expect(await settled).toMatchObject({ code: 5000 })
    expect(wallet.proposals.map((proposal) => proposal.outcome)).toEqual(['rejected'])
    expect(wallet.pendingProposals).toEqual([])
    // @ts-expect-error eth_chainId is answered at once, never prompted
    expect(() => wallet.setPolicy('eth_chainId', 'hang')).toThrow(/never prompts the user/)
  })
})
