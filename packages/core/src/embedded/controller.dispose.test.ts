import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { fakeFrame } from '../test/fakeFrame.ts'
import { createEmbeddedController } from './controller.ts'

/** A `prefers-color-scheme` query that counts the listeners on it, as the page's would hold them. */
function fakeMatchMedia() {
  const listeners = new Set<unknown>()
  const query = {
    matches: false,
    addEventListener: (_type: string, listener: unknown) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: unknown) => void listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => query)
  return listeners
}

afterEach(() => {
  vi.unstubAllGlobals()
})

async function signedIn() {
  const frame = fakeFrame()
  const destroy = vi.fn()
  frame.client.destroy = destroy
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
    embeddedWallet: { load: async () => frame.module, secureSiteUrl: 'http://127.0.0.1:9/' },
  })
  const controller = createEmbeddedController(airlock, async () => {})
  frame.answers.set('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
  await controller.connectEmail('ada@example.com')
  await controller.connectOtp('123456')
  return { airlock, controller, destroy, ...frame }
}

describe('the embedded wallet’s dispose (the kit was destroyed)', () => {
  it('removes the frame and stops following the theme and the visitor’s colour scheme', async () => {
    const schemeListeners = fakeMatchMedia()
    const { airlock, controller, destroy, sent } = await signedIn()
    expect(schemeListeners.size).toBe(1)
    controller.dispose()
    expect(destroy).toHaveBeenCalledOnce()
    expect(schemeListeners.size).toBe(0)
    const before = sent.length
    airlock.setThemeMode('dark')
    expect(sent.length).toBe(before)
  })

  it('rejects an approval still waiting, and any frame use after, with ConnectionClosedError', async () => {
    const { airlock, controller } = await signedIn()
    const signing = controller.provider.request({ method: 'personal_sign', params: ['0x00', '0x11'] })
    const ended = expect(signing).rejects.toBeInstanceOf(ConnectionClosedError)
    // ApproveTransaction opened: the request waits for the visitor.
    await vi.waitFor(() => expect(airlock.modal.getState().open).toBe(true))
    controller.dispose()
    await ended
    await expect(controller.restore()).rejects.toBeInstanceOf(ConnectionClosedError)
    await expect(controller.provider.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
      ConnectionClosedError,
    )
  })

  it('destroys a frame that finishes loading after dispose', async () => {
    const frame = fakeFrame()
    const destroy = vi.fn()
    frame.client.destroy = destroy
    let finish: () => void = () => {}
    const loaded = new Promise<void>((resolve) => (finish = resolve))
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [],
      storage: createMemoryBackend(),
      embeddedWallet: {
        load: () => loaded.then(() => frame.module),
        secureSiteUrl: 'http://127.0.0.1:9/',
      },
    })
    const create = vi.spyOn(frame.module, 'createFrameClient')
    const controller = createEmbeddedController(airlock, async () => {})
    const restoring = controller.restore()
    const ended = expect(restoring).rejects.toBeInstanceOf(ConnectionClosedError)
    controller.dispose()
    finish()
    await ended
    expect(create).not.toHaveBeenCalled()
  })
})

describe('the kit’s embeddedActions after destroy()', () => {
  it('reject with ConnectionClosedError', async () => {
    const frame = fakeFrame()
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [],
      storage: createMemoryBackend(),
      embeddedWallet: { load: async () => frame.module, secureSiteUrl: 'http://127.0.0.1:9/' },
    })
    airlock.destroy()
    await expect(airlock.embeddedActions.connectEmail('ada@example.com')).rejects.toBeInstanceOf(
      ConnectionClosedError,
    )
  })
})
