import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from './adapter.ts'
import type { AirlockEvent } from './events/store.ts'
import { createKit } from './kit.ts'
import { airlockDevnet, mainnet, solana } from './networks/index.ts'
import type { AirlockOptions } from './options/options.ts'
import { createMemoryBackend, StorageKeys } from './storage/storage.ts'
import { createFakeAdapter, FAKE_SIGNATURE, flush, testConnector } from './test/fakeAdapter.ts'
import { createFakeSiwx } from './test/fakeSiwx.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup(overrides: Partial<AirlockOptions> & { adapter?: ReturnType<typeof createFakeAdapter> } = {}) {
  const fake = overrides.adapter ?? createFakeAdapter()
  fake.state.connectors = [testConnector]
  const backend = overrides.storage ?? createMemoryBackend()
  const events: AirlockEvent[] = []
  const airlock = createKit({
    projectId: 'test-project',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage: backend,
    isMobile: () => false,
    ...overrides,
  })
  airlock.events.subscribe((s) => {
    if (s.last) events.push(s.last)
  })
  return { airlock, fake, backend, events }
}

async function connected(overrides: Parameters<typeof setup>[0] = {}) {
  const env = setup(overrides)
  await env.airlock.connect(testConnector)
  await flush()
  return env
}

afterEach(() => vi.useRealTimers())

