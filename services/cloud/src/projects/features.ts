import { DEFAULT_REMOTE_FEATURES, SOCIAL_PROVIDERS } from '@airlock/protocol/cloud-api'
import { z } from 'zod'

/**
 * Remote features a project can switch (email, socials, swaps, onramp, activity, branding, plus analytics for
 * /getAnalyticsConfig). Their defaults are the protocol's, which the kit starts from too.
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

/** All on; parsed by the schema above, so a default the cloud cannot store fails at start. */
export const DEFAULT_PROJECT_FEATURES: Readonly<ProjectFeatures> = Object.freeze(
  projectFeaturesSchema.parse(DEFAULT_REMOTE_FEATURES),
)

/**
 * The features in effect: stored overrides over today's defaults. Keys stored by an older version that no
 * longer exist are dropped instead of failing the request.
 */
export function resolveFeatures(stored: unknown): ProjectFeatures {
  const overrides = projectFeaturesSchema.partial().strip().safeParse(stored)
  return { ...DEFAULT_PROJECT_FEATURES, ...(overrides.success ? overrides.data : {}) }
}
