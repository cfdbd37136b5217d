import {
  createMemoryStorage,
  type KeyValueStorage,
  type SessionNamespaces,
  WalletClient,
} from '@airlock/protocol'
import { MemoryRelayHub } from '@airlock/protocol/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainAdapter } from '../adapter.ts'
import {
  ensurePairing,
  isPairingStale,
  retryPairing,
  WC_PAIRING_LIFETIME_MS,
  WC_PAIRING_REFRESH_MS,
} from '../connect/walletConnect.ts'
import { WalletConnectConnectorNotFoundError } from '../errors/connection.ts'
import { ChainSwitchError } from '../errors/network.ts'
import { ErrorMessages } from '../errors.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet, optimism } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { FAKE_SIGNATURE } from '../test/fakeAdapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const walletMetadata = { name: 'Test Wallet', description: '', url: 'https://wallet.example', icons: [] }

/**
 * TEST DOUBLE: the smallest adapter that reaches wallets through `sharedProvider`, as the EVM adapter
 * does (the EVM adapter's own test covers that path; the browser tests run the real one end to end).
 */
function sessionAdapter(): ChainAdapter {
  let context: AdapterContext | undefined
  const provider = (id: string) => {
    const p = context?.sharedProvider(id)
    if (!p) throw new Error('Connector not found')
    return p
  }
  const read = async (id: string, method: string) => {
    const p = provider(id)
    const accounts = (await p.request({ method })) as string[]
    const chainId = Number.parseInt(String(await p.request({ method: 'eth_chainId' })), 16)
    p.on('chainChanged', ((chain: string) =>
      context?.events.chainChanged(id, Number.parseInt(chain, 16))) as never)
    p.on('accountsChanged', ((list: string[]) => context?.events.accountsChanged(id, list)) as never)
    p.on('disconnect', (() => context?.events.disconnect(id)) as never)
    return accounts[0] ? { address: accounts[0], accounts, chainId } : undefined
  }
  return {
    namespace: 'eip155',
    init(ctx) {
      context = ctx
      return () => {}
    },
    connect: async ({ connectorId }) => {
      const result = await read(connectorId, 'eth_requestAccounts')
      if (!result) throw new Error('no account')
      return result
    },
    reconnect: async ({ connectorId }) => read(connectorId, 'eth_accounts').catch(() => undefined),
    disconnect: async () => {},
    getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
    switchNetwork: async ({ caipNetwork, connectorId }) =>
      void (await provider(connectorId).request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(caipNetwork.id).toString(16)}` }],
      })),
    signMessage: async ({ message, address, connectorId }) =>
      String(await provider(connectorId).request({ method: 'personal_sign', params: [message, address] })),
    sendTransaction: async () => '0x',
  }
}

const namespaces = (chains = ['eip155:31337', 'eip155:10']): SessionNamespaces => ({
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${ADDRESS}`),
    methods: ['personal_sign', 'wallet_switchEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
})

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await Promise.all(cleanups.splice(0).map((stop) => stop().catch(() => {})))
})

async function setup(
  hub = new MemoryRelayHub(),
  storage: KeyValueStorage = createMemoryStorage(),
  backend = createMemoryBackend(),
) {
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet, optimism, mainnet],
    adapters: [sessionAdapter()],
    storage: backend,
    walletConnect: { relay: hub.client(), storage },
    metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
  })
  await airlock.ready
  const wallet = new WalletClient({
    relay: hub.client(),
    storage: createMemoryStorage(),
    metadata: walletMetadata,
  })
  await wallet.start()
  cleanups.push(async () => {
    await wallet.stop()
    const client = await airlock.walletConnect?.session.client()
    await client?.stop()
  })
  return { airlock, wallet, hub, storage, backend }
}

