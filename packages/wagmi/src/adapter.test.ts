import { airlockDevnet, createAirlock, mainnet, type SharedProvider } from '@airlock/core'
import { createMemoryBackend } from '@airlock/core/internal'
import { defineChain, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, injected } from 'wagmi'
import { connect, disconnect, getConnection, signMessage, switchChain } from 'wagmi/actions'
import { createWagmiAdapter } from './adapter.ts'
import { WagmiConnectorNotFoundError } from './errors.ts'
import { createKeyWallet } from './test/keyWallet.ts'

const devnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const ethereum = defineChain({ ...devnet, id: 1, name: 'Ethereum' })

/** A real wagmi config whose one connector is a key-holding wallet; nothing is sent anywhere. */
function setup() {
  const wallet = createKeyWallet({ chains: [31337, 1] })
  const config = createConfig({
    chains: [devnet, ethereum],
    connectors: [
      injected({ target: { id: 'test.wallet', name: 'Key Wallet', provider: wallet.provider as never } }),
    ],
    transports: { [devnet.id]: http('http://127.0.0.1:1'), [ethereum.id]: http('http://127.0.0.1:1') },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const adapter = createWagmiAdapter({ config })
  const airlock = createAirlock({
    projectId: 'p',
    networks: [airlockDevnet, mainnet],
    adapters: [adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  const [connector] = config.connectors
  return { wallet, config, adapter, airlock, connector: connector! }
}

// wagmi's injected connector looks for a window; an event target stands in for the page's (nothing else of it is used).
beforeAll(() => {
  vi.stubGlobal('window', new EventTarget())
})
afterAll(() => {
  vi.unstubAllGlobals()
})

const until = async (check: () => boolean) => expect.poll(check, { timeout: 2000 }).toBe(true)

describe('createWagmiAdapter', () => {
  it("lists the wagmi config's connectors in the modal", async () => {
    const { airlock } = setup()
    await airlock.ready
    const ids = airlock.connectors.getState().connectors.map((c) => [c.id, c.name, c.type])
    expect(ids).toContainEqual(['test.wallet', 'Key Wallet', 'INJECTED'])
  })

  it('connects through wagmi: wagmi sees the account, and its actions reach the wallet', async () => {
    const { airlock, config, wallet } = setup()
    await airlock.ready
    const connector = airlock.connectors.getConnector('test.wallet', 'eip155')!
    await airlock.connect(connector)
    expect(airlock.account.get('eip155')?.address).toBe(wallet.address)
    const connection = getConnection(config)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(wallet.address)

    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(await verifyMessage({ address: wallet.address, message: 'hello from wagmi', signature })).toBe(
      true,
    )
    // The kit's own sign goes the same way.
    const own = await airlock.signMessage('hello from Airlock')
    expect(
      await verifyMessage({ address: wallet.address, message: 'hello from Airlock', signature: own as Hex }),
    ).toBe(true)
  })

  it("follows wagmi's connect, chain switch and disconnect", async () => {
    const { airlock, config, connector, wallet } = setup()
    await airlock.ready
    await connect(config, { connector })
    await until(() => airlock.account.get('eip155')?.address === wallet.address)
    expect(airlock.connection.getState().status).toBe('connected')
    expect(airlock.connection.getState().connections.eip155?.[0]?.connectorId).toBe('test.wallet')

    await switchChain(config, { chainId: 1 })
    await until(() => airlock.chain.getState().activeCaipNetwork?.id === 1)

    await disconnect(config)
    await until(() => airlock.connection.getState().status === 'disconnected')
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
  })

  it("the kit's switch and disconnect go through wagmi", async () => {
    const { airlock, config, wallet } = setup()
    await airlock.ready
    await airlock.connect(airlock.connectors.getConnector('test.wallet', 'eip155')!)
    await airlock.switchNetwork(mainnet)
    expect(wallet.chainId).toBe(1)
    await until(() => getConnection(config).chainId === 1)

    await airlock.disconnect()
    expect(getConnection(config).status).toBe('disconnected')
    expect(wallet.calls).toContain('wallet_revokePermissions')
  })

  it("makes the kit's WalletConnect session a wagmi connection", async () => {
    const wallet = createKeyWallet({ chains: [31337] })
    const config = createConfig({
      chains: [devnet],
      transports: { [devnet.id]: http('http://127.0.0.1:1') },
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const adapter = createWagmiAdapter({ config })
    const events: string[] = []
    adapter.init({
      setConnectors: () => {},
      networks: () => [airlockDevnet],
      events: {
        accountsChanged: () => events.push('accountsChanged'),
        chainChanged: () => events.push('chainChanged'),
        disconnect: () => events.push('disconnect'),
        connected: () => events.push('connected'),
      },
      sharedProvider: (id) => (id === 'walletConnect' ? (wallet.provider as SharedProvider) : undefined),
    })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const result = await adapter.connect({ connectorId: 'walletConnect' })
    expect(result).toEqual({ address: wallet.address, accounts: [wallet.address], chainId: 31337 })
    const connection = getConnection(config)
    expect(connection.connector?.id).toBe('walletConnect')
    const signature = await signMessage(config, { message: 'over WalletConnect' })
    expect(await verifyMessage({ address: wallet.address, message: 'over WalletConnect', signature })).toBe(
      true,
    )
    // The kit's own connect is not reported back to it as a connection from outside.
    expect(events).toEqual([])
    // The session ending (the wallet's disconnect) ends the wagmi connection and tells the kit.
    wallet.emit('disconnect')
    expect(getConnection(config).status).toBe('disconnected')
    expect(events).toEqual(['disconnect'])
  })

  it('refuses a connector the config does not have, with a typed error', async () => {
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toBeInstanceOf(WagmiConnectorNotFoundError)
  })

  it('keeps two instances apart', async () => {
    const a = setup()
    const b = setup()
    await Promise.all([a.airlock.ready, b.airlock.ready])
    await connect(a.config, { connector: a.connector })
    await until(() => a.airlock.connection.getState().status === 'connected')
    expect(b.airlock.connection.getState().status).toBe('disconnected')
    expect(getConnection(b.config).status).toBe('disconnected')
  })
})
