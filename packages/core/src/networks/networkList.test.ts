import { describe, expect, it } from 'vitest'
import { createAirlock } from '../airlock/createAirlock.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { addNetwork } from './addNetwork.ts'
import { airlockDevnet } from './devnet.ts'
import { NetworkAdapterMissingError, NetworkRemovalError } from './errors.ts'
import { base, mainnet, optimism } from './evm.ts'
import { removeNetwork } from './removeNetwork.ts'
import { solanaDevnet } from './solana.ts'

// What a dapp holds: the public kit createAirlock returns, not the internals.
function setup() {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const backend = createMemoryBackend()
  const airlock = createAirlock({
    projectId: 'test-project',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage: backend,
    isMobile: () => false,
  })
  const ids = () => airlock.chain.getState().requestedCaipNetworks.map((n) => n.caipNetworkId)
  return { airlock, fake, backend, ids }
}

describe('adding a network at run time', () => {
  it('lists it, the adapter sees it, and the visitor can switch to it', async () => {
    const { airlock, fake, ids } = setup()
    addNetwork(airlock, base)
    expect(ids()).toEqual(['eip155:31337', 'eip155:1', 'eip155:8453'])
    expect(fake.state.context?.networks().map((n) => n.caipNetworkId)).toContain('eip155:8453')
    expect(await airlock.switchNetwork(base)).toBe(true)
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('replaces a network with the same id in place', () => {
    const { airlock, ids } = setup()
    const renamed = { ...mainnet, name: 'Ethereum (own node)' }
    addNetwork(airlock, renamed)
    expect(ids()).toEqual(['eip155:31337', 'eip155:1'])
    const listed = airlock.chain.getState().requestedCaipNetworks.find((n) => n.caipNetworkId === 'eip155:1')
    expect(listed?.name).toBe('Ethereum (own node)')
  })

  it('refuses a namespace without an adapter, saying which adapter is missing', () => {
    const { airlock, ids } = setup()
    const attempt = () => addNetwork(airlock, solanaDevnet)
    expect(attempt).toThrow(NetworkAdapterMissingError)
    expect(attempt).toThrow(/no adapter for solana networks/)
    expect(ids()).toEqual(['eip155:31337', 'eip155:1'])
  })
})

describe('removing a network at run time', () => {
  it('drops a network that is not in use', async () => {
    const { airlock, ids } = setup()
    await removeNetwork(airlock, 'eip155:1')
    expect(ids()).toEqual(['eip155:31337'])
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('moves off the active network first, asking the connected wallet to switch', async () => {
    const { airlock, fake, backend, ids } = setup()
    await airlock.connect(testConnector)
    await flush()
    await removeNetwork(airlock, 'eip155:31337')
    expect(fake.calls.find((c) => c.method === 'switchNetwork')?.params).toMatchObject({
      caipNetwork: { caipNetworkId: 'eip155:1' },
    })
    expect(ids()).toEqual(['eip155:1'])
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(airlock.chain.getState().defaultNetworks.eip155?.caipNetworkId).toBe('eip155:1')
    expect(JSON.parse(backend.getItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID) ?? 'null')).toBe('eip155:1')
  })

  it('keeps the network and says why when the wallet refuses to move', async () => {
    const { airlock, fake, ids } = setup()
    await airlock.connect(testConnector)
    await flush()
    fake.state.switchError = new Error('Wallet is busy')
    const attempt = removeNetwork(airlock, 'eip155:31337')
    await expect(attempt).rejects.toBeInstanceOf(NetworkRemovalError)
    await expect(attempt).rejects.toMatchObject({ reason: 'switch-refused' })
    expect(ids()).toEqual(['eip155:31337', 'eip155:1'])
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('refuses to remove the only network of the active namespace', async () => {
    const { airlock, ids } = setup()
    await removeNetwork(airlock, 'eip155:1')
    const attempt = removeNetwork(airlock, 'eip155:31337')
    await expect(attempt).rejects.toMatchObject({
      reason: 'last-of-namespace',
      shortMessage: expect.stringMatching(/only eip155 network/),
    })
    expect(ids()).toEqual(['eip155:31337'])
  })

  it('says a network that is not listed cannot be removed', async () => {
    const { airlock } = setup()
    await expect(removeNetwork(airlock, optimism.caipNetworkId)).rejects.toMatchObject({
      reason: 'not-configured',
    })
  })
})
