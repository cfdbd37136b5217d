import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { DEFAULT_FEATURES } from '../options/options.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

/** A page opened as a Telegram mini app (its WebView injects Telegram.WebApp) on the given device. */
function insideTelegram(userAgent: string, telegram = true) {
  vi.stubGlobal('navigator', { userAgent })
  vi.stubGlobal('window', telegram ? { Telegram: { WebApp: {} } } : {})
}

/** The socials the Connect view offers: the features in effect of a fresh kit. */
function offeredSocials() {
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [createFakeAdapter().adapter],
    storage: createMemoryBackend(),
  })
  return airlock.optionsStore.getState().features.socials
}

afterEach(() => vi.unstubAllGlobals())

describe('social logins offered inside Telegram', () => {
  it('on an iPhone, leaves out Google', () => {
    insideTelegram(IPHONE)
    expect(offeredSocials()).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('on Android, leaves out Facebook and X', () => {
    insideTelegram(ANDROID)
    expect(offeredSocials()).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('on a Mac, leaves out X', () => {
    insideTelegram(MAC)
    expect(offeredSocials()).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('elsewhere in Telegram, and outside it, offers every social the dapp chose', () => {
    insideTelegram(DESKTOP)
    expect(offeredSocials()).toEqual(DEFAULT_FEATURES.socials)
    insideTelegram(IPHONE, false)
    expect(offeredSocials()).toEqual(DEFAULT_FEATURES.socials)
  })

  it("filters the project's remote list too", () => {
    insideTelegram(IPHONE)
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
    })
    const merged = { ...airlock.optionsStore.getState().features, socials: ['google', 'github'] as const }
    airlock.optionsStore.applyRemote({ socials: ['google', 'github'] }, merged)
    expect(airlock.optionsStore.getState().features.socials).toEqual(['github'])
  })

  it('keeps socials off when the dapp turned them off', () => {
    insideTelegram(ANDROID)
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
      features: { socials: false },
    })
    expect(airlock.optionsStore.getState().features.socials).toBe(false)
  })
})
