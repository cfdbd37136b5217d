/**
 * The features a project can switch on the cloud (its remote features) and their defaults, declared once: the
 * cloud answers a project that set nothing with these, and the kit starts from them before the cloud answers,
 * so a dapp sees the same modal whether or not the cloud is reachable.
 */

/** The social logins a project offers by default, in the order the modal shows them. */
export const SOCIAL_PROVIDERS = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const)

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The flags a project's cloud settings may set (analytics also answers the cloud's /getAnalyticsConfig). */
export interface RemoteFeatureFlags {
  email: boolean
  /** The social logins offered, in order; `false` hides social login. */
  socials: readonly SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  /** Shows the "UX by Airlock" footer (the flag keeps the name Reown's AppKit uses). */
  reownBranding: boolean
  analytics: boolean
}

/** Everything on: a project turns off what it does not want. */
export const DEFAULT_REMOTE_FEATURES: Readonly<RemoteFeatureFlags> = Object.freeze({
  email: true,
  socials: SOCIAL_PROVIDERS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  analytics: true,
})
