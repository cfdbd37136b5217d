import {
  createMemoryStorage,
  type KeyValueStorage,
  type SessionNamespaces,
  WalletClient,
} from '@airlock/protocol'
import { MemoryRelayHub } from '@airlock/protocol/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainAdapter, ConnectResult, SharedProvider } from '../adapter.ts'
import { ensurePairing } from '../connect/walletConnect.ts'
import { ErrorMessages } from '../errors.ts'
import { createKit } from '../kit.ts'
import { ChainSwitchError } from '../network/errors.ts'
import { airlockBitcoinTestChain, solana, solanaDevnet, solanaTestnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'

const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const BTC = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const walletMetadata = { name: 'Test Wallet', description: '', url: 'https://wallet.example', icons: [] }

/**
 * TEST DOUBLE: the smallest non-EVM adapter reaching wallets through `sharedProvider`, as the Solana and Bitcoin
 * adapters do (their own tests cover that path; the browser tests run them end to end). It has no chain of its
 * own: it reports the network it is given, and its switchNetwork asks nothing of the wallet.
 */
function sessionAdapter(namespace: ChainNamespace) {
  let context: AdapterContext | undefined
  const calls: { method: string; caipNetwork?: CaipNetwork | undefined }[] = []
  const provider = (id: string): SharedProvider => {
    const p = context?.sharedProvider(id)
    if (!p) throw new Error('Connector not found')
    return p
  }
  const read = (id: string, caipNetwork: CaipNetwork | undefined): ConnectResult | undefined => {
    const p = provider(id)
    // Read from the session, as the Bitcoin adapter does: no wallet round trip.
    const accounts = (p.sessionAccounts?.() ?? []).map((caip10) => caip10.split(':')[2] as string)
    p.on('chainChanged', ((reference: string) => context?.events.chainChanged(id, reference)) as never)
    const first = accounts[0]
    const chainId = String(caipNetwork?.id ?? context?.networks()[0]?.id)
    return first ? { address: first, accounts, chainId } : undefined
  }
  const adapter: ChainAdapter = {
    namespace,
    init(ctx) {
      context = ctx
      return () => {}
    },
    connect: async ({ connectorId, caipNetwork }) => {
      calls.push({ method: 'connect', caipNetwork })
      const result = read(connectorId, caipNetwork)
      if (!result) throw new Error('no account')
      return result
    },
    reconnect: async ({ connectorId, caipNetwork }) => {
      calls.push({ method: 'reconnect', caipNetwork })
      return read(connectorId, caipNetwork)
    },
    disconnect: async () => {},
    getBalance: async () => ({ balance: '0', symbol: 'SOL' }),
    switchNetwork: async () => {},
    signMessage: async ({ message, address, connectorId }) =>
      String(
        await provider(connectorId).request({
          method: namespace === 'solana' ? 'solana_signMessage' : 'signMessage',
          params: { message, pubkey: address },
        }),
      ),
    sendTransaction: async () => 'tx',
  }
  return { adapter, calls }
}

const granted = (): SessionNamespaces => ({
  solana: {
    chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
    accounts: [`${solana.caipNetworkId}:${SOL}`, `${solanaDevnet.caipNetworkId}:${SOL}`],
    methods: ['solana_signMessage', 'solana_signTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  bip122: {
    chains: [airlockBitcoinTestChain.caipNetworkId],
    accounts: [`${airlockBitcoinTestChain.caipNetworkId}:${BTC}`],
    methods: ['signMessage', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
})

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop().catch(() => {})))
})

function kit(hub: MemoryRelayHub, storage: KeyValueStorage, backend = createMemoryBackend()) {
  const sol = sessionAdapter('solana')
  const btc = sessionAdapter('bip122')
  const airlock = createKit({
    projectId: 'p',
    networks: [solana, solanaDevnet, solanaTestnet, airlockBitcoinTestChain],
    adapters: [sol.adapter, btc.adapter],
    storage: backend,
    walletConnect: { relay: hub.client(), storage },
    metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
  })
  cleanups.push(async () => (await airlock.walletConnect?.session.client())?.stop())
  return { airlock, sol, btc, backend }
}

async function setup(before?: (airlock: ReturnType<typeof kit>['airlock']) => Promise<unknown>) {
  const hub = new MemoryRelayHub()
  const storage = createMemoryStorage()
  const k = kit(hub, storage)
  await k.airlock.ready
  await before?.(k.airlock)
  const wallet = new WalletClient({
    relay: hub.client(),
    storage: createMemoryStorage(),
    metadata: walletMetadata,
  })
  await wallet.start()
  cleanups.push(() => wallet.stop())
  const requests: { method: string; chainId: string }[] = []
  wallet.events.on('session_request', ({ id, topic, params }) => {
    requests.push({ method: params.request.method, chainId: params.chainId })
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'signed' } })
  })
  wallet.events.once('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: granted() }))
  await ensurePairing(k.airlock)
  await wallet.pair({ uri: k.airlock.connection.getState().wcUri as string })
  await vi.waitFor(() => expect(k.airlock.account.get('bip122')?.address).toBe(BTC))
  await vi.waitFor(() => expect(k.airlock.account.get('solana')?.address).toBe(SOL))
  const topic = wallet.sessions[0]?.topic as string
  return { ...k, hub, storage, wallet, topic, requests }
}

