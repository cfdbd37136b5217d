import {
  createMemoryStorage,
  type KeyValueStorage,
  type SessionNamespaces,
  WalletClient,
} from '@airlock/protocol'
import { MemoryRelayHub } from '@airlock/protocol/testing'
import { expect, vi } from 'vitest'
import type { AdapterContext, ChainAdapter } from '../adapter.ts'
import { ensurePairing } from '../connect/walletConnect.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet, optimism } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'

/*
 * The WalletConnect tests' shared kit and wallet, paired over an in-memory relay. Each test file runs
 * `afterEach(stopWalletConnectKits)`: the unit run shares one module graph between files, so a hook registered
 * here would run for the first file only.
 */

/** The account the test wallet approves. */
export const ADDRESS = '0x1111111111111111111111111111111111111111'
const walletMetadata = { name: 'Test Wallet', description: '', url: 'https://wallet.example', icons: [] }

/**
 * TEST DOUBLE: the smallest adapter that reaches wallets through `sharedProvider`, as the EVM adapter
 * does (the EVM adapter's own test covers that path; the browser tests run the real one end to end).
 */
export function sessionAdapter(): ChainAdapter {
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

/** What the test wallet approves: ADDRESS on each of `chains`. */
export const namespaces = (chains = ['eip155:31337', 'eip155:10']): SessionNamespaces => ({
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${ADDRESS}`),
    methods: ['personal_sign', 'wallet_switchEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
})

const cleanups: (() => Promise<void>)[] = []

/** Stops a kit the test made itself (a reload), with the others at the end of the test. */
export function afterTest(stop: () => Promise<void>) {
  cleanups.push(stop)
}

/** Puts real timers and globals back, and stops every wallet and kit session the test started. */
export async function stopWalletConnectKits() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await Promise.all(cleanups.splice(0).map((stop) => stop().catch(() => {})))
}

/** A started kit with WalletConnect over `hub`, and a started test wallet on the same relay. */
export async function setup(
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
  afterTest(async () => {
    await wallet.stop()
    const client = await airlock.walletConnect?.session.client()
    await client?.stop()
  })
  return { airlock, wallet, hub, storage, backend }
}

/** Pairs the wallet through the QR view's uri and waits until the kit is connected; resolves with the topic. */
export async function connectThroughQr(s: Awaited<ReturnType<typeof setup>>, granted = namespaces()) {
  s.wallet.events.once('session_proposal', ({ id }) => void s.wallet.approve({ id, namespaces: granted }))
  s.airlock.open({ view: 'ConnectingWalletConnectBasic' })
  await ensurePairing(s.airlock)
  const uri = s.airlock.connection.getState().wcUri
  expect(uri).toMatch(/^wc:/)
  await s.wallet.pair({ uri: uri as string })
  await vi.waitFor(() => expect(s.airlock.connection.getState().status).toBe('connected'))
  return s.wallet.sessions[0]?.topic as string
}
