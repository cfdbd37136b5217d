import { describe, expect, it } from 'vitest'
import { createWalletStore } from './walletState.ts'

describe('the wallet’s store', () => {
  it('starts from the kept preferences and activity, waiting for the relay, nothing pending', () => {
    const activity = [{ id: 1, kind: 'signed' as const, title: 'Signed a message', at: 1 }]
    const store = createWalletStore({ accountIndex: 1, chainId: 10, accountMode: 'smartAccount', activity })
    expect(store.getState()).toEqual({
      status: 'starting',
      accountIndex: 1,
      accountMode: 'smartAccount',
      smartAccount: { status: 'loading' },
      chainId: 10,
      balance: { status: 'loading' },
      sessions: [],
      proposals: [],
      authRequests: [],
      requests: [],
      pairing: false,
      busy: undefined,
      activity,
      toasts: [],
    })
  })

  it('tells subscribers about each change', () => {
    const store = createWalletStore({ accountIndex: 0, chainId: 31337, accountMode: 'eoa', activity: [] })
    const seen: boolean[] = []
    store.subscribe((state) => seen.push(state.pairing))
    store.setState({ pairing: true })
    expect(seen).toEqual([true])
  })
})
