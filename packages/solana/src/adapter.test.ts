import {
  type AdapterContext,
  airlockSolanaLocal,
  type CaipNetwork,
  NoConnectionClientError,
  NoRpcUrlError,
  solana,
  solanaDevnet,
  UserRejectedRequestError,
} from '@airlock/core'
import {
  getPublicKeyFromAddress,
  type SignatureBytes,
  address as toAddress,
  verifySignature,
} from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './adapter.ts'
import { decodeBase58 } from './encoding.ts'
import { SolanaRpcError } from './rpcErrors.ts'
import { createWalletRegistry } from './test/registry.ts'
import { createTestWallet, ICON, TEST_SEEDS, type TestWalletOptions } from './test/testWallet.ts'
import { createWalletConnectWallet } from './test/walletConnectWallet.ts'

let registry = createWalletRegistry()
const cleanups: (() => void)[] = []
beforeEach(() => {
  registry = createWalletRegistry()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const NAME = 'Test Solana Wallet'
/** The System program's address: any valid address does for a read that never reaches a node. */
const TEST_ADDRESS = '11111111111111111111111111111111'

function start(
  networks: CaipNetwork[] = [airlockSolanaLocal, solana],
  shared?: AdapterContext['sharedProvider'],
) {
  const adapter = createSolanaAdapter({ wallets: () => registry })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  const context: AdapterContext = {
    setConnectors: vi.fn(),
    events,
    networks: () => networks,
    sharedProvider: shared ?? (() => undefined),
  }
  cleanups.push(adapter.init(context))
  return { adapter, events, context }
}

async function setup(options: Partial<TestWalletOptions> = {}, networks?: CaipNetwork[]) {
  const wallet = await createTestWallet({ seedHex: TEST_SEEDS.alice, ...options })
  cleanups.push(registry.register(wallet.wallet))
  return { wallet, ...start(networks) }
}

async function verify(address: string, message: string, signature: string) {
  const key = await getPublicKeyFromAddress(toAddress(address))
  return verifySignature(key, decodeBase58(signature) as SignatureBytes, new TextEncoder().encode(message))
}

describe('solana adapter, Wallet Standard wallets', () => {
  it('publishes the registry’s Solana wallets as connectors, without the wallet objects', async () => {
    const { context } = await setup()
    expect(context.setConnectors).toHaveBeenLastCalledWith([
      { id: NAME, name: NAME, type: 'ANNOUNCED', chain: 'solana', imageUrl: ICON },
    ])
  })

  it('does not look for wallets where there is no window (SSR)', async () => {
    const scope = globalThis as { window?: unknown }
    const saved = scope.window
    delete scope.window
    try {
      const setConnectors = vi.fn()
      const adapter = createSolanaAdapter()
      cleanups.push(
        adapter.init({
          setConnectors,
          events: { accountsChanged() {}, chainChanged() {}, disconnect() {} },
          networks: () => [solana],
          sharedProvider: () => undefined,
        }),
      )
      expect(setConnectors).not.toHaveBeenCalled()
    } finally {
      if (saved !== undefined) scope.window = saved
    }
  })

  it('connects with standard:connect: the wallet’s Solana accounts on the network the kit asked for', async () => {
    const { adapter, wallet } = await setup()
    expect(await adapter.connect({ connectorId: NAME, caipNetwork: solanaDevnet })).toEqual({
      address: wallet.address,
      accounts: [wallet.address],
      chainId: solanaDevnet.id,
    })
    expect(wallet.calls.map((c) => c.method)).toEqual(['connect'])
    expect(wallet.calls[0]?.input).toBeUndefined()
  })

  it('without a network asked for, reports the first configured network the wallet lists', async () => {
    const { adapter } = await setup({ chains: ['solana:mainnet'] })
    expect(await adapter.connect({ connectorId: NAME })).toMatchObject({ chainId: solana.id })
  })

  it('a refused connect is a UserRejectedRequestError', async () => {
    const { adapter } = await setup({ reject: ['connect'] })
    const error = await adapter.connect({ connectorId: NAME }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('an unknown connector has no connection', async () => {
    const { adapter } = await setup()
    await expect(adapter.connect({ connectorId: 'Nope' })).rejects.toBeInstanceOf(NoConnectionClientError)
    await expect(adapter.switchNetwork({ connectorId: 'Nope', caipNetwork: solana })).rejects.toBeInstanceOf(
      NoConnectionClientError,
    )
  })

  it('forwards account changes, reads no accounts as a disconnect, and stops listening after disconnect', async () => {
    const { adapter, wallet, events } = await setup()
    await adapter.connect({ connectorId: NAME })
    const other = (await createTestWallet({ seedHex: TEST_SEEDS.bob })).address
    wallet.changeAccounts([other])
    expect(events.accountsChanged).toHaveBeenCalledWith(NAME, [other])
    wallet.changeAccounts([])
    expect(events.disconnect).toHaveBeenCalledWith(NAME)
    expect(wallet.listenerCount()).toBe(0)

    await adapter.connect({ connectorId: NAME })
    expect(wallet.listenerCount()).toBe(1)
    await adapter.disconnect({ connectorId: NAME })
    expect(wallet.listenerCount()).toBe(0)
    expect(wallet.calls.at(-1)?.method).toBe('disconnect')
    expect(wallet.authorized).toBe(false)
  })

  it('a connected wallet that leaves the registry ends the connection', async () => {
    const wallet = await createTestWallet({ seedHex: TEST_SEEDS.alice })
    const unregister = registry.register(wallet.wallet)
    const { adapter, events } = start()
    await adapter.connect({ connectorId: NAME })
    unregister()
    expect(events.disconnect).toHaveBeenCalledWith(NAME)
    expect(wallet.listenerCount()).toBe(0)
  })

  it('reconnects silently (standard:connect {silent: true}); undefined once the grant is gone', async () => {
    const { adapter, wallet } = await setup()
    expect(await adapter.reconnect({ connectorId: NAME })).toBeUndefined()
    expect(wallet.calls.map((c) => c.input)).toEqual([{ silent: true }])
    await adapter.connect({ connectorId: NAME })
    await adapter.disconnect({ connectorId: NAME })
    wallet.authorized = true
    expect(await adapter.reconnect({ connectorId: NAME })).toMatchObject({ address: wallet.address })
    expect(wallet.calls.at(-1)).toEqual({ method: 'connect', input: { silent: true } })
  })

  it('reconnect reports the network the kit passes (the one it had active)', async () => {
    const { adapter, wallet } = await setup()
    wallet.authorized = true
    expect(await adapter.reconnect({ connectorId: NAME, caipNetwork: solanaDevnet } as never)).toMatchObject({
      chainId: solanaDevnet.id,
    })
  })

  it('reconnect waits for a wallet that registers late, and gives up on one that never does', async () => {
    const { adapter } = start()
    const wallet = await createTestWallet({ seedHex: TEST_SEEDS.alice })
    wallet.authorized = true
    const pending = adapter.reconnect({ connectorId: NAME })
    setTimeout(() => cleanups.push(registry.register(wallet.wallet)), 20)
    expect(await pending).toMatchObject({ address: wallet.address })
    expect(await adapter.reconnect({ connectorId: 'Never Registered' })).toBeUndefined()
  })

  it('signs a UTF-8 message; the base58 signature verifies with @solana/kit', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: NAME })
    const message = 'Sign in to Airlock ✓'
    const signature = await adapter.signMessage({ message, address: wallet.address, connectorId: NAME })
    expect(await verify(wallet.address, message, signature)).toBe(true)
    expect(await verify(wallet.address, 'something else', signature)).toBe(false)
  })

  it('a declined message signature says Signature declined', async () => {
    const { adapter, wallet } = await setup({ reject: ['signMessage'] })
    await adapter.connect({ connectorId: NAME })
    const error = await adapter
      .signMessage({ message: 'hi', address: wallet.address, connectorId: NAME })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Signature declined' })
  })

  it('switching network keeps the connection (a Solana wallet signs for any cluster)', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId: NAME })
    await expect(
      adapter.switchNetwork({ connectorId: NAME, caipNetwork: solanaDevnet }),
    ).resolves.toBeUndefined()
  })

  it('a network without an RPC url fails reads with NoRpcUrlError', async () => {
    const { adapter, wallet } = await setup()
    const bare: CaipNetwork = { ...airlockSolanaLocal, rpcUrls: { default: { http: [] } } }
    await expect(adapter.getBalance({ address: wallet.address, caipNetwork: bare })).rejects.toBeInstanceOf(
      NoRpcUrlError,
    )
  })

  it('reads through the rpcUrl option’s endpoint when it names one; a node that is down is a SolanaRpcError', async () => {
    const rpcUrl = vi.fn((network: CaipNetwork) =>
      network.id === airlockSolanaLocal.id ? 'http://127.0.0.1:9' : undefined,
    )
    const adapter = createSolanaAdapter({ rpcUrl })
    const error = await adapter
      .getBalance({ address: TEST_ADDRESS, caipNetwork: airlockSolanaLocal })
      .catch((e: unknown) => e)
    expect(rpcUrl).toHaveBeenCalledWith(airlockSolanaLocal)
    expect(error).toBeInstanceOf(SolanaRpcError)
  })
})

