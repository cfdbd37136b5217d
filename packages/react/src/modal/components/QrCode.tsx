import { type ReactNode, useMemo } from 'react'
import { encode } from 'uqr'

/** Modules of each finder pattern (the three corner squares), drawn as rounded squares instead of dots. */
const FINDER = 7

/**
 * A pairing URI as a QR code (SVG, no inline styles: colours come from the stylesheet). Error correction
 * Q leaves room for a logo over the centre, which is kept clear of dots.
 */
export function QrCode({
  value,
  size = 280,
  label,
  children,
}: {
  value: string
  size?: number
  label: string
  children?: ReactNode
}) {
  const { dots, finders, count } = useMemo(() => layout(value), [value])
  return (
    <div className="qr" data-testid="wc-qr" data-uri={value}>
      <svg width={size} height={size} viewBox={`0 0 ${count} ${count}`} role="img" aria-label={label}>
        <rect className="qr-bg" x={-2} y={-2} width={count + 4} height={count + 4} rx={2} />
        {finders.map(([x, y]) => (
          <g key={`${x}:${y}`} className="qr-finder">
            <rect
              x={x + 0.5}
              y={y + 0.5}
              width={FINDER - 1}
              height={FINDER - 1}
              rx={1.6}
              fill="none"
              strokeWidth={1}
            />
            <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} />
          </g>
        ))}
        {dots.map(([x, y]) => (
          <circle key={`${x}:${y}`} className="qr-dot" cx={x + 0.5} cy={y + 0.5} r={0.42} />
        ))}
      </svg>
      {children && <div className="qr-logo">{children}</div>}
    </div>
  )
}

function layout(value: string) {
  const { data, size: count } = encode(value, { ecc: 'Q', border: 0 })
  // About a fifth of the code, odd-sized so it stays centred, is left for the logo.
  let hole = Math.floor(count * 0.22)
  if (hole % 2 === 0) hole += 1
  const start = (count - hole) / 2
  const inFinder = (x: number, y: number) =>
    (x < FINDER && y < FINDER) || (x >= count - FINDER && y < FINDER) || (x < FINDER && y >= count - FINDER)
  const inHole = (x: number, y: number) => x >= start && x < start + hole && y >= start && y < start + hole
  const dots: [number, number][] = []
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on && !inFinder(x, y) && !inHole(x, y)) dots.push([x, y])
    })
  })
  const finders: [number, number][] = [
    [0, 0],
    [count - FINDER, 0],
    [0, count - FINDER],
  ]
  return { dots, finders, count }
}
