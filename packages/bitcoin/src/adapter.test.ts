import {
  type AdapterContext,
  ChainSwitchError,
  type ConnectorInfo,
  defineNetwork,
  type SharedProvider,
  UserRejectedRequestError,
} from '@airlock/core'
import { WALLET_CONNECT_ID } from '@airlock/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBitcoinAdapter } from './adapter.ts'
import { verifyBitcoinMessage } from './bip322/index.ts'
import { BitcoinWalletUnsupportedError } from './errors.ts'
import { REGTEST, signMessageWith, testKey } from './test/keys.ts'
import { createWalletRegistry } from './test/registry.ts'
import { installSatsConnectDouble } from './test/satsConnect.ts'
import {
  createSolanaOnlyWallet,
  createStandardWalletDouble,
  ICON,
  registerStandardWallet,
} from './test/walletStandard.ts'

// A window and a Wallet Standard registry of this file's own: the adapter is handed both, so no global is touched.
const win = new EventTarget() as EventTarget & Record<string, unknown>
const registry = createWalletRegistry()

const regtest = defineNetwork({
  id: REGTEST,
  name: 'Regtest',
  network: 'regtest',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
})
const mainnet = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: false,
})

const alice = testKey('airlock-bitcoin-adapter-test-alice')
const bob = testKey('airlock-bitcoin-adapter-test-bob')
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete win.btc_providers
  delete win.XverseProviders
  delete win.LeatherProvider
})

function setup(shared?: SharedProvider) {
  const adapter = createBitcoinAdapter({ window: win, wallets: () => registry })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  const setConnectors = vi.fn<(connectors: ConnectorInfo[]) => void>()
  const context: AdapterContext = {
    setConnectors,
    events,
    networks: () => [regtest, mainnet],
    sharedProvider: (id) => (id === WALLET_CONNECT_ID ? shared : undefined),
  }
  cleanups.push(adapter.init(context))
  const published = () => setConnectors.mock.calls.at(-1)?.[0] ?? []
  return { adapter, events, published }
}

function standard(name: string, options?: Parameters<typeof createStandardWalletDouble>[2]) {
  const double = createStandardWalletDouble(name, alice, options)
  cleanups.push(registerStandardWallet(registry, double.wallet))
  return double
}

const xverse = (overrides?: Parameters<typeof installSatsConnectDouble>[3]) =>
  installSatsConnectDouble(
    win,
    { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON },
    bob,
    overrides,
  )

describe('bitcoin adapter: discovery', () => {
  it('publishes a Wallet Standard wallet and a sats-connect provider, not a Solana-only wallet', () => {
    standard('Magic Eden')
    cleanups.push(registerStandardWallet(registry, createSolanaOnlyWallet('Solflare')))
    xverse()
    const { published } = setup()
    expect(published()).toEqual([
      { id: 'Magic Eden', name: 'Magic Eden', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
      {
        id: 'XverseProviders.BitcoinProvider',
        name: 'Xverse',
        type: 'INJECTED',
        chain: 'bip122',
        imageUrl: ICON,
      },
    ])
  })

  it('lists a wallet present both ways once, as its Wallet Standard self', () => {
    standard('Xverse')
    xverse()
    const { published } = setup()
    expect(published()).toEqual([
      { id: 'Xverse', name: 'Xverse', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
    ])
  })

  it('publishes a wallet registered after the kit started, and drops it when it unregisters', () => {
    const { published } = setup()
    expect(published()).toEqual([])
    const double = createStandardWalletDouble('Late Wallet', alice, { features: 'standard-only' })
    const unregister = registerStandardWallet(registry, double.wallet)
    expect(published().map((c) => c.id)).toEqual(['Late Wallet'])
    unregister()
    expect(published()).toEqual([])
  })
})

describe('bitcoin adapter: Wallet Standard', () => {
  it('connects with payment and ordinals: the payment address, the network, every address with its type', async () => {
    const double = standard('Magic Eden')
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId: 'Magic Eden', caipNetwork: regtest })
    expect(double.calls[0]).toEqual({
      feature: 'bitcoin:connect',
      input: { purposes: ['payment', 'ordinals'] },
    })
    expect(result).toEqual({
      address: alice.payment,
      chainId: REGTEST,
      accounts: [alice.payment, alice.ordinals],
      typedAccounts: [
        { address: alice.payment, type: 'payment' },
        { address: alice.ordinals, type: 'ordinals' },
      ],
    })
    expect(adapter.accountsOf('Magic Eden')[0]).toMatchObject({
      purpose: 'payment',
      publicKey: alice.publicKeyHex,
    })
  })

  it('connects a wallet that grants bitcoin accounts through standard:connect', async () => {
    const double = standard('Plain', { features: 'standard-only' })
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId: 'Plain' })
    expect(double.calls.map((c) => c.feature)).toEqual(['standard:connect'])
    // No purpose on the accounts would also do: taproot next to p2wpkh holds ordinals.
    expect(result.typedAccounts.map((a) => a.type)).toEqual(['payment', 'ordinals'])
  })

  it('signs a message with BIP-322 that verifies', async () => {
    const double = standard('Magic Eden')
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'Magic Eden', caipNetwork: regtest })
    const signature = await adapter.signMessage({
      message: 'Sign in to Airlock',
      address: alice.payment,
      connectorId: 'Magic Eden',
    })
    expect(verifyBitcoinMessage({ address: alice.payment, message: 'Sign in to Airlock', signature })).toBe(
      true,
    )
    expect(double.calls.at(-1)?.input).toMatchObject([{ protocol: 'bip322' }])
  })

  it('a declined signature is a UserRejectedRequestError saying Signature declined', async () => {
    standard('Grumpy', { reject: true }).grant()
    const { adapter } = setup()
    await adapter.reconnect({ connectorId: 'Grumpy' })
    const error = await adapter
      .signMessage({ message: 'hi', address: alice.payment, connectorId: 'Grumpy' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe('Signature declined')
  })

  it('reconnects silently only when the wallet still grants its accounts', async () => {
    const double = standard('Magic Eden')
    const { adapter } = setup()
    expect(await adapter.reconnect({ connectorId: 'Magic Eden' })).toBeUndefined()
    double.grant()
    expect((await adapter.reconnect({ connectorId: 'Magic Eden' }))?.address).toBe(alice.payment)
    expect(double.calls.every((c) => c.feature === 'standard:connect')).toBe(true)
  })

  it("follows the wallet's account changes", async () => {
    const double = standard('Magic Eden')
    const { adapter, events } = setup()
    await adapter.connect({ connectorId: 'Magic Eden' })
    double.change([...double.wallet.accounts].reverse())
    expect(events.accountsChanged).toHaveBeenLastCalledWith('Magic Eden', [alice.payment, alice.ordinals])
    await adapter.disconnect({ connectorId: 'Magic Eden' })
    expect(double.calls.at(-1)?.feature).toBe('standard:disconnect')
  })

  it('cannot move a regtest connection to mainnet: a ChainSwitchError', async () => {
    standard('Magic Eden')
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'Magic Eden' })
    await expect(
      adapter.switchNetwork({ caipNetwork: mainnet, connectorId: 'Magic Eden' }),
    ).rejects.toBeInstanceOf(ChainSwitchError)
    await expect(
      adapter.switchNetwork({ caipNetwork: regtest, connectorId: 'Magic Eden' }),
    ).resolves.toBeUndefined()
  })
})

