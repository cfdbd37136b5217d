import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AuthDouble, CODE, startAuthDouble } from '../../test/authDouble.ts'
import { createAuthApi } from './authApi.ts'
import { createDeviceStore, memoryStorage } from './deviceStore.ts'
import { createWallet } from './wallet.ts'

let double: AuthDouble

beforeEach(async () => {
  double = await startAuthDouble()
})
afterEach(async () => {
  await double.close()
})

/** One browser: its own storage, hence its own device id and device share. */
function browser(storage = memoryStorage()) {
  const api = createAuthApi({ apiUrl: double.url, projectId: 'test-project' })
  const store = createDeviceStore(storage, 'test-project', 'http://dapp.test')
  return { storage, store, wallet: createWallet({ api, store, devicePollMs: 20, deviceWaitMs: 5_000 }) }
}

describe('the frame wallet against the auth backend contract', () => {
  it('creates a wallet on first login and keeps two shares at the cloud, one on the device', async () => {
    const { wallet, store } = browser()
    expect(await wallet.connectEmail('ada@example.com')).toBe('VERIFY_OTP')
    await wallet.connectOtp(CODE)
    const address = wallet.user?.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const stored = double.users.get('ada@example.com')
    expect(stored?.address).toBe(address)
    const deviceShare = store.share(address!)
    expect(new Set([deviceShare, stored?.authShare, stored?.recoveryShare]).size).toBe(3)
    expect(double.calls).toContain('POST /v1/embedded/wallet')
  })

  it('opens the same wallet again on the same device, and after a reload', async () => {
    const first = browser()
    await first.wallet.connectEmail('ada@example.com')
    await first.wallet.connectOtp(CODE)
    const address = first.wallet.user?.address
    await first.wallet.signOut()
    expect(first.wallet.isConnected()).toBe(false)

    const again = browser(first.storage)
    expect(await again.wallet.connectEmail('ada@example.com')).toBe('VERIFY_OTP')
    await again.wallet.connectOtp(CODE)
    expect(again.wallet.user?.address).toBe(address)

    const reloaded = browser(first.storage)
    expect(await reloaded.wallet.restore()).toBe(true)
    expect(reloaded.wallet.user?.address).toBe(address)
    const signature = await reloaded.wallet.account?.signMessage({ message: 'hi' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('opens the same wallet on a second browser after the device approval', async () => {
    const first = browser()
    await first.wallet.connectEmail('ada@example.com')
    await first.wallet.connectOtp(CODE)
    const address = first.wallet.user?.address

    const second = browser()
    expect(await second.wallet.connectEmail('ada@example.com')).toBe('VERIFY_DEVICE')
    await second.wallet.connectOtp(CODE)
    expect(second.wallet.isConnected()).toBe(false)
    const waiting = second.wallet.connectDevice()
    setTimeout(() => double.approveDevice('ada@example.com', second.store.deviceId()), 60)
    await waiting
    expect(second.wallet.user?.address).toBe(address)
    // The recovery share became this device's share: next time, the auth share alone opens it here.
    expect(second.store.share(address!)).toBe(double.users.get('ada@example.com')?.recoveryShare)
    await second.wallet.signOut()
    const later = browser(second.storage)
    await later.wallet.connectEmail('ada@example.com')
    await later.wallet.connectOtp(CODE)
    expect(later.wallet.user?.address).toBe(address)
  })

  it('also opens it when the device is approved before the code is entered (the kit waits on the link first)', async () => {
    const first = browser()
    await first.wallet.connectEmail('ada@example.com')
    await first.wallet.connectOtp(CODE)
    const address = first.wallet.user?.address

    const second = browser()
    expect(await second.wallet.connectEmail('ada@example.com')).toBe('VERIFY_DEVICE')
    const waiting = second.wallet.connectDevice()
    setTimeout(() => double.approveDevice('ada@example.com', second.store.deviceId()), 60)
    await waiting
    expect(second.wallet.isConnected()).toBe(false)
    await second.wallet.connectOtp(CODE)
    expect(second.wallet.user?.address).toBe(address)
    expect(second.store.share(address!)).toBe(double.users.get('ada@example.com')?.recoveryShare)
  })

  it('passes the backend message on a wrong code, and a restore of an ended session is signed out', async () => {
    const { wallet, store } = browser()
    await wallet.connectEmail('ada@example.com')
    await expect(wallet.connectOtp('000000')).rejects.toThrow('Invalid code')
    store.setSession('ended')
    expect(await wallet.restore()).toBe(false)
    expect(store.session()).toBeUndefined()
  })
})
