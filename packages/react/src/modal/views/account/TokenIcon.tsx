import { useImageUrl } from '../../../hooks/useImageUrl.ts'

/** Only http(s) images are loaded (a local cloud serves its icons over http on loopback). */
export const isImageUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url)

/** Six tints for lettered icons; a symbol always gets the same one. */
const TINTS = 6

export function tintOf(text: string): number {
  let hash = 0
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return hash % TINTS
}

/**
 * A token's icon: its image from the kit's image store (its own URL, else the cloud's image of `imageId`)
 * while it loads, else its first letter on a tint derived from the symbol. Decorative: the row names the token.
 */
export function TokenIcon({
  url,
  imageId,
  symbol,
  size = 40,
  square = false,
}: {
  url: string | undefined
  /** An asset id the cloud's asset images know (a CAIP-19 id), for a token without a URL of its own. */
  imageId?: string | undefined
  symbol: string
  size?: number
  /** NFTs are square with rounded corners; tokens are round. */
  square?: boolean
}) {
  const image = useImageUrl('token', { url: isImageUrl(url) ? url : undefined, imageId })
  const shape = square ? 'square' : 'round'
  if (image.url)
    return (
      <img
        className={`token-icon ${shape} s${size}`}
        src={image.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={image.onError}
      />
    )
  const letter = symbol.trim().slice(0, 1).toUpperCase() || '?'
  return (
    <span className={`token-icon letter ${shape} s${size} tint-${tintOf(symbol)}`} aria-hidden="true">
      {letter}
    </span>
  )
}
