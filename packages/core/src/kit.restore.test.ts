import { describe, expect, it } from 'vitest'
import { ADDRESS, connected, setup } from './kit.fixtures.ts'
import { airlockDevnet, mainnet, solana } from './networks/index.ts'
import { createMemoryBackend, StorageKeys } from './storage/storage.ts'
import { createFakeAdapter, testConnector } from './test/fakeAdapter.ts'

// Restoring a stored connection when the kit starts.

describe('restoring at start', () => {
  it('syncs a stored connection: connecting, then connected', async () => {
    const first = await connected()
    const fake = createFakeAdapter()
    fake.state.reconnectResult = { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
    const { airlock } = setup({ adapter: fake, storage: first.backend })
    expect(airlock.connection.getState().status).toBe('connecting')
    await airlock.ready
    expect(airlock.connection.getState().status).toBe('connected')
    expect(airlock.account.get('eip155')?.address).toBe(ADDRESS)
    // With the network the namespace was on: a wallet with no chain of its own reports it.
    expect(fake.calls.find((c) => c.method === 'reconnect')?.params).toEqual({
      connectorId: testConnector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
    })
  })

  it('restores the stored active network', async () => {
    const first = await connected()
    first.airlock.chain.setActiveCaipNetwork(mainnet)
    first.backend.setItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID, JSON.stringify('eip155:1'))
    const { airlock } = setup({ storage: first.backend })
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('keeps the stored active namespace when its stored network is no longer configured', () => {
    const backend = createMemoryBackend()
    backend.setItem(StorageKeys.ACTIVE_NAMESPACE, JSON.stringify('solana'))
    backend.setItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID, JSON.stringify('solana:no-longer-listed'))
    const { airlock } = setup({ storage: backend, networks: [airlockDevnet, mainnet, solana] })
    expect(airlock.chain.getState()).toMatchObject({
      activeChain: 'solana',
      activeCaipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
    })
  })

  it.each([
    ['the wallet no longer grants access', undefined, undefined],
    ['the wallet fails', undefined, new Error('boom')],
  ])('ends disconnected when %s', async (_case, result, error) => {
    const first = await connected()
    const fake = createFakeAdapter()
    fake.state.reconnectResult = result
    fake.state.reconnectError = error
    const { airlock, backend } = setup({ adapter: fake, storage: first.backend })
    await airlock.ready
    expect(airlock.connection.getState().status).toBe('disconnected')
    expect(JSON.parse(backend.getItem(StorageKeys.CONNECTION_STATUS)!)).toBe('disconnected')
    expect(backend.getItem(StorageKeys.connectedConnectorId('eip155'))).toBeNull()
    expect(backend.getItem(StorageKeys.connectedAddress('eip155'))).toBeNull()
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
  })

  it('shows the stored account from the start while the wallet confirms it (no disconnected flash)', async () => {
    const first = await connected()
    const fake = createFakeAdapter()
    fake.state.reconnectResult = { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
    const { airlock } = setup({ adapter: fake, storage: first.backend })
    // Synchronously, before any wallet answer: what a first render (or a server render) sees.
    expect(airlock.account.get('eip155')).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'connecting',
    })
    await airlock.ready
    expect(airlock.account.get('eip155')).toMatchObject({ address: ADDRESS, status: 'connected' })
  })

  it('ignores a stored account of another namespace or malformed', async () => {
    const first = await connected()
    first.backend.setItem(StorageKeys.connectedAddress('eip155'), JSON.stringify(`solana:abc:${ADDRESS}`))
    const fake = createFakeAdapter()
    fake.state.reconnectResult = { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
    const { airlock } = setup({ adapter: fake, storage: first.backend })
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    await airlock.ready
    expect(airlock.account.get('eip155')?.address).toBe(ADDRESS)
  })

  it('opens the alert a relay refusal names when restoring a session fails with it', async () => {
    const first = await connected()
    const fake = createFakeAdapter()
    // What the protocol's relay client throws when the relay closes the socket with code 3000.
    fake.state.reconnectError = new Error('Relay refused the connection: Unauthorized: invalid key (3000)')
    const { airlock } = setup({ adapter: fake, storage: first.backend })
    await airlock.ready
    expect(airlock.alert.getState()).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
    expect(airlock.alert.getState().longMessage).toMatch(/Invalid Project ID/)
  })

  it('does nothing when the stored status is disconnected', async () => {
    const { airlock, fake } = setup()
    await airlock.ready
    expect(airlock.connection.getState().status).toBe('disconnected')
    expect(fake.calls.some((c) => c.method === 'reconnect')).toBe(false)
  })
})
