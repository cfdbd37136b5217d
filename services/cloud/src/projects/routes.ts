import type { RouteModule } from '../context.ts'
import type { FeatureOverrides } from './features.ts'
import { projectOf } from './hook.ts'

/** One entry of GET /appkit/v1/config, the shape the kit's remote-features reader takes. */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config?: unknown
}

/**
 * Only what the project chose is sent: a project that set nothing leaves the dapp's local features alone,
 * and one that did overrides them (the kit then shows 'Local configuration ignored' where they differ).
 * Analytics is not a modal feature; it has its own call.
 */
export function toRemoteFeatures(overrides: FeatureOverrides): RemoteFeature[] {
  const features: RemoteFeature[] = []
  for (const id of ['email', 'swaps', 'onramp', 'activity', 'reownBranding'] as const) {
    const value = overrides[id]
    if (value !== undefined) features.push({ id, isEnabled: value })
  }
  if (overrides.socials !== undefined) {
    features.push({
      id: 'socials',
      isEnabled: overrides.socials !== false,
      config: overrides.socials === false ? [] : overrides.socials,
    })
  }
  return features
}

/** The project's own configuration as the kit reads it at start (GET /appkit/v1/config and its siblings). */
export const projectRoutes: RouteModule = (app, ctx) => {
  app.get('/appkit/v1/config', { preHandler: ctx.requireProject }, async (request) => ({
    features: toRemoteFeatures(projectOf(request).featureOverrides),
    // Where the kit loads the embedded wallet's frame from (a dapp may override it locally).
    secureSiteUrl: ctx.embedded.siteUrl,
  }))

  app.get('/projects/v1/origins', { preHandler: ctx.requireProject }, async (request) => ({
    allowedOrigins: projectOf(request).allowedOrigins,
  }))

  app.get('/getAnalyticsConfig', { preHandler: ctx.requireProject }, async (request) => ({
    isAnalyticsEnabled: projectOf(request).features.analytics,
  }))
}
