import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { buildCacao, populateAuthPayload } from '../auth/cacao.ts'
import { formatSiweMessage } from '../auth/siwe.ts'
import { createMemoryStorage } from '../storage/memory.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import { authenticate } from './appAuth.ts'
import type { Metadata } from './types.ts'
import { WalletClient } from './wallet.ts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const appMetadata: Metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] }
const walletMetadata: Metadata = { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] }
const request = {
  chains: ['eip155:1', 'eip155:10'],
  domain: 'dapp.example',
  nonce: 'n0nce-1234',
  uri: 'https://dapp.example/login',
  statement: 'Sign in to Dapp',
  methods: ['personal_sign', 'eth_sendTransaction'],
}

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((client) => client.stop().catch(() => {})))
})

async function clients() {
  const hub = new MemoryRelayHub()
  const app = new AppClient({ relay: hub.client(), storage: createMemoryStorage(), metadata: appMetadata })
  const wallet = new WalletClient({
    relay: hub.client(),
    storage: createMemoryStorage(),
    metadata: walletMetadata,
  })
  running.push(app, wallet)
  await Promise.all([app.start(), wallet.start()])
  return { hub, app, wallet }
}

describe('one-click auth', () => {
  it('signs in with one CACAO per chain and settles a session on both sides', async () => {
    const { hub, app, wallet } = await clients()
    wallet.events.on('session_authenticate', async ({ id, params }) => {
      const payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: ['eip155:1', 'eip155:10'],
        methods: ['personal_sign', 'eth_sendTransaction'],
      })
      const auths = await Promise.all(
        payload.chains.map(async (chain) => {
          const iss = `did:pkh:${chain}:${account.address}`
          const signature = await account.signMessage({ message: formatSiweMessage(payload, iss) })
          return buildCacao(payload, iss, signature)
        }),
      )
      await wallet.approveSessionAuthenticate({ id, auths })
    })
    const { uri, response } = await authenticate(app, request)
    expect(uri).toContain('methods=wc_sessionAuthenticate')
    await wallet.pair({ uri })
    const { session, auths } = await response()
    expect(auths).toHaveLength(2)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${account.address}`,
      `eip155:10:${account.address}`,
    ])
    expect(session.namespaces.eip155?.methods.sort()).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(wallet.sessions.map((item) => item.topic)).toEqual([session.topic])
    expect(wallet.proposals).toEqual([])
    // Type-1 answer on the response topic with tag 1117.
    expect(hub.published.some(({ tag, ttl }) => tag === 1117 && ttl === 3600)).toBe(true)

    wallet.events.on(
      'session_request',
      ({ id, topic }) => void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'ok' } }),
    )
    await expect(
      app.request({
        topic: session.topic,
        chainId: 'eip155:10',
        request: { method: 'personal_sign', params: [] },
      }),
    ).resolves.toBe('ok')
  })

  it('refuses a CACAO signed by someone else', async () => {
    const { app, wallet } = await clients()
    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    wallet.events.on('session_authenticate', async ({ id, params }) => {
      const iss = `did:pkh:eip155:1:${account.address}`
      const signature = await other.signMessage({ message: formatSiweMessage(params.authPayload, iss) })
      await wallet.approveSessionAuthenticate({ id, auths: [buildCacao(params.authPayload, iss, signature)] })
    })
    const { uri, response } = await authenticate(app, request)
    await wallet.pair({ uri })
    await expect(response()).rejects.toThrow(/Signature verification failed/)
  })

  it('rejects with the wallet reason (tag 1118)', async () => {
    const { hub, app, wallet } = await clients()
    wallet.events.on(
      'session_authenticate',
      ({ id }) =>
        void wallet.rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } }),
    )
    const { uri, response } = await authenticate(app, request)
    await wallet.pair({ uri })
    await expect(response()).rejects.toMatchObject({ code: 5000 })
    expect(hub.published.some(({ tag }) => tag === 1118)).toBe(true)
  })

  it('falls back to the proposal when the wallet does not do one-click auth (10001)', async () => {
    const { app, wallet } = await clients()
    wallet.events.on(
      'session_proposal',
      ({ id }) =>
        void wallet.approve({
          id,
          namespaces: {
            eip155: {
              chains: ['eip155:1'],
              accounts: [`eip155:1:${account.address}`],
              methods: ['personal_sign'],
              events: ['chainChanged', 'accountsChanged'],
            },
          },
        }),
    )
    const { uri, response } = await authenticate(app, request)
    await wallet.pair({ uri })
    const result = await response()
    expect(result.auths).toBeUndefined()
    expect(result.session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
  })

  it('refuses to authenticate for another namespace', async () => {
    const { app } = await clients()
    await expect(authenticate(app, { ...request, chains: ['solana:abc'] })).rejects.toThrow(
      /Only eip155 namespace is supported for authenticated sessions/,
    )
  })
})

describe('link mode', () => {
  it('sends requests and answers through universal links when both sides enable it', async () => {
    const hub = new MemoryRelayHub()
    const links: { to: 'app' | 'wallet'; url: string }[] = []
    const linkApp: Metadata = {
      ...appMetadata,
      redirect: { universal: 'https://dapp.example/wc', linkMode: true },
    }
    const linkWallet: Metadata = {
      ...walletMetadata,
      redirect: { universal: 'https://wallet.example/wc', linkMode: true },
    }
    const app = new AppClient({
      relay: hub.client(),
      storage: createMemoryStorage(),
      metadata: linkApp,
      linkMode: { openUrl: (url) => void links.push({ to: 'wallet', url }) },
    })
    const wallet = new WalletClient({
      relay: hub.client(),
      storage: createMemoryStorage(),
      metadata: linkWallet,
      linkMode: { openUrl: (url) => void links.push({ to: 'app', url }) },
    })
    running.push(app, wallet)
    await Promise.all([app.start(), wallet.start()])
    wallet.events.on(
      'session_proposal',
      ({ id }) =>
        void wallet.approve({
          id,
          namespaces: {
            eip155: { accounts: [`eip155:1:${account.address}`], methods: ['personal_sign'], events: [] },
          },
        }),
    )
    const { uri, approval } = await app.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    })
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    wallet.events.on(
      'session_request',
      ({ id, topic }) => void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'via link' } }),
    )
    const relayCount = hub.published.length
    const answer = app.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [] },
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    const toWallet = links.find((link) => link.to === 'wallet')
    expect(toWallet?.url).toMatch(/^https:\/\/wallet\.example\/wc\?wc_ev=[A-Za-z0-9_-]+&topic=[0-9a-f]{64}$/)
    expect(wallet.dispatchEnvelope(toWallet?.url as string)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    const toApp = links.find((link) => link.to === 'app')
    expect(app.dispatchEnvelope(toApp?.url as string)).toBe(true)
    await expect(answer).resolves.toBe('via link')
    expect(hub.published.length).toBe(relayCount)
  })
})
