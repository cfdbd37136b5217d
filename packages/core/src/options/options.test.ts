import { describe, expect, it } from 'vitest'
import { airlockDevnet } from '../networks/index.ts'
import { DEFAULT_FEATURES, resolveOptions } from './options.ts'

describe('options', () => {
  it('enables every feature but Pay and Sell by default, with the default socials and orders', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      email: true,
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      pay: false,
      offramp: false,
    })
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(DEFAULT_FEATURES.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(DEFAULT_FEATURES.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('merges local features over the defaults', () => {
    const resolved = resolveOptions({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [],
      features: { swaps: false },
    })
    expect(resolved.features.swaps).toBe(false)
    expect(resolved.features.onramp).toBe(true)
    expect(resolved.enableNetworkSwitch).toBe(true)
    expect(resolved.allowUnsupportedChain).toBe(false)
  })

  it('refuses siweConfig together with siwx, with the exact message', () => {
    expect(() =>
      resolveOptions({
        projectId: 'p',
        networks: [airlockDevnet],
        adapters: [],
        siweConfig: {},
        siwx: {} as never,
      }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })
})
