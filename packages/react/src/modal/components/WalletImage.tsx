import { WalletIcon } from './icons.tsx'

/**
 * A wallet's icon. Remote icons are data: only http(s) URLs and image data URIs are rendered (a local cloud
 * serves its images over http on loopback), never javascript: or other schemes. Decorative: the wallet's name
 * is always in the text beside it, so the image adds no second name.
 */
export function WalletImage({ src, size = 40 }: { src?: string; size?: number }) {
  if (src && /^(https?:\/\/|data:image\/)/.test(src))
    return <img className="wallet-icon" src={src} alt="" width={size} height={size} />
  return (
    <span className="wallet-icon" aria-hidden="true" style={{ width: size, height: size }}>
      <WalletIcon />
    </span>
  )
}
