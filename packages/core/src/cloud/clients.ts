import { createWalletApi } from '../wallets/api.ts'
import { createAnalytics } from './analytics.ts'
import { createBlockchainApi } from './blockchainApi.ts'
import { createCloudHttp } from './http.ts'

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
