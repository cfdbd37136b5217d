import { WalletIcon } from './icons.tsx'

/** A wallet's icon; remote icons are data, so only image data URIs and https URLs are rendered. */
export function WalletImage({ src, name, size = 40 }: { src?: string; name: string; size?: number }) {
  if (src && /^(https:|data:image\/)/.test(src))
    return <img className="wallet-icon" src={src} alt="" width={size} height={size} title={name} />
  return (
    <span className="wallet-icon" aria-hidden="true" style={{ width: size, height: size }}>
      <WalletIcon />
    </span>
  )
}
