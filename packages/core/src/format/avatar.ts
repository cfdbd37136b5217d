/** Number of tints in an address avatar, each 15% lighter than the last. */
export const AVATAR_TINTS = 5
export const AVATAR_TINT_STEP = 0.15

/** The avatar colours of an address: its first six hex digits as a base colour, then lighter tints. */
export function avatarColors(address: string): string[] {
  const hex = address
    .toLowerCase()
    .replace(/^0x/, '')
    .replace(/[^0-9a-f]/g, '')
  const base = hex.padEnd(6, '0').slice(0, 6)
  const rgb = [0, 2, 4].map((i) => Number.parseInt(base.slice(i, i + 2), 16))
  return Array.from({ length: AVATAR_TINTS }, (_, step) => {
    const t = step * AVATAR_TINT_STEP
    const [r, g, b] = rgb.map((c) => Math.round(c + (255 - c) * t))
    return `rgb(${r}, ${g}, ${b})`
  })
}
