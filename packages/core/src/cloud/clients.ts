import { type AirlockContext, activeAddress } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { Alerts, alertForProviderError } from '../errors.ts'
import type { Features } from '../options/options.ts'
import { createWalletApi } from '../wallets/api.ts'
import { createAnalytics } from './analytics.ts'
import { createBlockchainApi } from './blockchainApi.ts'
import { createCloudHttp } from './http.ts'
import { applyRemoteFeatures, toFeatureOverrides } from './remoteFeatures.ts'

export function createCloudClients(
  options: { cloudUrl: string; projectId: string },
  onError: (error: unknown) => void,
  onForbidden: () => void,
) {
  const http = createCloudHttp({ baseUrl: options.cloudUrl, projectId: options.projectId })
  return {
    http,
    blockchain: createBlockchainApi(http),
    wallets: createWalletApi(http, onError),
    analytics: createAnalytics({
      http,
      location: typeof location === 'undefined' ? undefined : { href: location.href, host: location.host },
      onForbidden,
    }),
  }
}

export type CloudClients = ReturnType<typeof createCloudClients>

/**
 * A refusal that names a configuration problem opens its alert (spec section 8, provider mappings), whether the
 * cloud said it over HTTP (a CloudError carrying the service's text) or its relay closed the WebSocket with it
 * (the relay client wraps the reason: 'Relay refused the connection: Unauthorized: invalid key (3000)'). The
 * cause chain is searched because transports wrap what the service said. Returns whether an alert opened.
 */
export function reportCloudError(ctx: Pick<AirlockContext, 'alert'>, error: unknown): boolean {
  let link = error
  for (let depth = 0; link !== undefined && link !== null && depth < 10; depth++) {
    const text =
      link instanceof BaseError ? link.shortMessage : link instanceof Error ? link.message : String(link)
    const alert = alertForProviderError(text)
    if (alert) {
      ctx.alert.open(alert, 'error')
      return true
    }
    link = typeof link === 'object' ? (link as { cause?: unknown }).cause : undefined
  }
  return false
}

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
