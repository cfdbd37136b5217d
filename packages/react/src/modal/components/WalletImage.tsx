import { useImageUrl } from '../../hooks/useImageUrl.ts'
import { WalletIcon } from './icons.tsx'

/**
 * A wallet's or connector's icon, from the kit's image store: the dapp's image for `id`, else `src`, else the
 * cloud's image of `imageId`; a generic wallet icon when there is none or it fails to load. Only http(s) URLs
 * and image data URIs are drawn, never javascript: or other schemes. Decorative: the wallet's name is always in
 * the text beside it, so the image adds no second name.
 */
export function WalletImage({
  src,
  imageId,
  id,
  kind = 'wallet',
  size = 40,
}: {
  src?: string | undefined
  /** The registry's `image_id`, drawn from the cloud's wallet images when there is no `src`. */
  imageId?: string | undefined
  /** The wallet's or connector's id, for an image the dapp set for it. */
  id?: string | undefined
  kind?: 'wallet' | 'connector'
  size?: number
}) {
  const image = useImageUrl(kind, { id, url: src, imageId })
  if (image.url)
    return (
      <img
        className="wallet-icon"
        src={image.url}
        alt=""
        width={size}
        height={size}
        onError={image.onError}
      />
    )
  return (
    <span className="wallet-icon" aria-hidden="true" style={{ width: size, height: size }}>
      <WalletIcon />
    </span>
  )
}
