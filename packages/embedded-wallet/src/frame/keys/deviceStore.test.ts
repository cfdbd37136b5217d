import { describe, expect, it } from 'vitest'
import { createDeviceStore, memoryStorage } from './deviceStore.ts'

const share = `0x${'ab'.repeat(33)}` as const

describe('createDeviceStore', () => {
  it('keeps one device id', () => {
    const storage = memoryStorage()
    const id = createDeviceStore(storage, 'p').deviceId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(createDeviceStore(storage, 'p').deviceId()).toBe(id)
    expect(createDeviceStore(storage, 'other').deviceId()).not.toBe(id)
  })

  it('keeps the session and the device share per account, whatever the address case', () => {
    const store = createDeviceStore(memoryStorage(), 'p')
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
    storage.setItem('airlock-embedded:p:share:0x01', 'garbage')
    expect(createDeviceStore(storage, 'p').share('0x01')).toBeUndefined()
  })
})
