import { type ReactNode, useMemo } from 'react'
import { encode, QrCodeDataType } from 'uqr'

/** Modules of each finder pattern (the three corner squares), drawn as rounded squares instead of dots. */
const FINDER = 7
/**
 * Modules of each alignment pattern, also drawn solid: scanners find these by their ring, which dots break
 * up (jsQR, for one, cannot read the code when they are dots).
 */
const ALIGNMENT = 5

/**
 * A pairing URI or an address as a QR code (SVG, no inline styles: colours come from the stylesheet). Error
 * correction Q leaves room for a logo over the centre, which is kept clear of dots.
 */
export function QrCode({
  value,
  size = 280,
  label,
  testId = 'wc-qr',
  children,
}: {
  value: string
  size?: number
  label: string
  testId?: string
  children?: ReactNode
}) {
  const { dots, finders, alignments, count } = useMemo(() => qrLayout(value), [value])
  return (
    <div className="qr" data-testid={testId} data-uri={value}>
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
        {alignments.map(([x, y]) => (
          <g key={`${x}:${y}`} className="qr-finder">
            <rect
              x={x + 0.5}
              y={y + 0.5}
              width={ALIGNMENT - 1}
              height={ALIGNMENT - 1}
              rx={1.2}
              fill="none"
              strokeWidth={1}
            />
            <rect x={x + 2} y={y + 2} width={1} height={1} rx={0.3} />
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

/** Where the finder, alignment and data modules of `value`'s code go, the logo's square left clear. */
export function qrLayout(value: string) {
  const { data, types, size: count } = encode(value, { ecc: 'Q', border: 0 })
  // About a fifth of the code, odd-sized so it stays centred, is left for the logo.
  let hole = Math.floor(count * 0.22)
  if (hole % 2 === 0) hole += 1
  const start = (count - hole) / 2
  const inFinder = (x: number, y: number) =>
    (x < FINDER && y < FINDER) || (x >= count - FINDER && y < FINDER) || (x < FINDER && y >= count - FINDER)
  const inHole = (x: number, y: number) => x >= start && x < start + hole && y >= start && y < start + hole
  const isAlignment = (x: number, y: number) => types[y]?.[x] === QrCodeDataType.Alignment
  // Top-left corners of the alignment patterns clear of the logo (one under the logo stays hidden).
  const alignments: [number, number][] = []
  const overlapsHole = (x: number, y: number) =>
    x < start + hole && x + ALIGNMENT > start && y < start + hole && y + ALIGNMENT > start
  types.forEach((row, y) => {
    row.forEach((_, x) => {
      const corner = isAlignment(x, y) && !isAlignment(x - 1, y) && !isAlignment(x, y - 1)
      if (corner && !overlapsHole(x, y)) alignments.push([x, y])
    })
  })
  const inAlignment = (x: number, y: number) =>
    alignments.some(([ax, ay]) => x >= ax && x < ax + ALIGNMENT && y >= ay && y < ay + ALIGNMENT)
  const dots: [number, number][] = []
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on && !inFinder(x, y) && !inHole(x, y) && !inAlignment(x, y)) dots.push([x, y])
    })
  })
  const finders: [number, number][] = [
    [0, 0],
    [count - FINDER, 0],
    [0, count - FINDER],
  ]
  return { dots, finders, alignments, count }
}
