import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../keys/deviceStore.ts'
import { createPreferenceStore, isAccountType, preferredType } from './preference.ts'

describe('the preferred account type', () => {
  it('defaults to the smart account where there is one, else the EOA', () => {
    expect(preferredType(undefined, true)).toBe('smartAccount')
    expect(preferredType(undefined, false)).toBe('eoa')
    expect(preferredType('eoa', true)).toBe('eoa')
    expect(preferredType('smartAccount', false)).toBe('eoa')
  })

  it('is kept per namespace and project', () => {
    const storage = memoryStorage()
    const store = createPreferenceStore(storage, 'p1')
    expect(store.get('eip155')).toBeUndefined()
    store.set('eip155', 'eoa')
    expect(store.get('eip155')).toBe('eoa')
    expect(store.get('solana')).toBeUndefined()
    expect(createPreferenceStore(storage, 'p2').get('eip155')).toBeUndefined()
    storage.setItem('airlock-embedded:p1:preferred-account:eip155', 'payment')
    expect(store.get('eip155')).toBeUndefined()
    expect(isAccountType('smartAccount')).toBe(true)
    expect(isAccountType('payment')).toBe(false)
  })
})
