import type { CaipNetwork } from '@airlock/core'
import { useImageUrl } from '../hooks/useImageUrl.ts'

/** Brand colours of the networks we define, by image id; others get a colour derived from their id. */
const BRAND: Readonly<Record<string, string>> = {
  ethereum: '#627eea',
  optimism: '#ff0420',
  arbitrum: '#2d374b',
  polygon: '#8247e5',
  base: '#0052ff',
  bsc: '#f0b90b',
  avalanche: '#e84142',
  zksync: '#1e69ff',
  gnosis: '#3e6957',
  celo: '#35d07f',
  zora: '#2b5df0',
  solana: '#9945ff',
  bitcoin: '#f7931a',
  'airlock-devnet': '#3461f5',
}

/**
 * A network badge: the network's image from the kit's image store (its own, else the cloud's for its image id)
 * while it loads, else its initial on its brand colour.
 */
export function NetworkIcon({ network, size }: { network: CaipNetwork | undefined; size: number }) {
  const image = useImageUrl('network', {
    id: network?.caipNetworkId,
    url: network?.assets?.imageUrl,
    imageId: network?.assets?.imageId,
  })
  if (image.url)
    return (
      <img
        className="network-icon"
        src={image.url}
        alt=""
        width={size}
        height={size}
        onError={image.onError}
      />
    )
  const brand = BRAND[network?.assets?.imageId ?? '']
  const background = brand ?? `hsl(${hueOf(network?.caipNetworkId ?? '?')} 55% 46%)`
  return (
    // The initial is drawn by CSS (::before), not as text: it is decorative, and as text it would join the
    // visible label of the row it sits in ("AAirlock Devnet"), which then no longer matches its accessible name.
    <span
      className="network-icon"
      aria-hidden="true"
      data-initial={(network?.name ?? '?').slice(0, 1).toUpperCase()}
      style={{ width: size, height: size, fontSize: size * 0.46, background, color: '#fff' }}
    />
  )
}

function hueOf(id: string) {
  let h = 0
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 360
  return h
}
