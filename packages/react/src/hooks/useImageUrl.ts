import type { ImageKind, ImagesState } from '@airlock/core'
import { type ImageRef, imageUrl } from '@airlock/core/internal'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

const whole = (state: ImagesState) => state

/**
 * The image an icon draws, from the kit's image store (the dapp's image, the item's own URL, else the cloud's
 * image route for its image id), and the handler its <img> reports a failed load with: every icon of that URL
 * then draws its fallback. `url` is undefined when the icon should draw its fallback.
 *
 * @example
 * const image = useImageUrl('network', { id: network.caipNetworkId, ...network.assets })
 * return image.url ? <img src={image.url} onError={image.onError} alt="" /> : <Initial />
 */
export function useImageUrl(kind: ImageKind, ref: ImageRef) {
  const airlock = useAirlockInstance()
  useStoreValue(airlock.images, whole)
  const url = imageUrl(airlock, kind, ref)
  return { url, onError: () => url && airlock.images.markFailed(url) }
}
