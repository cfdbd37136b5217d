import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { ADDRESS, fakeFrame } from '../test/fakeFrame.ts'
import { createEmbeddedController } from './controller.ts'
import { EmbeddedStorageKeys } from './emailLogin.ts'

/** A kit whose storage remembers an embedded login of an earlier visit (a Google one, with its username). */
function rememberedLogin() {
  const frame = fakeFrame()
  const backend = createMemoryBackend()
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: backend,
    embeddedWallet: { load: async () => frame.module, secureSiteUrl: 'http://127.0.0.1:9/' },
  })
  airlock.storage.setItem(EmbeddedStorageKeys.EMAIL_LOGIN_USED, true)
  airlock.storage.setItem(EmbeddedStorageKeys.EMAIL, 'ada@example.com')
  airlock.storage.setItem(EmbeddedStorageKeys.CONNECTED_SOCIAL, 'google')
  airlock.storage.setItem(EmbeddedStorageKeys.SOCIAL_USERNAME, 'ada')
  const controller = createEmbeddedController(airlock, async () => {})
  const remembered = () =>
    [
      EmbeddedStorageKeys.EMAIL_LOGIN_USED,
      EmbeddedStorageKeys.EMAIL,
      EmbeddedStorageKeys.CONNECTED_SOCIAL,
      EmbeddedStorageKeys.SOCIAL_USERNAME,
    ].filter((key) => airlock.storage.getItem(key) !== undefined)
  return { airlock, controller, remembered, ...frame }
}

describe('the frame says it holds no session', () => {
  it('a negative IS_CONNECTED at start clears the embedded login the kit remembered', async () => {
    const { airlock, controller, answers, sent, remembered } = rememberedLogin()
    answers.set('IS_CONNECTED', () => ({ isConnected: false }))
    expect(remembered()).toHaveLength(4)
    await controller.restore()
    await vi.waitFor(() => expect(remembered()).toEqual([]))
    expect(sent.map((m) => m.event)).not.toContain('GET_USER')
    expect(airlock.embedded.getState()).toMatchObject({ status: 'idle', user: undefined })
  })

  it('a reload of the frame that finds no session drops a login the store shows connected', async () => {
    const { airlock, controller, answers, emit, remembered } = rememberedLogin()
    answers.set('IS_CONNECTED', () => ({ isConnected: true }))
    await controller.restore()
    await vi.waitFor(() => expect(airlock.embedded.getState().status).toBe('connected'))
    expect(airlock.embedded.getState().user?.address).toBe(ADDRESS)
    // What the frame client reports after RELOAD when the new page's IS_CONNECTED is false.
    emit('SESSION_UPDATE', null)
    expect(airlock.embedded.getState()).toMatchObject({ status: 'idle', user: undefined, email: undefined })
    expect(remembered()).toEqual([])
  })

  it('a login in progress is the visitor’s new one: the store keeps it', async () => {
    const { airlock, controller, answers, remembered } = rememberedLogin()
    answers.set('IS_CONNECTED', () => ({ isConnected: false }))
    answers.set('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
    await controller.connectEmail('grace@example.com')
    await vi.waitFor(() => expect(remembered()).toEqual([]))
    expect(airlock.embedded.getState()).toMatchObject({ status: 'otp', email: 'grace@example.com' })
  })
})
