import type { AirlockContext } from '../context.ts'
import type { WalletListing } from './api.ts'

/**
 * How long a page of wallets waits for its icons: 2 s, then it shows anyway (tiles without their icon yet are
 * better than a list that never comes on a slow image host).
 */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** Images preloaded before a page shows; the rest load as their tiles scroll into view. */
export const IMAGE_PRELOAD_COUNT = 20

/** Loads one image; resolves when it loaded or failed (a broken image is no reason to hold a page). */
export type ImageLoader = (url: string) => Promise<void>

/** The browser's loader (an Image element); undefined where there is no DOM (server, Node tests). */
export function domImageLoader(): ImageLoader | undefined {
  const ImageElement = (globalThis as { Image?: new () => HTMLImageElement }).Image
  if (typeof ImageElement !== 'function') return undefined
  return (url) =>
    new Promise<void>((resolve) => {
      const image = new ImageElement()
      image.onload = () => resolve()
      image.onerror = () => resolve()
      image.src = url
    })
}

/** Preloads images so a page shows with its icons; gives up after IMAGE_PRELOAD_TIMEOUT_MS and shows anyway. */
export async function preloadImages(
  urls: readonly string[],
  {
    load = domImageLoader(),
    timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
  }: { load?: ImageLoader; timeoutMs?: number } = {},
): Promise<'loaded' | 'timeout'> {
  if (!load || urls.length === 0) return 'loaded'
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  const loaded = Promise.allSettled(urls.map((url) => load(url))).then(() => 'loaded' as const)
  try {
    return await Promise.race([loaded, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Where a wallet's icon is: a custom wallet's own image, else the cloud's image of the listing. */
export function walletImageUrl(
  ctx: Pick<AirlockContext, 'cloud'>,
  wallet: WalletListing,
): string | undefined {
  if (wallet.image_url) return wallet.image_url
  return wallet.image_id && ctx.cloud ? ctx.cloud.wallets.walletImageUrl(wallet.image_id) : undefined
}

/**
 * Preloads the first icons of a list, skipping those this kit already loaded (a search after scrolling, a
 * list shown again): they come from the browser's cache and there is nothing to wait for.
 */
export function preloadWalletImages(ctx: AirlockContext, wallets: readonly WalletListing[]) {
  const load = domImageLoader()
  if (!load) return Promise.resolve('loaded' as const)
  const loaded = ctx.wallets.loadedImages
  const urls = wallets
    .slice(0, IMAGE_PRELOAD_COUNT)
    .map((wallet) => walletImageUrl(ctx, wallet))
    .filter((url): url is string => Boolean(url) && !loaded.has(url as string))
  return preloadImages(urls, { load: (url) => load(url).then(() => void loaded.add(url)) })
}
