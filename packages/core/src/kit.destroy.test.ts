import { createMemoryStorage } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createKit } from './kit.ts'
import { airlockDevnet } from './networks/index.ts'
import { createMemoryBackend } from './storage/storage.ts'
import { createFakeAdapter } from './test/fakeAdapter.ts'

/** A kit with every capability that holds something: a cloud (analytics), WalletConnect and the adapters. */
function kit() {
  const { adapter } = createFakeAdapter()
  return createKit({
    projectId: 'p',
    cloudUrl: 'http://127.0.0.1:9',
    networks: [airlockDevnet],
    adapters: [adapter],
    storage: createMemoryBackend(),
    walletConnect: { relayUrl: 'ws://127.0.0.1:9/relay', storage: createMemoryStorage() },
  })
}

describe('destroy()', () => {
  it('asks each capability that holds something to let it go, once', () => {
    // The cloud at port 9 is not there: the kit reports it, which is not what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const airlock = kit()
    const walletConnect = vi.spyOn(airlock.walletConnect!.session, 'dispose')
    const analytics = vi.spyOn(airlock.cloud!.analytics, 'dispose')
    const embedded = vi.spyOn(airlock.embeddedActions, 'dispose')
    airlock.destroy()
    airlock.destroy()
    expect(walletConnect).toHaveBeenCalledOnce()
    expect(analytics).toHaveBeenCalledOnce()
    expect(embedded).toHaveBeenCalledOnce()
    vi.restoreAllMocks()
  })

  it('stops the timers and the search the modal and the wallet list still had running', () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const airlock = kit()
    airlock.toast.showSuccess('Sent')
    airlock.modal.shake()
    const search = new AbortController()
    airlock.wallets.inflight.search = search
    const toastChanges = vi.fn()
    const modalChanges = vi.fn()
    airlock.toast.subscribe(toastChanges)
    airlock.modal.subscribe(modalChanges)
    airlock.destroy()
    vi.advanceTimersByTime(60_000)
    expect(search.signal.aborted).toBe(true)
    expect(airlock.wallets.inflight.search).toBeUndefined()
    expect(toastChanges).not.toHaveBeenCalled()
    expect(modalChanges).not.toHaveBeenCalled()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
})