describe('solana adapter, WalletConnect session', () => {
  async function setupSession(options: Parameters<typeof createWalletConnectWallet>[1] = {}) {
    const key = await createTestWallet({ seedHex: TEST_SEEDS.bob })
    const session = createWalletConnectWallet(key, options)
    const started = start([solana, airlockSolanaLocal], (id) =>
      id === 'walletConnect' ? session.provider : undefined,
    )
    return { key, session, ...started }
  }

  it('connects with the session’s accounts (solana_getAccounts) on the network the kit asked for', async () => {
    const { adapter, key, session } = await setupSession()
    expect(await adapter.connect({ connectorId: 'walletConnect', caipNetwork: airlockSolanaLocal })).toEqual({
      address: key.address,
      accounts: [key.address],
      chainId: airlockSolanaLocal.id,
    })
    expect(session.calls.map((c) => c.method)).toEqual(['solana_getAccounts'])
  })

  it('signs a message with solana_signMessage (base58 message and pubkey); the signature verifies', async () => {
    const { adapter, key, session } = await setupSession()
    const signature = await adapter.signMessage({
      message: 'hello',
      address: key.address,
      connectorId: 'walletConnect',
    })
    expect(await verify(key.address, 'hello', signature)).toBe(true)
    expect(session.calls[0]).toEqual({
      method: 'solana_signMessage',
      params: { message: 'Cn8eVZg', pubkey: key.address },
    })
  })

  it('a refusal (5000) is a UserRejectedRequestError', async () => {
    const { adapter, key } = await setupSession({ reject: ['solana_signMessage'] })
    const error = await adapter
      .signMessage({ message: 'hello', address: key.address, connectorId: 'walletConnect' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('forwards the session’s events and stops after disconnect', async () => {
    const { adapter, session, events } = await setupSession()
    await adapter.connect({ connectorId: 'walletConnect' })
    session.emit('accountsChanged', ['Other111111111111111111111111111111111111'])
    session.emit('chainChanged', solanaDevnet.id)
    expect(events.accountsChanged).toHaveBeenCalledWith('walletConnect', [
      'Other111111111111111111111111111111111111',
    ])
    expect(events.chainChanged).toHaveBeenCalledWith('walletConnect', solanaDevnet.id)
    await adapter.disconnect({ connectorId: 'walletConnect' })
    expect(session.listenerCount('accountsChanged')).toBe(0)
    expect(session.calls.map((c) => c.method)).toEqual(['solana_getAccounts'])

    await adapter.connect({ connectorId: 'walletConnect' })
    session.emit('disconnect')
    expect(events.disconnect).toHaveBeenCalledWith('walletConnect')
  })

  it('reconnect is undefined when the session has no Solana accounts', async () => {
    const { adapter } = await setupSession({ methods: [] })
    expect(await adapter.reconnect({ connectorId: 'walletConnect' })).toBeUndefined()
  })
})
