import { describe, expect, it } from 'vitest'
import { ADDRESS, connected, setup } from './kit.fixtures.ts'
import { airlockDevnet, mainnet } from './networks/index.ts'
import { StorageKeys } from './storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from './test/fakeAdapter.ts'

// Connecting and disconnecting through the kit.

describe('connecting', () => {
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

describe('disconnecting', () => {
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
