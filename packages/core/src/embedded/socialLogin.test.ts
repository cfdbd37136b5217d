import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../events/store.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { ADDRESS, fakeFrame } from '../test/fakeFrame.ts'
import { json, startTestServer } from '../test/httpServer.ts'
import { createEmbeddedController } from './controller.ts'

const SITE = 'http://127.0.0.1:9'

afterEach(() => vi.unstubAllGlobals())

function setup() {
  const frame = fakeFrame()
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
    embeddedWallet: { load: async () => frame.module, secureSiteUrl: `${SITE}/` },
  })
  const events: AirlockEvent[] = []
  airlock.events.subscribe((state) => {
    if (state.last) events.push(state.last)
  })
  const controller = createEmbeddedController(airlock, async () => {})
  return { airlock, controller, events, ...frame }
}

describe('SOCIAL_LOGIN_SUCCESS', () => {
  it('is emitted with the provider once a social login connected', async () => {
    // The page the kit runs in: the secure site's callback page posts the provider's result to it.
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const { controller, events, answers, sent } = setup()
    answers.set('GET_SOCIAL_REDIRECT_URI', () => ({ uri: `${SITE}/oauth/google` }))
    answers.set('GET_USER', () => ({ address: ADDRESS, chainId: 31337, email: 'ada@gmail.com' }))
    const login = controller.connectSocial('google', () => ({ closed: false }) as Window)
    await vi.waitFor(() => expect(sent.map((m) => m.event)).toContain('GET_SOCIAL_REDIRECT_URI'))
    await Promise.resolve()
    page.dispatchEvent(
      new MessageEvent('message', {
        origin: SITE,
        data: { type: '@airlock-frame/SOCIAL_RESULT', payload: { result: 'single-use-result' } },
      }),
    )
    await login
    expect(sent.find((m) => m.event === 'CONNECT_SOCIAL')?.payload).toEqual({
      result: 'single-use-result',
      provider: 'google',
    })
    expect(events.filter((e) => e.event === 'SOCIAL_LOGIN_SUCCESS')).toEqual([
      expect.objectContaining({ properties: { provider: 'google' } }),
    ])
  })

  it('is emitted for a Farcaster login too', async () => {
    const { controller, events, answers } = setup()
    answers.set('GET_FARCASTER_URI', () => ({ url: `${SITE}/farcaster-relay/~/siwf?channelToken=c1` }))
    answers.set('GET_USER', () => ({ address: ADDRESS, chainId: 31337, userName: 'ada' }))
    await controller.connectFarcaster()
    expect(events.filter((e) => e.event === 'SOCIAL_LOGIN_SUCCESS')).toEqual([
      expect.objectContaining({ properties: { provider: 'farcaster' } }),
    ])
  })

  it('is not emitted when the visitor closed the sign-in window', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('window', new EventTarget())
    const { controller, events, answers, airlock } = setup()
    answers.set('GET_SOCIAL_REDIRECT_URI', () => ({ uri: `${SITE}/oauth/google` }))
    const login = controller.connectSocial('google', () => ({ closed: true }) as Window)
    await vi.advanceTimersByTimeAsync(600)
    await login
    vi.useRealTimers()
    expect(airlock.embedded.getState().error).toBe('The sign-in window was closed before you signed in')
    expect(events.map((e) => e.event)).not.toContain('SOCIAL_LOGIN_SUCCESS')
  })

  it('is tracked: the cloud receives it with the provider when the project enables analytics', async () => {
    const cloud = await startTestServer((req, res) => {
      if (req.url.pathname === '/getAnalyticsConfig') return json(res, 200, { isAnalyticsEnabled: true })
      if (req.url.pathname === '/appkit/v1/config') return json(res, 200, { features: [] })
      json(res, 200, {})
    })
    try {
      const frame = fakeFrame()
      const airlock = createKit({
        projectId: 'p',
        networks: [airlockDevnet],
        adapters: [],
        storage: createMemoryBackend(),
        cloudUrl: cloud.url,
        embeddedWallet: { load: async () => frame.module, secureSiteUrl: `${SITE}/` },
      })
      await airlock.ready
      frame.answers.set('GET_FARCASTER_URI', () => ({
        url: `${SITE}/farcaster-relay/~/siwf?channelToken=c1`,
      }))
      frame.answers.set('GET_USER', () => ({ address: ADDRESS, chainId: 31337, userName: 'ada' }))
      await createEmbeddedController(airlock, async () => {}).connectFarcaster()
      const tracked = () =>
        cloud.requests
          .filter((r) => r.url.pathname === '/e')
          .map((r) => JSON.parse(r.body).props)
          .find((props) => props.event === 'SOCIAL_LOGIN_SUCCESS')
      await vi.waitFor(() => expect(tracked()).toMatchObject({ properties: { provider: 'farcaster' } }))
    } finally {
      await cloud.close()
    }
  })
})
