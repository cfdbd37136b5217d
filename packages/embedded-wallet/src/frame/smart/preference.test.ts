import { describe, expect, it } from 'vitest'
import { memoryStorage, storagePrefix } from '../keys/deviceStore.ts'
import { createPreferenceStore, isAccountType, preferredType } from './preference.ts'

const dapp = 'http://localhost:5173'

describe('the preferred account type', () => {
  it('defaults to the smart account where there is one, else the EOA', () => {
    expect(preferredType(undefined, true)).toBe('smartAccount')
    expect(preferredType(undefined, false)).toBe('eoa')
    expect(preferredType('eoa', true)).toBe('eoa')
    expect(preferredType('smartAccount', false)).toBe('eoa')
  })

  it('is kept per namespace, project and embedding origin', () => {
    const storage = memoryStorage()
    const store = createPreferenceStore(storage, 'p1', dapp)
    expect(store.get('eip155')).toBeUndefined()
    store.set('eip155', 'eoa')
    expect(store.get('eip155')).toBe('eoa')
    expect(store.get('solana')).toBeUndefined()
    expect(createPreferenceStore(storage, 'p2', dapp).get('eip155')).toBeUndefined()
    expect(createPreferenceStore(storage, 'p1', 'http://localhost:9999').get('eip155')).toBeUndefined()
    storage.setItem(`${storagePrefix('p1', dapp)}preferred-account:eip155`, 'payment')
    expect(store.get('eip155')).toBeUndefined()
    expect(isAccountType('smartAccount')).toBe(true)
    expect(isAccountType('payment')).toBe(false)
  })
})
