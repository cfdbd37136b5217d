import { hexToBytes } from 'viem'

/**
 * A blockies-like avatar: a mirrored 5x5 grid whose pattern and colours come from the address bytes.
 * Colours are SVG presentation attributes, not inline styles, so a strict CSP allows them.
 */
export function Identicon({ address, size = 40 }: { address: string; size?: number }) {
  const bytes = hexToBytes(address as `0x${string}`)
  const hue = ((bytes[0] ?? 0) * 360) / 256
  const background = `hsl(${Math.round(hue)} 70% 92%)`
  const main = `hsl(${Math.round(hue)} 65% 48%)`
  const accent = `hsl(${Math.round((hue + 140) % 360)} 70% 58%)`
  const cells: { x: number; y: number; fill: string }[] = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      const byte = bytes[(1 + y * 3 + x) % bytes.length] ?? 0
      if (byte % 3 === 0) continue
      const fill = byte % 3 === 1 ? main : accent
      cells.push({ x, y, fill })
      if (x < 2) cells.push({ x: 4 - x, y, fill })
    }
  }
  return (
    <svg
      className="identicon"
      width={size}
      height={size}
      viewBox="0 0 5 5"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="5" height="5" fill={background} />
      {cells.map((cell) => (
        <rect key={`${cell.x}-${cell.y}`} x={cell.x} y={cell.y} width="1.02" height="1.02" fill={cell.fill} />
      ))}
    </svg>
  )
}
