import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FEATURES, SOCIAL_PROVIDERS } from './features.ts'

describe('the remote feature defaults kit and cloud share', () => {
  it('turns every feature on', () => {
    expect(DEFAULT_REMOTE_FEATURES).toEqual({
      email: true,
      socials: [...SOCIAL_PROVIDERS],
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      analytics: true,
    })
  })

  it('offers the social logins in the order the modal shows them', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('cannot be changed by a caller that holds the defaults', () => {
    expect(Object.isFrozen(DEFAULT_REMOTE_FEATURES)).toBe(true)
    expect(Object.isFrozen(SOCIAL_PROVIDERS)).toBe(true)
  })
})