describe('createAirlock', () => {
  it('keeps instances apart', async () => {
    const a = setup()
    const b = setup()
    await a.airlock.connect(testConnector)
    expect(a.airlock.account.get('eip155')?.address).toBe(ADDRESS)
    expect(b.airlock.account.get('eip155')?.address).toBeUndefined()
    a.airlock.open()
    expect(b.airlock.modal.getState().open).toBe(false)
  })

  it('shows the Project ID Not Configured alert without a project id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { airlock } = setup({ projectId: '' })
    expect(airlock.alert.getState()).toMatchObject({ open: true, shortMessage: 'Project ID Not Configured' })
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('a default network outside the configured networks opens Network Not Found and starts on the first', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { airlock } = setup({ defaultNetwork: solana })
    expect(airlock.alert.getState()).toMatchObject({ open: true, shortMessage: 'Network Not Found' })
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Network Not Found'))
    error.mockRestore()
  })

  it('starts on the default network, or the first', () => {
    expect(setup().airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(setup({ defaultNetwork: mainnet }).airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(
      'eip155:1',
    )
  })
})

describe('opening and closing (spec section 2)', () => {
  it('opens Connect when no address is connected', () => {
    const { airlock } = setup()
    airlock.open()
    expect(airlock.modal.getState().open).toBe(true)
    expect(airlock.router.getState().view).toBe('Connect')
  })

  it('opens Account when an address is connected', async () => {
    const { airlock } = await connected()
    airlock.open()
    expect(airlock.router.getState().view).toBe('Account')
  })

  it('opens a requested view', () => {
    const { airlock } = setup()
    airlock.open({ view: 'Networks' })
    expect(airlock.router.getState().history).toEqual(['Networks'])
  })

  it('without adapters shows the basic WalletConnect view on desktop and All Wallets on mobile', () => {
    const desktop = setup({ adapters: [] })
    desktop.airlock.open()
    expect(desktop.airlock.router.getState().view).toBe('ConnectingWalletConnectBasic')
    const mobile = setup({ adapters: [], isMobile: () => true })
    mobile.airlock.open()
    expect(mobile.airlock.router.getState().view).toBe('AllWallets')
  })

  it('openingView names the view open() would show, without opening anything', async () => {
    const { airlock } = setup()
    expect(airlock.openingView()).toBe('Connect')
    expect(airlock.modal.getState().open).toBe(false)
    expect(setup({ adapters: [] }).airlock.openingView()).toBe('ConnectingWalletConnectBasic')
    expect(setup({ adapters: [], isMobile: () => true }).airlock.openingView()).toBe('AllWallets')
    const { airlock: linked } = await connected()
    expect(linked.openingView()).toBe('Account')
    expect(linked.router.getState().history).toEqual(['Connect'])
  })

  it('closing resets the loading flag and the pairing uri', () => {
    const { airlock } = setup()
    airlock.open()
    airlock.modal.setLoading(true)
    airlock.connection.setWcUri('wc:topic@2?relay-protocol=irn&symKey=00', Date.now() + 1000)
    airlock.close()
    expect(airlock.modal.getState()).toMatchObject({ open: false, loading: false })
    expect(airlock.connection.getState().wcUri).toBeUndefined()
    expect(airlock.connection.getState().wcPairingExpiry).toBeUndefined()
  })

  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'refuses to close %s while sign-in is required without a session, and shakes',
    (view) => {
      vi.useFakeTimers()
      const { airlock } = setup({ siwx: createFakeSiwx({ required: true }).config })
      airlock.open({ view })
      airlock.close()
      expect(airlock.modal.getState()).toMatchObject({ open: true, shake: true })
      vi.advanceTimersByTime(500)
      expect(airlock.modal.getState().shake).toBe(false)
    },
  )

  it('closes sign-in views when sign-in is optional', () => {
    const { airlock } = setup({ siwx: createFakeSiwx({ required: false }).config })
    airlock.open({ view: 'SIWXSignMessage' })
    airlock.close()
    expect(airlock.modal.getState().open).toBe(false)
  })

  it('back on the only view closes the modal', () => {
    const { airlock } = setup()
    airlock.open()
    airlock.router.goBack()
    expect(airlock.modal.getState().open).toBe(false)
  })
})

describe('connecting (spec sections 3 and 4)', () => {
  it('goes connecting then connected, fills the account and stores the connection', async () => {
    const { airlock, backend, events } = setup()
    airlock.open()
    const pending = airlock.connect(testConnector)
    expect(airlock.connection.getState().status).toBe('connecting')
    await pending
    await flush()
    const account = airlock.account.get('eip155')
    expect(account).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'connected',
      balance: '1.5',
      balanceSymbol: 'ETH',
      connectedWalletInfo: { name: 'Test Wallet', rdns: 'dev.airlock.testwallet' },
    })
    expect(airlock.connection.getState().status).toBe('connected')
    expect(airlock.modal.getState().open).toBe(false)
    expect(JSON.parse(backend.getItem(StorageKeys.CONNECTION_STATUS)!)).toBe('connected')
    expect(JSON.parse(backend.getItem(StorageKeys.connectedConnectorId('eip155'))!)).toBe(testConnector.id)
    expect(JSON.parse(backend.getItem(StorageKeys.ACTIVE_NAMESPACE)!)).toBe('eip155')
    expect(JSON.parse(backend.getItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID)!)).toBe('eip155:31337')
    expect(JSON.parse(backend.getItem(StorageKeys.connectedAddress('eip155'))!)).toBe(
      `eip155:31337:${ADDRESS}`,
    )
    expect(events.map((e) => e.event)).toContain('CONNECT_SUCCESS')
  })

  it('an embedded modal moves on to Account after connecting', async () => {
    const { airlock } = setup({ enableEmbedded: true })
    airlock.router.push('ConnectingExternal', { connector: testConnector })
    await airlock.connect(testConnector)
    expect(airlock.router.getState().view).toBe('Account')
  })

  it('a failed connection ends disconnected and rethrows the wallet error', async () => {
    const { airlock, fake } = setup()
    fake.state.connectError = Object.assign(new Error('User rejected the request'), { code: 4001 })
    await expect(airlock.connect(testConnector)).rejects.toThrow('User rejected the request')
    expect(airlock.connection.getState().status).toBe('disconnected')
    expect(airlock.account.get('eip155')?.status).toBe('disconnected')
  })

  it('a wallet on an unknown chain is unsupported and opens UnsupportedChain', async () => {
    const fake = createFakeAdapter()
    fake.state.connectResult = { address: ADDRESS, chainId: 999, accounts: [] }
    const { airlock } = setup({ adapter: fake })
    airlock.open()
    await airlock.connect(testConnector)
    expect(airlock.chain.getState().isUnsupportedChain).toBe(true)
    expect(airlock.modal.getState().open).toBe(true)
    expect(airlock.router.getState().view).toBe('UnsupportedChain')
  })

  it('reports a native balance of 0.00 on an unsupported chain', async () => {
    const fake = createFakeAdapter()
    fake.state.connectResult = { address: ADDRESS, chainId: 999, accounts: [] }
    const { airlock } = setup({ adapter: fake })
    await airlock.connect(testConnector)
    await flush()
    expect(airlock.account.get('eip155')?.balance).toBe('0.00')
    expect(fake.calls.some((c) => c.method === 'getBalance')).toBe(false)
  })

  it('caches the native balance for 30 s per account and network; refreshBalance skips the cache', async () => {
    const { airlock, fake } = await connected()
    const reads = () => fake.calls.filter((c) => c.method === 'getBalance').length
    expect(reads()).toBe(1)
    fake.state.balance = '7'
    await airlock.switchNetwork(mainnet)
    await airlock.switchNetwork(airlockDevnet)
    await flush()
    expect(airlock.account.get('eip155')?.balance).toBe('1.5')
    expect(reads()).toBe(2)
    await airlock.refreshBalance()
    expect(airlock.account.get('eip155')?.balance).toBe('7')
    expect(reads()).toBe(3)
  })

  it('drops a balance answer that arrives after the network changed', async () => {
    const { airlock, fake } = setup()
    let release: (v: { balance: string; symbol: string }) => void = () => {}
    fake.adapter.getBalance = () => new Promise((resolve) => (release = resolve))
    await airlock.connect(testConnector)
    airlock.chain.setActiveCaipNetwork(mainnet)
    release({ balance: '99', symbol: 'ETH' })
    await flush()
    expect(airlock.account.get('eip155')?.balance).toBeUndefined()
  })

  it('with unsupported chains allowed, stays quiet', async () => {
    const fake = createFakeAdapter()
    fake.state.connectResult = { address: ADDRESS, chainId: 999, accounts: [] }
    const { airlock } = setup({ adapter: fake, allowUnsupportedChain: true })
    await airlock.connect(testConnector)
    expect(airlock.chain.getState().isUnsupportedChain).toBe(true)
    expect(airlock.modal.getState().open).toBe(false)
  })
})

