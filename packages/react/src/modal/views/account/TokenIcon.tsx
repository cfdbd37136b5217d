import { useState } from 'react'

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
 * A token's icon: its image when it has an http(s) one that loads, else its first letter on a tint derived
 * from the symbol. Decorative: the row names the token.
 */
export function TokenIcon({
  url,
  symbol,
  size = 40,
  square = false,
}: {
  url: string | undefined
  symbol: string
  size?: number
  /** NFTs are square with rounded corners; tokens are round. */
  square?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const shape = square ? 'square' : 'round'
  if (isImageUrl(url) && !failed)
    return (
      <img
        className={`token-icon ${shape} s${size}`}
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    )
  const letter = symbol.trim().slice(0, 1).toUpperCase() || '?'
  return (
    <span className={`token-icon letter ${shape} s${size} tint-${tintOf(symbol)}`} aria-hidden="true">
      {letter}
    </span>
  )
}
