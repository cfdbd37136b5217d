import type { CloudHttp } from '../cloud/http.ts'

/**
 * The cloud's image routes. They answer with an image for any well-formed id (a wallet's registry image, a
 * generated badge for an asset or a currency), so the kit hands these URLs straight to an <img>.
 */
export function createImageApi(http: CloudHttp) {
  const path = (route: string, id: string) => http.url(`${route}/${encodeURIComponent(id)}`)
  return {
    /** A registry wallet's image, by its `image_id` (project-scoped). */
    walletImageUrl: (imageId: string) => path('getWalletImage', imageId),
    /** A network's, chain's or token's image, by its image id (an asset id such as 'ethereum'). */
    assetImageUrl: (imageId: string) => path('public/getAssetImage', imageId),
    /** A fiat currency's image, by its code ('USD'). */
    currencyImageUrl: (code: string) => path('public/getCurrencyImage', code),
  }
}

export type ImageApi = ReturnType<typeof createImageApi>
