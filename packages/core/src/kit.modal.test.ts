import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, connected, setup } from './kit.fixtures.ts'
import { airlockDevnet } from './networks/index.ts'
import { flush, testConnector } from './test/fakeAdapter.ts'
import { createFakeSiwx } from './test/fakeSiwx.ts'

// Opening and closing the modal, and an embedded card following the wallet.

afterEach(() => vi.useRealTimers())

describe('opening and closing', () => {
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
