import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from './adapter.ts'
import { ADDRESS, connected, setup } from './kit.fixtures.ts'
import { mainnet, solana } from './networks/index.ts'
import { createFakeAdapter, FAKE_SIGNATURE, testConnector } from './test/fakeAdapter.ts'

// The kit as a whole: instances kept apart, its start-up checks, and its signing and sending calls.

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