async function connectThroughQr(s: Awaited<ReturnType<typeof setup>>, granted = namespaces()) {
  s.wallet.events.once('session_proposal', ({ id }) => void s.wallet.approve({ id, namespaces: granted }))
  s.airlock.open({ view: 'ConnectingWalletConnectBasic' })
  await ensurePairing(s.airlock)
  const uri = s.airlock.connection.getState().wcUri
  expect(uri).toMatch(/^wc:/)
  await s.wallet.pair({ uri: uri as string })
  await vi.waitFor(() => expect(s.airlock.connection.getState().status).toBe('connected'))
  return s.wallet.sessions[0]?.topic as string
}

describe('WalletConnect connector', () => {
  it('WalletConnectConnector not found: pairing without a relay (no cloudUrl, no walletConnect.relayUrl)', async () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [sessionAdapter()],
      storage: createMemoryBackend(),
    })
    const error = await ensurePairing(airlock).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect(error).toMatchObject({ shortMessage: 'WalletConnectConnector not found' })
  })

  it('the session provider refuses before connect() and on a namespace the session lacks', async () => {
    const s = await setup()
    const provider = (namespace: string) => s.airlock.walletConnect?.session.provider(namespace)
    await expect(provider('eip155')?.request({ method: 'personal_sign' })).rejects.toThrow(
      ErrorMessages.CONNECT_BEFORE_REQUEST,
    )
    await connectThroughQr(s)
    await expect(provider('solana')?.request({ method: 'solana_signMessage' })).rejects.toThrow(
      ErrorMessages.NAMESPACE_NOT_CONFIGURED,
    )
  })

  it('lists WalletConnect as a connector of each namespace with an adapter', async () => {
    const { airlock } = await setup()
    expect(airlock.connectors.getConnector('walletConnect', 'eip155')).toMatchObject({
      type: 'WALLET_CONNECT',
    })
  })

  it('connects by QR: the uri is stored, the approval connects the account and closes the modal', async () => {
    const s = await setup()
    const events: string[] = []
    s.airlock.events.subscribe((state) => void (state.last && events.push(state.last.event)))
    await connectThroughQr(s)
    expect(s.airlock.account.get('eip155')?.address).toBe(ADDRESS)
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(s.airlock.connection.getState().connections.eip155?.[0]?.connectorId).toBe('walletConnect')
    expect(s.airlock.modal.getState().open).toBe(false)
    expect(s.airlock.connection.getState().wcUri).toBeUndefined()
    expect(events).toContain('CONNECT_SUCCESS')
  })

  it('signs through the wallet and follows its chainChanged and accountsChanged', async () => {
    const s = await setup()
    const topic = await connectThroughQr(s)
    s.wallet.events.on(
      'session_request',
      ({ id, topic: t, params }) =>
        void s.wallet.respond({
          topic: t,
          // A signature only for personal_sign: the kit refuses anything that is not one.
          response: {
            id,
            jsonrpc: '2.0',
            result: params.request.method === 'personal_sign' ? FAKE_SIGNATURE : 'wrong method',
          },
        }),
    )
    await expect(s.airlock.signMessage('hello')).resolves.toBe(FAKE_SIGNATURE)

    await s.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
    await vi.waitFor(() =>
      expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10'),
    )

    const other = '0x2222222222222222222222222222222222222222'
    await s.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'accountsChanged', data: [other] } })
    await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBe(other))
  })

  it('switches network over the session and refuses a chain the wallet did not approve', async () => {
    const s = await setup()
    await connectThroughQr(s)
    const seen: string[] = []
    s.wallet.events.on('session_request', ({ id, topic, params }) => {
      seen.push(params.request.method)
      void s.wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: null } })
    })
    await expect(s.airlock.switchNetwork(optimism)).resolves.toBe(true)
    expect(seen).toEqual(['wallet_switchEthereumChain'])
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')

    s.airlock.open({ view: 'Networks' })
    await expect(s.airlock.switchNetwork(mainnet)).resolves.toBe(false)
    // One wording for a failed chain switch, the catalogue's (errors.ts).
    expect(s.airlock.toast.getState().message).toBe(ErrorMessages.CHAIN_SWITCH_FAILED('eip155:1'))
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')

    // What an adapter sees: a typed ChainSwitchError with 4902, so it may try wallet_addEthereumChain first.
    const provider = s.airlock.walletConnect?.session.provider('eip155')
    const error = await provider
      ?.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainSwitchError)
    expect(error).toMatchObject({
      name: 'ChainSwitchError',
      code: 4902,
      chain: 'eip155:1',
      shortMessage: ErrorMessages.CHAIN_SWITCH_FAILED('eip155:1'),
    })
  })

  describe('a new default chain with other accounts emits accountsChanged', () => {
    const OTHER = '0x2222222222222222222222222222222222222222'
    // The wallet approved one account on the devnet and another on Optimism.
    const perChain: SessionNamespaces = {
      eip155: {
        chains: ['eip155:31337', 'eip155:10', 'eip155:1'],
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:10:${OTHER}`, `eip155:1:${ADDRESS}`],
        methods: ['personal_sign', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    }

    async function connectedPerChain() {
      const s = await setup()
      const topic = await connectThroughQr(s, perChain)
      const heard: string[][] = []
      s.airlock.walletConnect?.session
        .provider('eip155')
        .on('accountsChanged', ((accounts: string[]) => heard.push(accounts)) as never)
      s.wallet.events.on(
        'session_request',
        ({ id, topic: t }) =>
          void s.wallet.respond({ topic: t, response: { id, jsonrpc: '2.0', result: null } }),
      )
      return { ...s, topic, heard }
    }

    it("on the wallet's chainChanged: the kit follows to that chain's account", async () => {
      const s = await connectedPerChain()
      await s.wallet.emit({ topic: s.topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
      await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBe(OTHER))
      expect(s.heard).toEqual([[OTHER]])
      expect(s.airlock.account.get('eip155')?.caipAddress).toBe(`eip155:10:${OTHER}`)
    })

    it("on a switch from the kit: the kit follows to that chain's account", async () => {
      const s = await connectedPerChain()
      await expect(s.airlock.switchNetwork(optimism)).resolves.toBe(true)
      await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBe(OTHER))
      expect(s.heard).toEqual([[OTHER]])
    })

    it('no accountsChanged when the new chain has the same accounts', async () => {
      const s = await connectedPerChain()
      await expect(s.airlock.switchNetwork(mainnet)).resolves.toBe(true)
      await s.wallet.emit({
        topic: s.topic,
        chainId: 'eip155:31337',
        event: { name: 'chainChanged', data: 31337 },
      })
      await vi.waitFor(() =>
        expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337'),
      )
      expect(s.heard).toEqual([])
      expect(s.airlock.account.get('eip155')?.address).toBe(ADDRESS)
    })
  })

  it('a chain the dapp does not know opens UnsupportedChain', async () => {
    const s = await setup()
    const topic = await connectThroughQr(s, namespaces(['eip155:31337', 'eip155:5']))
    await s.wallet.emit({ topic, chainId: 'eip155:5', event: { name: 'chainChanged', data: 5 } })
    await vi.waitFor(() => expect(s.airlock.chain.getState().isUnsupportedChain).toBe(true))
    expect(s.airlock.router.getState().view).toBe('UnsupportedChain')
  })

  it('disconnect from the wallet resets the account; disconnect from the kit ends the session', async () => {
    const s = await setup()
    const topic = await connectThroughQr(s)
    s.airlock.connection.setWcLinking({ name: 'Test Wallet', href: 'testwallet://wc' })
    s.airlock.connection.setRecentWallet({ id: 'test-wallet', name: 'Test Wallet' })
    await s.wallet.disconnect({ topic })
    await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBeUndefined())
    // The session's end resets the connection: no URI, no recent wallet, disconnected.
    expect(s.airlock.connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    })

    s.wallet.events.on(
      'session_proposal',
      ({ id }) => void s.wallet.approve({ id, namespaces: namespaces() }),
    )
    s.airlock.connection.setWcUri(undefined)
    await ensurePairing(s.airlock)
    await s.wallet.pair({ uri: s.airlock.connection.getState().wcUri as string })
    await vi.waitFor(() => expect(s.airlock.connection.getState().status).toBe('connected'))
    const deleted = new Promise((resolve) => s.wallet.events.once('session_delete', resolve))
    await expect(s.airlock.disconnect()).resolves.toBe(true)
    await deleted
    expect(s.wallet.sessions).toEqual([])
  })

  it('restores the session after a reload: connecting, then connected without a prompt', async () => {
    const hub = new MemoryRelayHub()
    const storage = createMemoryStorage()
    const backend = createMemoryBackend()
    const first = await setup(hub, storage, backend)
    await connectThroughQr(first)
    await (await first.airlock.walletConnect?.session.client())?.core.flush()

    const again = createKit({
      projectId: 'p',
      networks: [airlockDevnet, optimism, mainnet],
      adapters: [sessionAdapter()],
      storage: backend,
      walletConnect: { relay: hub.client(), storage },
    })
    expect(again.connection.getState().status).toBe('connecting')
    await again.ready
    cleanups.push(async () => (await again.walletConnect?.session.client())?.stop())
    expect(again.connection.getState().status).toBe('connected')
    expect(again.account.get('eip155')?.address).toBe(ADDRESS)
  })

  it('a reload without a live session ends disconnected', async () => {
    const backend = createMemoryBackend()
    const first = await setup(new MemoryRelayHub(), createMemoryStorage(), backend)
    await connectThroughQr(first)
    const again = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [sessionAdapter()],
      storage: backend,
      walletConnect: { relay: new MemoryRelayHub().client(), storage: createMemoryStorage() },
    })
    await again.ready
    cleanups.push(async () => (await again.walletConnect?.session.client())?.stop())
    expect(again.connection.getState().status).toBe('disconnected')
    expect(again.account.get('eip155')?.address).toBeUndefined()
  })
})

describe('pairing freshness', () => {
  it('a new pairing lasts 4 minutes and is replaced when under 10 s remain', async () => {
    const { airlock } = await setup()
    await ensurePairing(airlock)
    const { wcUri, wcPairingExpiry } = airlock.connection.getState()
    expect((wcPairingExpiry as number) - Date.now()).toBeGreaterThan(WC_PAIRING_LIFETIME_MS - 1_000)
    await ensurePairing(airlock)
    expect(airlock.connection.getState().wcUri).toBe(wcUri)
    expect(isPairingStale(airlock, (wcPairingExpiry as number) - WC_PAIRING_REFRESH_MS - 1)).toBe(false)
    expect(isPairingStale(airlock, (wcPairingExpiry as number) - WC_PAIRING_REFRESH_MS + 1)).toBe(true)
    airlock.connection.setWcUri(wcUri, Date.now() + 5_000)
    await ensurePairing(airlock)
    expect(airlock.connection.getState().wcUri).not.toBe(wcUri)
  })

  it('retry is refused within 1 s of the last attempt', async () => {
    const { airlock } = await setup()
    await ensurePairing(airlock)
    await expect(retryPairing(airlock)).resolves.toBe(false)
    if (airlock.walletConnect) airlock.walletConnect.lastAttempt = Date.now() - 1_001
    await expect(retryPairing(airlock)).resolves.toBe(true)
  })

  it('on iOS Safari a second caller waits for the pairing being made and gets the same URI', async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    const { airlock } = await setup()
    const first = ensurePairing(airlock)
    const second = ensurePairing(airlock)
    await Promise.all([first, second])
    const uri = airlock.connection.getState().wcUri
    // Close to expiry (but not expired) the URI is still reused there.
    airlock.connection.setWcUri(uri, Date.now() + 5_000)
    await ensurePairing(airlock)
    expect(airlock.connection.getState().wcUri).toBe(uri)
  })
})
