import { z } from 'zod'

/** The social logins a project offers by default, in the order the modal shows them. */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

/**
 * Remote features a project can switch, all on by default (email, socials, swaps, onramp, activity, branding,
 * plus analytics for /getAnalyticsConfig). @airlock/core has the same defaults for local features; the cloud
 * keeps its own copy because it must not depend on the kit.
 */
export const projectFeaturesSchema = z
  .object({
    email: z.boolean(),
    socials: z.union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)]),
    swaps: z.boolean(),
    onramp: z.boolean(),
    activity: z.boolean(),
    reownBranding: z.boolean(),
    analytics: z.boolean(),
  })
  .strict()

export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>

/** What a project config or the admin command may set: any subset; the rest takes the defaults. */
export const featureOverridesSchema = projectFeaturesSchema.partial().strict()
export type FeatureOverrides = z.infer<typeof featureOverridesSchema>

export const DEFAULT_PROJECT_FEATURES: Readonly<ProjectFeatures> = Object.freeze({
  email: true,
  socials: [...SOCIAL_PROVIDERS],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  analytics: true,
})

/**
 * The features in effect: stored overrides over today's defaults. Keys stored by an older version that no
 * longer exist are dropped instead of failing the request.
 */
export function resolveFeatures(stored: unknown): ProjectFeatures {
  const overrides = projectFeaturesSchema.partial().strip().safeParse(stored)
  return { ...DEFAULT_PROJECT_FEATURES, ...(overrides.success ? overrides.data : {}) }
}
