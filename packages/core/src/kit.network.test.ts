import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, connected, setup } from './kit.fixtures.ts'
import { mainnet } from './networks/index.ts'
import { type createFakeAdapter, flush, testConnector } from './test/fakeAdapter.ts'

// Switching network, and the wallet’s own account, chain and disconnect events.

describe('switching network', () => {
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

describe('wallet events', () => {
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
