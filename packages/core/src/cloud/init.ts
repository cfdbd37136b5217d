import { type AirlockContext, activeAddress } from '../context.ts'
import { Alerts } from '../errors.ts'
import type { Features } from '../options/options.ts'
import type { CloudClients } from './clients.ts'
import { applyRemoteFeatures, toFeatureOverrides } from './remoteFeatures.ts'

/**
 * Loads the project's remote configuration: remote features override local ones (with the 'Local configuration
 * ignored' warning when a local choice was overridden), and analytics starts when the project allows it. The
 * page's origin is checked against the project's allow-list alongside.
 */
export async function initCloud(
  ctx: AirlockContext,
  cloud: CloudClients,
  localInput: Partial<Features> | undefined,
) {
  const [remote, analyticsEnabled] = await Promise.all([
    cloud.wallets.features(),
    cloud.wallets.analyticsEnabled(),
    // Loaded here, not imported: the check is no part of what a page loads before it paints.
    import('./origins.ts').then(({ checkAllowedOrigin }) =>
      checkAllowedOrigin(ctx, cloud, typeof location === 'undefined' ? undefined : location.origin),
    ),
    // Which networks read through the gateway, from the chains it says it serves (loaded the same way).
    import('../networks/gatewayChains.ts').then(({ applyGatewayChains }) => applyGatewayChains(ctx, cloud)),
  ])
  const overrides = toFeatureOverrides(remote, ctx.options.features)
  if (Object.keys(overrides).length > 0) {
    const { features, ignored } = applyRemoteFeatures(
      ctx.optionsStore.getState().features,
      localInput,
      overrides,
    )
    ctx.optionsStore.applyRemote(overrides, features)
    if (ignored) ctx.alert.open(Alerts.LOCAL_CONFIGURATION_IGNORED, 'warning')
  }
  cloud.analytics.setEnabled(analyticsEnabled && ctx.optionsStore.getState().features.analytics)
  cloud.analytics.follow(ctx.events, () => activeAddress(ctx))
}
