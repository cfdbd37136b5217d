import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../wallet/wallet.testkit.ts'
import { ACTIVITY_KEY, loadActivity, loadPrefs, PREFS_KEY, saveActivity, savePrefs } from './kept.ts'

describe('what the wallet keeps across reloads', () => {
  it('keeps the account, network and account mode', () => {
    const storage = memoryStorage()
    savePrefs(storage, { accountIndex: 2, chainId: 10, accountMode: 'smartAccount' })
    expect(loadPrefs(storage)).toEqual({ accountIndex: 2, chainId: 10, accountMode: 'smartAccount' })
  })

  it('falls back to the first account on the devnet, EOA mode, for unknown or unreadable values', () => {
    const storage = memoryStorage()
    storage.setItem(PREFS_KEY, JSON.stringify({ accountIndex: 99, chainId: 5, accountMode: 'other' }))
    expect(loadPrefs(storage)).toEqual({ accountIndex: 0, chainId: 31337, accountMode: 'eoa' })
    storage.setItem(PREFS_KEY, '{not json')
    expect(loadPrefs(storage)).toEqual({ accountIndex: 0, chainId: 31337, accountMode: 'eoa' })
    expect(loadPrefs(undefined)).toEqual({ accountIndex: 0, chainId: 31337, accountMode: 'eoa' })
  })

  it('keeps activity lines and drops entries that are not activity', () => {
    const storage = memoryStorage()
    const line = { id: 3, kind: 'signed' as const, title: 'Signed a message', at: 1 }
    saveActivity(storage, [line])
    expect(loadActivity(storage)).toEqual([line])
    storage.setItem(ACTIVITY_KEY, JSON.stringify([line, { id: 'x' }, null, 4]))
    expect(loadActivity(storage)).toEqual([line])
    storage.setItem(ACTIVITY_KEY, '"not a list"')
    expect(loadActivity(storage)).toEqual([])
  })

  it('goes on when the storage refuses writes (private mode)', () => {
    const storage = memoryStorage(true)
    expect(() => savePrefs(storage, { accountIndex: 1, chainId: 1, accountMode: 'eoa' })).not.toThrow()
    expect(() => saveActivity(storage, [])).not.toThrow()
  })
})
