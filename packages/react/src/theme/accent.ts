/** A colour as sRGB channels 0-255 and an alpha 0-1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** The two inks the kit puts on an accent; pure black is the fallback for mid-tones that neither serves. */
export const LIGHT_INK = '#ffffff'
export const DARK_INK = '#0b0d12'
/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5

/**
 * Reads a hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`) or `rgb()`/`rgba()` colour; undefined for any other
 * syntax (the browser resolves those, see `resolveColor`).
 *
 * @example
 * parseColor('#3461f5') // { r: 52, g: 97, b: 245, a: 1 }
 */
export function parseColor(css: string): Rgba | undefined {
  const value = css.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
    const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16)
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 }
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)?.[1]
  if (!fn) return undefined
  const parts = fn.split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3 || parts.length > 4) return undefined
  const numbers = parts.map((part, i) => {
    const n = Number.parseFloat(part)
    if (Number.isNaN(n)) return Number.NaN
    if (part.endsWith('%')) return i < 3 ? (n / 100) * 255 : n / 100
    return n
  })
  if (numbers.some(Number.isNaN)) return undefined
  const [r, g, b, a = 1] = numbers as [number, number, number, number?]
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n))
  return { r: clamp(r, 255), g: clamp(g, 255), b: clamp(b, 255), a: clamp(a, 1) }
}

/**
 * Any CSS colour the browser knows (names, `hsl()`, `oklch()`…) as sRGB, painted on a 1×1 canvas; the plain
 * syntaxes skip the canvas. Undefined when the browser does not accept the value as a colour.
 */
export function resolveColor(css: string, doc: Document | undefined): Rgba | undefined {
  const parsed = parseColor(css)
  if (parsed || !doc || !globalThis.CSS?.supports('color', css)) return parsed
  const context = doc.createElement('canvas').getContext('2d', { willReadFrequently: true })
  if (!context) return undefined
  context.fillStyle = css
  context.fillRect(0, 0, 1, 1)
  const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(0, 0, 1, 1).data
  return { r, g, b, a: a / 255 }
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/**
 * The WCAG 2 contrast ratio (1 to 21) of two opaque colours.
 *
 * @example
 * contrastRatio(parseColor('#fff')!, parseColor('#000')!) // 21
 */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/**
 * The text colour for labels on an accent background: white or the kit's near-black, whichever reads better.
 * A mid-tone where neither reaches 4.5:1 gets pure black (white or black always does).
 *
 * @example
 * inkOn(parseColor('#3461f5')!) // '#ffffff'
 * inkOn(parseColor('#ffd400')!) // '#0b0d12'
 */
export function inkOn(accent: Rgba): string {
  const onWhite = contrastRatio(accent, parseColor(LIGHT_INK) as Rgba)
  const onDark = contrastRatio(accent, parseColor(DARK_INK) as Rgba)
  if (Math.max(onWhite, onDark) >= MIN_CONTRAST) return onWhite >= onDark ? LIGHT_INK : DARK_INK
  return onWhite >= contrastRatio(accent, { r: 0, g: 0, b: 0, a: 1 }) ? LIGHT_INK : '#000000'
}

const mixRgba = (from: Rgba, to: Rgba, amount: number): Rgba => ({
  r: from.r + (to.r - from.r) * amount,
  g: from.g + (to.g - from.g) * amount,
  b: from.b + (to.b - from.b) * amount,
  a: 1,
})

/**
 * The accent as text: the accent itself when it reads at 4.5:1 on every background given, else the accent moved
 * toward `fg` in 1% steps until it does; when even fg does not read (a dapp's dark bg with the light mode's
 * fg), toward white or black, whichever stands out on the first background.
 */
export function readableText(accent: Rgba, fg: Rgba, backgrounds: readonly Rgba[]): Rgba {
  const [first = fg] = backgrounds
  const white: Rgba = { r: 255, g: 255, b: 255, a: 1 }
  const black: Rgba = { r: 0, g: 0, b: 0, a: 1 }
  const extreme = contrastRatio(white, first) >= contrastRatio(black, first) ? white : black
  for (const target of [fg, extreme])
    for (let step = 0; step <= 100; step++) {
      // Judged as it will be written (a hex rounds each channel), so the shipped colour is the one that passes.
      const candidate = step === 0 ? accent : (parseColor(toHex(mixRgba(accent, target, step / 100))) as Rgba)
      if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= MIN_CONTRAST)) return candidate
    }
  return extreme
}

/** The backgrounds and text colour the accent is judged against, in one theme mode. */
export interface AccentSurface {
  fg: Rgba
  bg: Rgba
  bg2: Rgba
}

/** How strongly the tint of selected rows and badges shows the accent, per mode (as the default tints). */
export const TINT_PERCENT = { light: 10, dark: 16 } as const

/**
 * The colour tokens an accent sets: the accent, readable text on it, a tint, and the accent as readable text on
 * the kit's backgrounds (and on the tint). `css` is kept as given for the accent and the tint (`color-mix`, so
 * colours outside sRGB stay as the dapp wrote them).
 *
 * @example
 * accentTokens('#ffd400', parseColor('#ffd400')!, surface, 'light')
 * // { '--airlock-color-accent': '#ffd400', '--airlock-color-accent-fg': '#0b0d12', … }
 */
export function accentTokens(
  css: string,
  accent: Rgba,
  surface: AccentSurface,
  mode: keyof typeof TINT_PERCENT,
): Record<string, string> {
  const solid = over(accent, surface.bg)
  const tint = over({ ...solid, a: TINT_PERCENT[mode] / 100 }, surface.bg)
  const text = readableText(solid, surface.fg, [surface.bg, surface.bg2, tint])
  return {
    '--airlock-color-accent': css,
    '--airlock-color-accent-fg': inkOn(solid),
    '--airlock-color-accent-tint': `color-mix(in srgb, ${css} ${TINT_PERCENT[mode]}%, transparent)`,
    '--airlock-color-accent-text': text === solid && accent.a === 1 ? css : toHex(text),
  }
}