describe('restoring at start (spec section 4)', () => {
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

  it('opens the alert a relay refusal names when restoring a session fails with it (spec section 8)', async () => {
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

describe('disconnecting (spec section 4)', () => {
  it('calls the adapter, resets the account and storage, and reports success', async () => {
    const { airlock, fake, backend, events } = await connected()
    airlock.open()
    expect(await airlock.disconnect()).toBe(true)
    expect(fake.calls.some((c) => c.method === 'disconnect')).toBe(true)
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    expect(airlock.connection.getState().status).toBe('disconnected')
    expect(JSON.parse(backend.getItem(StorageKeys.CONNECTION_STATUS)!)).toBe('disconnected')
    expect(backend.getItem(StorageKeys.connectedConnectorId('eip155'))).toBeNull()
    expect(airlock.modal.getState().open).toBe(false)
    expect(events.some((e) => e.event === 'DISCONNECT_SUCCESS')).toBe(true)
  })

  it('joins failures into one message and shows Failed to disconnect', async () => {
    const evm = createFakeAdapter('eip155')
    const sol = createFakeAdapter('solana')
    evm.state.disconnectError = new Error('evm broke')
    sol.state.disconnectError = new Error('solana broke')
    const { airlock, events } = setup({ adapter: evm, adapters: [evm.adapter, sol.adapter] })
    await airlock.connect(testConnector)
    airlock.connection.setConnections('solana', [{ connectorId: 'sol', accounts: [{ address: 'So1' }] }])
    expect(await airlock.disconnect()).toBe(false)
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to disconnect',
    })
    const error = events.find((e) => e.event === 'DISCONNECT_ERROR')
    expect(String(error?.properties?.message)).toContain('evm broke')
    expect(String(error?.properties?.message)).toContain('solana broke')
  })

  it('disconnects every namespace sharing the WalletConnect connector', async () => {
    const evm = createFakeAdapter('eip155')
    const sol = createFakeAdapter('solana')
    const { airlock } = setup({ adapter: evm, adapters: [evm.adapter, sol.adapter] })
    airlock.connection.setConnections('eip155', [
      { connectorId: 'walletConnect', accounts: [{ address: ADDRESS }] },
    ])
    airlock.connection.setConnections('solana', [
      { connectorId: 'walletConnect', accounts: [{ address: 'So1' }] },
    ])
    airlock.account.patch('eip155', { address: ADDRESS })
    airlock.account.patch('solana', { address: 'So1' })
    await airlock.disconnect('eip155')
    expect(evm.calls.some((c) => c.method === 'disconnect')).toBe(true)
    expect(sol.calls.some((c) => c.method === 'disconnect')).toBe(true)
    expect(airlock.account.get('solana')?.address).toBeUndefined()
  })
})

describe('switching network (spec sections 4, 5, 8)', () => {
  it('shows the switch network not found alert for a network not configured', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { airlock } = setup()
    const unknown = { ...mainnet, id: 5, caipNetworkId: 'eip155:5' as const }
    expect(await airlock.switchNetwork(unknown)).toBe(false)
    expect(airlock.alert.getState().shortMessage).toMatch(/switch network not found/i)
    warn.mockRestore()
  })

  it('without a connected address only sets the active network', async () => {
    const { airlock, fake, events } = setup()
    expect(await airlock.switchNetwork(mainnet)).toBe(true)
    expect(airlock.chain.getState().activeCaipNetwork?.id).toBe(1)
    expect(fake.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
    expect(events.some((e) => e.event === 'SWITCH_NETWORK')).toBe(true)
  })

  it('asks the wallet, then sets the network and refreshes the balance', async () => {
    const { airlock, fake } = await connected()
    fake.state.balance = '2'
    expect(await airlock.switchNetwork(mainnet)).toBe(true)
    await flush()
    expect(fake.calls.find((c) => c.method === 'switchNetwork')?.params).toMatchObject({
      connectorId: testConnector.id,
    })
    expect(airlock.chain.getState().activeCaipNetwork?.id).toBe(1)
    expect(airlock.account.get('eip155')).toMatchObject({ caipAddress: `eip155:1:${ADDRESS}`, balance: '2' })
  })

  it('on failure goes back and shows the error', async () => {
    const { airlock, fake } = await connected()
    airlock.open()
    airlock.router.push('Networks')
    fake.state.switchError = new Error('Wallet is busy')
    expect(await airlock.switchNetwork(mainnet)).toBe(false)
    expect(airlock.router.getState().view).toBe('Account')
    expect(airlock.chain.getState().activeCaipNetwork?.id).toBe(31337)
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Wallet is busy',
    })
  })
})

