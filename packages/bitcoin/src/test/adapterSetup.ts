import { type AdapterContext, type ConnectorInfo, defineNetwork, type SharedProvider } from '@airlock/core'
import { WALLET_CONNECT_ID } from '@airlock/core/internal'
import { vi } from 'vitest'
import { createBitcoinAdapter } from '../adapter.ts'
import { REGTEST, testKey } from './keys.ts'
import { createWalletRegistry } from './registry.ts'
import { installSatsConnectDouble } from './satsConnect.ts'
import { createStandardWalletDouble, ICON, registerStandardWallet } from './walletStandard.ts'

/**
 * What the adapter's tests share: a window and a Wallet Standard registry of each test file's own (the adapter
 * is handed both, so no global is touched), two networks, two keys, and the wallets put on them. Each test
 * file runs `afterEach(resetAdapterTests)`.
 */
const win = new EventTarget() as EventTarget & Record<string, unknown>
export const registry = createWalletRegistry()

export const regtest = defineNetwork({
  id: REGTEST,
  name: 'Regtest',
  network: 'regtest',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
})
export const mainnet = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: false,
})

export const alice = testKey('airlock-bitcoin-adapter-test-alice')
export const bob = testKey('airlock-bitcoin-adapter-test-bob')
const cleanups: (() => void)[] = []

/** Runs `cleanup` after the test, with resetAdapterTests. */
export function afterThisTest(cleanup: () => void) {
  cleanups.push(cleanup)
}

/** Stops the adapters and unregisters the wallets a test made, and takes the injected providers off the window. */
export function resetAdapterTests() {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete win.btc_providers
  delete win.XverseProviders
  delete win.LeatherProvider
}

/** An adapter on the test window and registry; `shared` is the WalletConnect provider the kit would hand it. */
export function setup(shared?: SharedProvider) {
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

/** Registers a Wallet Standard wallet double holding alice's key. */
export function standard(name: string, options?: Parameters<typeof createStandardWalletDouble>[2]) {
  const double = createStandardWalletDouble(name, alice, options)
  cleanups.push(registerStandardWallet(registry, double.wallet))
  return double
}

/** Injects Xverse's sats-connect provider, holding bob's key. */
export const xverse = (overrides?: Parameters<typeof installSatsConnectDouble>[3]) =>
  installSatsConnectDouble(
    win,
    { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON },
    bob,
    overrides,
  )
