import type { WalletListing } from '@airlock/protocol/cloud-api'
import type { CloudHttp } from '../cloud/http.ts'
import type { CaipNetworkId } from '../types.ts'

// A wallet of the registry as GET /getWallets lists it, declared once for the kit and the cloud.
export type { WalletListing } from '@airlock/protocol/cloud-api'

export interface GetWalletsParams {
  page?: number
  entries?: number
  search?: string
  badge_type?: 'none' | 'certified'
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly CaipNetworkId[]
}

/** One remote feature of GET /appkit/v1/config. */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config?: unknown
}

/** The registry pages 40 wallets at a time: ten rows of the All Wallets grid, fetched as the visitor scrolls. */
export const WALLETS_PAGE_SIZE = 40

/**
 * The cloud's wallet registry and project configuration. Config and origin failures answer empty lists and an
 * analytics-config failure answers "disabled": the modal works without them, so it never waits on them.
 */
export function createWalletApi(http: CloudHttp, onError: (error: unknown) => void = () => {}) {
  async function fallback<T>(call: () => Promise<T>, value: T): Promise<T> {
    try {
      return await call()
    } catch (error) {
      onError(error)
      return value
    }
  }

  return {
    getWallets: (params: GetWalletsParams = {}, signal?: AbortSignal) =>
      http.get<{ data: WalletListing[]; count: number }>(
        'getWallets',
        {
          page: params.page ?? 1,
          entries: params.entries ?? WALLETS_PAGE_SIZE,
          search: params.search?.trim() || undefined,
          badge_type: params.badge_type,
          include: params.include?.length ? params.include : undefined,
          exclude: params.exclude?.length ? params.exclude : undefined,
          chains: params.chains?.length ? params.chains : undefined,
        },
        signal,
      ),
    features: () =>
      fallback(
        async () => (await http.get<{ features?: RemoteFeature[] }>('appkit/v1/config')).features ?? [],
        [],
      ),
    allowedOrigins: () =>
      fallback(
        async () =>
          (await http.get<{ allowedOrigins?: string[] }>('projects/v1/origins')).allowedOrigins ?? [],
        [],
      ),
    analyticsEnabled: () =>
      fallback(
        async () =>
          (await http.get<{ isAnalyticsEnabled?: boolean }>('getAnalyticsConfig')).isAnalyticsEnabled ===
          true,
        false,
      ),
    walletImageUrl: (imageId: string) => http.url(`getWalletImage/${encodeURIComponent(imageId)}`),
  }
}