describe('wallet events (spec section 4)', () => {
  function emit(fake: ReturnType<typeof createFakeAdapter>) {
    return fake.state.context!.events
  }

  it('accountsChanged re-syncs the account; empty means disconnected', async () => {
    const { airlock, fake } = await connected()
    const other = '0x2222222222222222222222222222222222222222'
    emit(fake).accountsChanged(testConnector.id, [other])
    expect(airlock.account.get('eip155')?.address).toBe(other)
    emit(fake).accountsChanged(testConnector.id, [])
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    expect(airlock.connection.getState().status).toBe('disconnected')
  })

  it('chainChanged sets a known network, or marks an unknown one unsupported', async () => {
    const { airlock, fake } = await connected()
    emit(fake).chainChanged(testConnector.id, 1)
    expect(airlock.chain.getState().activeCaipNetwork?.id).toBe(1)
    emit(fake).chainChanged(testConnector.id, 424242)
    expect(airlock.chain.getState().isUnsupportedChain).toBe(true)
    expect(airlock.router.getState().view).toBe('UnsupportedChain')
  })

  it('ignores events from a connector that is not the one in use', async () => {
    const { airlock, fake } = await connected()
    emit(fake).accountsChanged('someone.else', [])
    expect(airlock.account.get('eip155')?.address).toBe(ADDRESS)
  })

  it('a wallet-side disconnect clears the account', async () => {
    const { airlock, fake } = await connected()
    emit(fake).disconnect(testConnector.id)
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    expect(airlock.connection.getState().status).toBe('disconnected')
  })
})

describe('signing and sending', () => {
  it('routes to the active adapter with the connected address', async () => {
    const { airlock, fake } = await connected()
    expect(await airlock.signMessage('hello')).toBe(FAKE_SIGNATURE)
    expect(fake.calls.find((c) => c.method === 'signMessage')?.params).toMatchObject({
      message: 'hello',
      address: ADDRESS,
    })
    await airlock.sendTransaction({ to: ADDRESS, value: 1n })
    expect(fake.calls.find((c) => c.method === 'sendTransaction')?.params).toMatchObject({
      from: ADDRESS,
      value: 1n,
    })
  })

  it('refuses without a connection', async () => {
    const { airlock } = setup()
    await expect(airlock.signMessage('x')).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('an adapter not configured is reported', () => {
    const adapter = createFakeAdapter('solana').adapter as ChainAdapter
    const { airlock } = setup({ adapters: [adapter] })
    return expect(airlock.connect(testConnector)).rejects.toThrow('Adapter not found')
  })
})

describe('an embedded (inline) card follows connections the wallet makes on its own', () => {
  it('moves to Account when the wallet connects by itself and back to Connect when it disconnects', async () => {
    const { airlock, fake } = setup({ enableEmbedded: true })
    expect(airlock.router.getState().view).toBe('Connect')
    fake.state.context?.events.connected?.(testConnector, {
      address: ADDRESS,
      chainId: airlockDevnet.id as number,
      accounts: [],
    })
    await flush()
    expect(airlock.router.getState().view).toBe('Account')
    fake.state.context?.events.disconnect(testConnector.id)
    await flush()
    expect(airlock.router.getState().view).toBe('Connect')
  })

  it('leaves a closed (not embedded) modal where it was', async () => {
    const { airlock, fake } = setup()
    fake.state.context?.events.connected?.(testConnector, {
      address: ADDRESS,
      chainId: airlockDevnet.id as number,
      accounts: [],
    })
    await flush()
    expect(airlock.router.getState().view).toBe('Connect')
  })
})
