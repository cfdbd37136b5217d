import { SOCIAL_PROVIDERS } from '@airlock/protocol/cloud-api'
import type { Features, SocialProvider } from '../options/options.ts'
import type { RemoteFeature } from '../wallets/api.ts'

/** Remote feature ids, ours and the ones the reference cloud uses, mapped to local flags. */
const FLAG_OF: Readonly<Record<string, keyof Features>> = {
  email: 'email',
  socials: 'socials',
  social_login: 'socials',
  swaps: 'swaps',
  swap: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  reownBranding: 'reownBranding',
  reown_branding: 'reownBranding',
}

const SOCIALS: readonly SocialProvider[] = SOCIAL_PROVIDERS

/** Turns the cloud's feature list into local flags; unknown ids and malformed entries are ignored. */
export function toFeatureOverrides(remote: readonly RemoteFeature[], defaults: Features): Partial<Features> {
  const overrides: Partial<Record<keyof Features, unknown>> = {}
  for (const feature of remote) {
    if (typeof feature?.id !== 'string' || typeof feature.isEnabled !== 'boolean') continue
    const flag = FLAG_OF[feature.id]
    if (!flag) continue
    if (flag === 'socials') {
      const listed = Array.isArray(feature.config)
        ? feature.config.filter((s): s is SocialProvider => SOCIALS.includes(s as SocialProvider))
        : defaults.socials || SOCIALS
      overrides.socials = feature.isEnabled ? listed : false
    } else overrides[flag] = feature.isEnabled
  }
  return overrides as Partial<Features>
}

/**
 * Remote configuration wins over local: a project's settings on the cloud are the ones it meant to ship.
 * Returns the merged features and whether local settings the dapp made were overridden, which the kit reports
 * with the 'Local configuration ignored' alert.
 */
export function applyRemoteFeatures(
  local: Features,
  localInput: Partial<Features> | undefined,
  remote: Partial<Features>,
) {
  const features = { ...local, ...remote }
  const ignored = Object.keys(remote).some(
    (key) =>
      localInput !== undefined &&
      key in localInput &&
      JSON.stringify(localInput[key as keyof Features]) !== JSON.stringify(remote[key as keyof Features]),
  )
  return { features, ignored }
}