describe('bitcoin adapter: sats-connect', () => {
  it('asks getInfo first, then getAddresses for payment and ordinals; the network comes from the wallet', async () => {
    const double = xverse()
    const { adapter } = setup()
    const result = await adapter.connect({
      connectorId: 'XverseProviders.BitcoinProvider',
      caipNetwork: mainnet,
    })
    expect(double.calls).toEqual([
      { method: 'getInfo', params: null },
      { method: 'getAddresses', params: { purposes: ['payment', 'ordinals'] } },
    ])
    expect(result).toMatchObject({
      address: bob.payment,
      chainId: REGTEST,
      accounts: [bob.payment, bob.ordinals],
    })
  })

  it('signs with protocol BIP322, verified', async () => {
    const double = xverse()
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider' })
    const signature = await adapter.signMessage({
      message: 'hello',
      address: bob.ordinals,
      connectorId: 'XverseProviders.BitcoinProvider',
    })
    expect(double.calls.at(-1)).toEqual({
      method: 'signMessage',
      params: { address: bob.ordinals, message: 'hello', protocol: 'BIP322' },
    })
    expect(verifyBitcoinMessage({ address: bob.ordinals, message: 'hello', signature })).toBe(true)
  })

  it("the wallet's refusal (-32000) is a UserRejectedRequestError", async () => {
    xverse({
      getAddresses: () => {
        throw { code: -32000, message: 'User rejected the request' }
      },
    })
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('reconnects through wallet_getAccount, without a prompt', async () => {
    const double = xverse()
    const { adapter } = setup()
    expect(await adapter.reconnect({ connectorId: 'XverseProviders.BitcoinProvider' })).toBeUndefined()
    double.granted = true
    expect((await adapter.reconnect({ connectorId: 'XverseProviders.BitcoinProvider' }))?.accounts).toEqual([
      bob.payment,
      bob.ordinals,
    ])
    expect(double.calls.some((c) => c.method === 'getAddresses')).toBe(false)
    await adapter.disconnect({ connectorId: 'XverseProviders.BitcoinProvider' })
    expect(double.calls.at(-1)?.method).toBe('wallet_renouncePermissions')
  })

  it("follows the wallet's network change", async () => {
    const double = xverse()
    const { adapter, events } = setup()
    await adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider' })
    double.emit('networkChange', { bitcoin: { name: 'Mainnet' } })
    expect(events.chainChanged).toHaveBeenLastCalledWith(
      'XverseProviders.BitcoinProvider',
      '000000000019d6689c085ae165831e93',
    )
    double.emit('disconnect')
    expect(events.disconnect).toHaveBeenCalledWith('XverseProviders.BitcoinProvider')
  })

  it('finds a provider that lists itself after the kit started, when reconnecting', async () => {
    const { adapter } = setup()
    setTimeout(() => {
      xverse().granted = true
    }, 150)
    expect((await adapter.reconnect({ connectorId: 'XverseProviders.BitcoinProvider' }))?.address).toBe(
      bob.payment,
    )
  })
})

describe('bitcoin adapter: WalletConnect', () => {
  function session(handlers: Record<string, (params: Record<string, unknown>) => unknown>) {
    const calls: { method: string; params: unknown }[] = []
    const provider = {
      sessionAccounts: () => [`bip122:${REGTEST}:${alice.payment}`],
      async request({ method, params }: { method: string; params?: unknown }) {
        calls.push({ method, params })
        const handler = handlers[method]
        if (!handler) throw Object.assign(new Error('Unsupported method'), { code: 5101 })
        return handler(params as Record<string, unknown>)
      },
      on: vi.fn(),
      removeListener: vi.fn(),
    }
    return { provider, calls }
  }

  it('reads the payment and ordinal addresses of the session account', async () => {
    const { provider, calls } = session({
      getAccountAddresses: () => [
        { address: alice.payment, publicKey: alice.publicKeyHex, intention: 'payment' },
        { address: alice.ordinals, publicKey: alice.xOnlyHex, intention: 'ordinal' },
      ],
      signMessage: (params) => ({
        address: params.address,
        signature: hexSignature(params.address as string, params.message as string),
      }),
    })
    const { adapter } = setup(provider)
    const result = await adapter.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: regtest })
    expect(calls[0]).toEqual({
      method: 'getAccountAddresses',
      params: { account: alice.payment, intentions: ['payment', 'ordinal'] },
    })
    expect(result).toMatchObject({ address: alice.payment, chainId: REGTEST })
    expect(result.typedAccounts).toEqual([
      { address: alice.payment, type: 'payment' },
      { address: alice.ordinals, type: 'ordinals' },
    ])
    const signature = await adapter.signMessage({
      message: 'hello',
      address: alice.payment,
      connectorId: WALLET_CONNECT_ID,
    })
    expect(calls.at(-1)?.params).toEqual({
      account: alice.payment,
      address: alice.payment,
      message: 'hello',
      protocol: 'bip322',
    })
    expect(verifyBitcoinMessage({ address: alice.payment, message: 'hello', signature })).toBe(true)
  })

  it('a wallet without getAccountAddresses connects with the session account as its payment address', async () => {
    const { provider } = session({})
    const { adapter } = setup(provider)
    expect(await adapter.connect({ connectorId: WALLET_CONNECT_ID })).toMatchObject({
      address: alice.payment,
      accounts: [alice.payment],
      chainId: REGTEST,
    })
  })

  it('reconnects from the session alone, without asking the wallet', async () => {
    const { provider, calls } = session({})
    const { adapter } = setup(provider)
    expect(await adapter.reconnect({ connectorId: WALLET_CONNECT_ID })).toMatchObject({
      address: alice.payment,
      chainId: REGTEST,
    })
    expect(calls).toEqual([])
  })

  it('a session that approved neither sendTransfer nor signPsbt cannot send, and the wallet is not asked', async () => {
    const { provider, calls } = session({})
    const { adapter } = setup(
      Object.assign(provider, { sessionMethods: () => ['getAccountAddresses', 'signMessage'] }),
    )
    await adapter.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: regtest })
    const sent = adapter.sendTransaction({
      connectorId: WALLET_CONNECT_ID,
      caipNetwork: regtest,
      from: alice.payment,
      to: bob.payment,
      value: 1_000n,
    })
    expect(adapter.canSend(WALLET_CONNECT_ID)).toBe(false)
    await expect(sent).rejects.toBeInstanceOf(BitcoinWalletUnsupportedError)
    expect(calls.map((c) => c.method)).toEqual(['getAccountAddresses'])
  })

  it('sends through the wallet’s sendTransfer: recipient, amount in sats as a string, change to the payment address', async () => {
    const { provider, calls } = session({ sendTransfer: () => ({ txid: 'ab'.repeat(32) }) })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: WALLET_CONNECT_ID, caipNetwork: regtest })
    const txid = await adapter.sendTransaction({
      connectorId: WALLET_CONNECT_ID,
      caipNetwork: regtest,
      from: alice.payment,
      to: bob.payment,
      value: 12_345n,
    })
    expect(txid).toBe('ab'.repeat(32))
    expect(calls.at(-1)).toEqual({
      method: 'sendTransfer',
      params: {
        account: alice.payment,
        recipientAddress: bob.payment,
        amount: '12345',
        changeAddress: alice.payment,
      },
    })
  })
})

/** A BIP-322 signature in hex, as a few WalletConnect wallets answer: the adapter hands the dapp base64. */
function hexSignature(address: string, message: string): string {
  const base64 = signMessageWith(alice, address, message)
  return Array.from(atob(base64), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
}
