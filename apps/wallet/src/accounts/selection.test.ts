import { describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { SMART_ADDRESS } from '../wallet/wallet.testkit.ts'
import { exposedAddress, ownerAccount, selectedAccount, selectedNetwork } from './selection.ts'

const ready = { status: 'ready' as const, address: SMART_ADDRESS, deployed: false }

describe('the selected account and network', () => {
  it('exposes the smart account only once its address is known, else the key’s own address', () => {
    expect(exposedAddress({ accountIndex: 1, accountMode: 'smartAccount', smartAccount: ready })).toBe(
      SMART_ADDRESS,
    )
    expect(
      exposedAddress({ accountIndex: 1, accountMode: 'smartAccount', smartAccount: { status: 'loading' } }),
    ).toBe(ACCOUNTS[1]?.address)
    expect(exposedAddress({ accountIndex: 1, accountMode: 'eoa', smartAccount: ready })).toBe(
      ACCOUNTS[1]?.address,
    )
  })

  it('falls back to the first key and the devnet for values it does not know', () => {
    expect(selectedAccount({ accountIndex: 9 })).toBe(ACCOUNTS[0])
    expect(selectedNetwork({ chainId: 5 }).id).toBe(31337)
    expect(selectedNetwork({ chainId: 10 }).name).toBe('Optimism')
  })

  it('signs with the selected key', () => {
    expect(ownerAccount({ accountIndex: 2 }).address).toBe(ACCOUNTS[2]?.address)
  })
})
