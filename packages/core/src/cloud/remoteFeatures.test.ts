import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../options/options.ts'
import { applyRemoteFeatures, toFeatureOverrides } from './remoteFeatures.ts'

describe('remote features', () => {
  it('maps remote ids to local flags, ours and the reference names', () => {
    expect(
      toFeatureOverrides(
        [
          { id: 'swaps', isEnabled: false },
          { id: 'onramp', isEnabled: false },
          { id: 'social_login', isEnabled: true, config: ['google', 'github', 'evil'] },
          { id: 'reown_branding', isEnabled: false },
          { id: 'unknown', isEnabled: true },
        ],
        DEFAULT_FEATURES,
      ),
    ).toEqual({ swaps: false, onramp: false, socials: ['google', 'github'], reownBranding: false })
  })

  it('ignores malformed entries', () => {
    expect(toFeatureOverrides([{ id: 'swaps' } as never, null as never], DEFAULT_FEATURES)).toEqual({})
  })

  it('remote wins, and overriding a local choice is reported', () => {
    const result = applyRemoteFeatures(
      { ...DEFAULT_FEATURES, swaps: true },
      { swaps: true },
      { swaps: false },
    )
    expect(result.features.swaps).toBe(false)
    expect(result.ignored).toBe(true)
    expect(applyRemoteFeatures(DEFAULT_FEATURES, undefined, { swaps: false }).ignored).toBe(false)
    expect(applyRemoteFeatures(DEFAULT_FEATURES, { swaps: false }, { swaps: false }).ignored).toBe(false)
  })
})
