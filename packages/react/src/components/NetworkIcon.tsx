import type { CaipNetwork } from '@airlock/core'

/** A network badge: the network image when known, else its initial on a colour of its own. */
export function NetworkIcon({ network, size }: { network: CaipNetwork | undefined; size: number }) {
  const url = network?.assets?.imageUrl
  if (url && /^(https?:|data:image\/)/.test(url))
    return <img className="network-icon" src={url} alt="" width={size} height={size} />
  const hue = hueOf(network?.caipNetworkId ?? '?')
  return (
    <span
      className="network-icon"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.46,
        background: `hsl(${hue} 70% 92%)`,
        color: `hsl(${hue} 55% 34%)`,
      }}
    >
      {(network?.name ?? '?').slice(0, 1).toUpperCase()}
    </span>
  )
}

function hueOf(id: string) {
  let h = 0
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 360
  return h
}