describe('WalletConnect for Solana and Bitcoin', () => {
  it("answers a namespace's session accounts (CAIP-10, current chain) and methods without asking the wallet", async () => {
    const s = await setup()
    const provider = (namespace: string) => s.airlock.walletConnect?.session.provider(namespace)
    expect(provider('solana')?.sessionAccounts()).toEqual([`${solana.caipNetworkId}:${SOL}`])
    expect(provider('bip122')?.sessionAccounts()).toEqual([`${airlockBitcoinTestChain.caipNetworkId}:${BTC}`])
    expect(provider('bip122')?.sessionMethods()).toEqual(['signMessage', 'getAccountAddresses'])
    expect(s.requests).toEqual([])
  })

  it("forwards the wallet's bip122_addressesChanged to the namespace's listeners", async () => {
    const s = await setup()
    const heard: unknown[] = []
    s.airlock.walletConnect?.session
      .provider('bip122')
      .on('bip122_addressesChanged', ((data: unknown) => heard.push(data)) as never)
    const addresses = [{ address: BTC, intention: 'payment' }]
    await s.wallet.emit({
      topic: s.topic,
      chainId: airlockBitcoinTestChain.caipNetworkId,
      event: { name: 'bip122_addressesChanged', data: addresses },
    })
    await vi.waitFor(() => expect(heard).toEqual([addresses]))
  })

  it("a Solana network switch moves the session's default chain; a chain it did not approve is refused", async () => {
    const s = await setup()
    await expect(s.airlock.switchNetwork(solanaDevnet)).resolves.toBe(true)
    expect(s.airlock.walletConnect?.session.defaultChain('solana')).toBe(solanaDevnet.caipNetworkId)
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(s.airlock.account.get('solana')?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOL}`)
    await expect(s.airlock.signMessage('hello')).resolves.toBe('signed')
    expect(s.requests).toEqual([{ method: 'solana_signMessage', chainId: solanaDevnet.caipNetworkId }])

    await expect(s.airlock.switchNetwork(solanaTestnet)).resolves.toBe(false)
    expect(s.airlock.toast.getState().message).toBe(
      ErrorMessages.CHAIN_SWITCH_FAILED(solanaTestnet.caipNetworkId),
    )
    expect(s.airlock.walletConnect?.session.defaultChain('solana')).toBe(solanaDevnet.caipNetworkId)
    expect(s.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    // What an adapter would see from the session itself: the typed error.
    const error = (() => {
      try {
        s.airlock.walletConnect?.session.switchChain('solana', [solanaTestnet.caipNetworkId])
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ChainSwitchError)
    expect(error).toMatchObject({ chain: solanaTestnet.caipNetworkId })
  })

  it('connects each namespace on the network the kit has there when the session approved it', async () => {
    const s = await setup((airlock) => airlock.switchNetwork(solanaDevnet))
    expect(s.sol.calls.find((c) => c.method === 'connect')?.caipNetwork?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(s.airlock.walletConnect?.session.defaultChain('solana')).toBe(solanaDevnet.caipNetworkId)
  })

  it('connects on the first approved network when the one the kit has is not approved', async () => {
    const s = await setup((airlock) => airlock.switchNetwork(solanaTestnet))
    expect(s.sol.calls.find((c) => c.method === 'connect')?.caipNetwork?.caipNetworkId).toBe(
      solana.caipNetworkId,
    )
    expect(s.airlock.walletConnect?.session.defaultChain('solana')).toBe(solana.caipNetworkId)
  })

  it('a reload restores each namespace on the network it was on, and requests go there', async () => {
    const s = await setup()
    await expect(s.airlock.switchNetwork(solanaDevnet)).resolves.toBe(true)
    const client = await s.airlock.walletConnect?.session.client()
    await client?.core.flush()
    // The page before the reload is gone: its client would answer the wallet's messages too.
    await client?.stop()

    const again = kit(s.hub, s.storage, s.backend)
    await again.airlock.ready
    expect(again.sol.calls.find((c) => c.method === 'reconnect')?.caipNetwork?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(again.btc.calls.find((c) => c.method === 'reconnect')?.caipNetwork?.caipNetworkId).toBe(
      airlockBitcoinTestChain.caipNetworkId,
    )
    expect(again.airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(again.airlock.walletConnect?.session.defaultChain('solana')).toBe(solanaDevnet.caipNetworkId)
    expect(again.airlock.account.get('solana')?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOL}`)
    await expect(again.airlock.signMessage('hello')).resolves.toBe('signed')
    expect(s.requests.at(-1)).toEqual({ method: 'solana_signMessage', chainId: solanaDevnet.caipNetworkId })
  })
})
