import type { CloudHttp } from '../cloud/http.ts'
import { createImageApi, type ImageApi } from './api.ts'
import { type ImageKind, type ImagesState, imageKey } from './store.ts'

/** What the kit knows of an item's image: its own URL, its image id, or both. */
export interface ImageRef {
  /** The item's id for a dapp's override (a connector id, a CAIP-2 network id, a currency code…). */
  id?: string | undefined
  /** The item's own image. */
  url?: string | undefined
  /** The image id the cloud's image routes know (a registry wallet's `image_id`, 'ethereum', 'USD'). */
  imageId?: string | undefined
}

/** The part of a kit instance images need: its cloud (when it has one) and the image store. */
export interface ImageContext {
  cloud: { http: CloudHttp } | undefined
  images: { getState(): ImagesState }
}

/**
 * Sources an <img> may load: http(s) (a local cloud serves its images over http on loopback) and image data
 * URIs; never javascript: or other schemes.
 */
export function isImageSource(url: string | undefined): url is string {
  return !!url && /^(https?:\/\/|data:image\/)/i.test(url)
}

const apis = new WeakMap<CloudHttp, ImageApi>()
function imageApi(http: CloudHttp): ImageApi {
  let api = apis.get(http)
  if (!api) {
    api = createImageApi(http)
    apis.set(http, api)
  }
  return api
}

function cloudRoute(api: ImageApi, kind: ImageKind, imageId: string): string {
  if (kind === 'wallet' || kind === 'connector') return api.walletImageUrl(imageId)
  if (kind === 'currency') return api.currencyImageUrl(imageId)
  return api.assetImageUrl(imageId)
}

/**
 * The URL to draw an item's image from, or undefined for its fallback (an initial, a generic icon): the dapp's
 * override, else the item's own URL, else the cloud's image route for its image id. A URL that failed to load
 * in this page is not offered again.
 *
 * @example
 * imageUrl(airlock, 'network', { id: network.caipNetworkId, ...network.assets }) // the cloud's getAssetImage
 * imageUrl(airlock, 'currency', { imageId: 'USD' })                               // the cloud's getCurrencyImage
 */
export function imageUrl(ctx: ImageContext, kind: ImageKind, ref: ImageRef): string | undefined {
  const state = ctx.images.getState()
  const override = ref.id ? state.overrides[imageKey(kind, ref.id)] : undefined
  const url =
    [override, ref.url].find(isImageSource) ??
    (ref.imageId && ctx.cloud ? cloudRoute(imageApi(ctx.cloud.http), kind, ref.imageId) : undefined)
  return url && !state.failed[url] ? url : undefined
}
