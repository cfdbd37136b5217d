import { describe, expect, it } from 'vitest'
import { createDeviceStore, memoryStorage, storagePrefix } from './deviceStore.ts'

const share = `0x${'ab'.repeat(33)}` as const
const dapp = 'http://localhost:5173'
const address = '0xAbC0000000000000000000000000000000000001'

describe('createDeviceStore', () => {
  it('keeps one device id', () => {
    const storage = memoryStorage()
    const id = createDeviceStore(storage, 'p', dapp).deviceId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(createDeviceStore(storage, 'p', dapp).deviceId()).toBe(id)
    expect(createDeviceStore(storage, 'other', dapp).deviceId()).not.toBe(id)
  })

  it('keeps the session and the device share per account, whatever the address case', () => {
    const store = createDeviceStore(memoryStorage(), 'p', dapp)
    store.setSession('token')
    expect(store.session()).toBe('token')
    store.setSession(undefined)
    expect(store.session()).toBeUndefined()
    store.setShare('0xAbC0000000000000000000000000000000000001', share)
    expect(store.share('0xabc0000000000000000000000000000000000001')).toBe(share)
    expect(store.share('0x0000000000000000000000000000000000000002')).toBeUndefined()
  })

  it('ignores a corrupted share', () => {
    const storage = memoryStorage()
    storage.setItem(`${storagePrefix('p', dapp)}share:0x01`, 'garbage')
    expect(createDeviceStore(storage, 'p', dapp).share('0x01')).toBeUndefined()
  })

  it('keeps each embedding origin apart: another port or subdomain of the site finds nothing', () => {
    const storage = memoryStorage()
    const signedIn = createDeviceStore(storage, 'p', dapp)
    signedIn.setSession('token')
    signedIn.setShare(address, share)
    const id = signedIn.deviceId()
    for (const origin of ['http://localhost:9999', 'http://evil.localhost:5173', 'https://localhost:5173']) {
      const other = createDeviceStore(storage, 'p', origin)
      expect(other.session()).toBeUndefined()
      expect(other.share(address)).toBeUndefined()
      expect(other.deviceId()).not.toBe(id)
    }
    expect(createDeviceStore(storage, 'p', dapp).session()).toBe('token')
  })

  it('does not read the keys of a session stored before they named the origin', () => {
    const storage = memoryStorage()
    storage.setItem('airlock-embedded:p:session', 'old-token')
    storage.setItem(`airlock-embedded:p:share:${address.toLowerCase()}`, share)
    const store = createDeviceStore(storage, 'p', dapp)
    expect(store.session()).toBeUndefined()
    expect(store.share(address)).toBeUndefined()
  })

  it('names the origin in the keys so that no origin’s keys run into another’s', () => {
    expect(storagePrefix('p', dapp)).toBe('airlock-embedded:p:http%3A%2F%2Flocalhost%3A5173:')
    expect(storagePrefix('p', 'http://localhost')).not.toMatch(
      /^airlock-embedded:p:http%3A%2F%2Flocalhost%3A/,
    )
  })
})
