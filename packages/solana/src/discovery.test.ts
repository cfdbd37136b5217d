import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type DiscoveredWallet, safeIcon, watchSolanaWallets } from './discovery.ts'
import { createWalletRegistry } from './test/registry.ts'
import { createTestWallet, ICON, TEST_SEEDS } from './test/testWallet.ts'

let registry = createWalletRegistry()
const cleanups: (() => void)[] = []

beforeEach(() => {
  registry = createWalletRegistry()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function watch() {
  let latest: DiscoveredWallet[] = []
  const stop = watchSolanaWallets((list) => {
    latest = list
  }, registry)
  cleanups.push(stop)
  return { get: () => latest, stop }
}

async function register(options: Parameters<typeof createTestWallet>[0]) {
  const test = await createTestWallet(options)
  cleanups.push(registry.register(test.wallet))
  return test
}

describe('Wallet Standard discovery', () => {
  it('finds Solana wallets registered before and after it starts, as ANNOUNCED connectors keyed by name', async () => {
    await register({ seedHex: TEST_SEEDS.alice, name: 'Alpha' })
    const seen = watch()
    expect(seen.get().map(({ wallet: _w, ...info }) => info)).toEqual([
      { id: 'Alpha', name: 'Alpha', type: 'ANNOUNCED', chain: 'solana', imageUrl: ICON },
    ])
    await register({ seedHex: TEST_SEEDS.bob, name: 'Beta' })
    expect(seen.get().map((c) => c.id)).toEqual(['Alpha', 'Beta'])
  })

  it('needs standard:connect, solana:signMessage and one way to sign transactions', async () => {
    await register({
      seedHex: TEST_SEEDS.alice,
      name: 'Send only',
      features: ['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction'],
    })
    await register({
      seedHex: TEST_SEEDS.alice,
      name: 'Sign only',
      features: ['standard:connect', 'solana:signMessage', 'solana:signTransaction'],
    })
    await register({
      seedHex: TEST_SEEDS.alice,
      name: 'No messages',
      features: ['standard:connect', 'solana:signTransaction'],
    })
    await register({
      seedHex: TEST_SEEDS.alice,
      name: 'No transactions',
      features: ['standard:connect', 'solana:signMessage'],
    })
    await register({
      seedHex: TEST_SEEDS.alice,
      name: 'No connect',
      features: ['solana:signMessage', 'solana:signTransaction'],
    })
    expect(
      watch()
        .get()
        .map((c) => c.name),
    ).toEqual(['Send only', 'Sign only'])
  })

  it('shows a wallet registered twice under one name once (the first) and follows unregistering', async () => {
    const first = await createTestWallet({ seedHex: TEST_SEEDS.alice, name: 'Twin' })
    const second = await createTestWallet({ seedHex: TEST_SEEDS.bob, name: 'Twin' })
    const unregisterFirst = registry.register(first.wallet)
    cleanups.push(registry.register(second.wallet))
    const seen = watch()
    expect(seen.get()).toHaveLength(1)
    expect(seen.get()[0]?.wallet).toBe(first.wallet)
    unregisterFirst()
    expect(seen.get()[0]?.wallet).toBe(second.wallet)
  })

  it('stops following the registry after its cleanup', async () => {
    const seen = watch()
    seen.stop()
    await register({ seedHex: TEST_SEEDS.alice, name: 'Late' })
    expect(seen.get()).toEqual([])
  })

  it('renders only data:image and https icons', async () => {
    await register({ seedHex: TEST_SEEDS.alice, name: 'Scripted', icon: 'javascript:alert(1)' })
    expect(watch().get()[0]).not.toHaveProperty('imageUrl')
    expect(safeIcon('https://wallet.example/icon.png')).toBe('https://wallet.example/icon.png')
    expect(safeIcon('http://wallet.example/icon.png')).toBeUndefined()
    expect(safeIcon('data:text/html;base64,PHN2Zy8+')).toBeUndefined()
  })
})
