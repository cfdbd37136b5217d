import { describe, expect, it } from 'vitest'
import {
  accentTokens,
  contrastRatio,
  DARK_INK,
  inkOn,
  LIGHT_INK,
  MIN_CONTRAST,
  parseColor,
  type Rgba,
  readableText,
} from './accent.ts'
import { themeColors } from './tokens.ts'

const rgb = (css: string) => parseColor(css) as Rgba
const surface = (mode: 'light' | 'dark') => ({
  fg: rgb(themeColors[mode].fg),
  bg: rgb(themeColors[mode].bg),
  bg2: rgb(themeColors[mode]['bg-2']),
})

describe('parseColor', () => {
  it('reads hex in its four lengths and rgb()/rgba() in comma and space syntax', () => {
    expect(parseColor('#3461f5')).toEqual({ r: 52, g: 97, b: 245, a: 1 })
    expect(parseColor('#FFF')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 136 / 255 })
    expect(parseColor('#ff000080')?.a).toBeCloseTo(0.5, 2)
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 })
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 })
    expect(parseColor('rgb(100% 0% 0% / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 })
  })

  it('leaves other syntaxes to the browser', () => {
    for (const css of ['red', 'hsl(0 100% 50%)', 'var(--x)', '#12345', 'rgb(1, 2)', 'rgb(a, b, c)'])
      expect(parseColor(css)).toBeUndefined()
  })
})

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5)
    expect(contrastRatio(rgb('#fff'), rgb('#000'))).toBeCloseTo(21, 5)
    expect(contrastRatio(rgb('#3461f5'), rgb('#3461f5'))).toBe(1)
  })
})

describe('inkOn', () => {
  it('picks white on a dark accent and the near-black ink on a light one', () => {
    expect(inkOn(rgb('#3461f5'))).toBe(LIGHT_INK)
    expect(inkOn(rgb('#ffd400'))).toBe(DARK_INK)
    expect(inkOn(rgb('#5b82ff'))).toBe(DARK_INK)
  })

  it('reaches 4.5:1 on every grey and hue, falling back to pure black on mid-tones', () => {
    const samples: Rgba[] = []
    for (let v = 0; v <= 255; v += 5) samples.push({ r: v, g: v, b: v, a: 1 })
    for (let h = 0; h < 360; h += 15)
      for (const l of [0.3, 0.45, 0.5, 0.55, 0.7]) samples.push(rgb(hslToHex(h, 0.9, l)))
    for (const accent of samples)
      expect(contrastRatio(accent, rgb(inkOn(accent)))).toBeGreaterThanOrEqual(4.5)
    // A grey where neither ink reaches 4.5:1: black does.
    const mid = { r: 120, g: 120, b: 120, a: 1 }
    expect(contrastRatio(mid, rgb(LIGHT_INK))).toBeLessThan(MIN_CONTRAST)
    expect(contrastRatio(mid, rgb(DARK_INK))).toBeLessThan(MIN_CONTRAST)
    expect(inkOn(mid)).toBe('#000000')
  })
})

describe('readableText', () => {
  it('keeps an accent that already reads and moves a pale one toward fg until it reaches 4.5:1', () => {
    const { fg, bg, bg2 } = surface('light')
    const blue = rgb('#1d4ed8')
    expect(readableText(blue, fg, [bg, bg2])).toBe(blue)
    const yellow = rgb('#ffd400')
    const text = readableText(yellow, fg, [bg, bg2])
    expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST)
    expect(contrastRatio(text, bg2)).toBeGreaterThanOrEqual(MIN_CONTRAST)
    // Only as far as needed: it stays a dark yellow, not fg.
    expect(contrastRatio(text, bg2)).toBeLessThan(4.8)
    expect(text.r).toBeGreaterThan(text.b + 40)
  })
})

describe('accentTokens', () => {
  it('derives fg, a color-mix tint and readable text for a light accent in each mode', () => {
    const light = accentTokens('#ffd400', rgb('#ffd400'), surface('light'), 'light')
    expect(light).toMatchObject({
      '--airlock-color-accent': '#ffd400',
      '--airlock-color-accent-fg': DARK_INK,
      '--airlock-color-accent-tint': 'color-mix(in srgb, #ffd400 10%, transparent)',
    })
    const lightText = rgb(light['--airlock-color-accent-text'] as string)
    expect(contrastRatio(lightText, surface('light').bg)).toBeGreaterThanOrEqual(MIN_CONTRAST)
    // Yellow reads on the dark bg as it is.
    const dark = accentTokens('#ffd400', rgb('#ffd400'), surface('dark'), 'dark')
    expect(dark['--airlock-color-accent-text']).toBe('#ffd400')
    expect(dark['--airlock-color-accent-tint']).toBe('color-mix(in srgb, #ffd400 16%, transparent)')
  })

  it('keeps a CSS colour as written where nothing had to change', () => {
    const tokens = accentTokens('rebeccapurple', rgb('#663399'), surface('light'), 'light')
    expect(tokens['--airlock-color-accent']).toBe('rebeccapurple')
    expect(tokens['--airlock-color-accent-text']).toBe('rebeccapurple')
    expect(tokens['--airlock-color-accent-fg']).toBe(LIGHT_INK)
  })

  it('matches the default tokens for the default accents', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { accent } = themeColors[mode]
      const tokens = accentTokens(accent, rgb(accent), surface(mode), mode)
      expect(tokens['--airlock-color-accent-fg']).toBe(themeColors[mode]['accent-fg'])
      expect(tokens['--airlock-color-accent-text']).toBe(themeColors[mode]['accent-text'])
    }
  })
})

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return `#${[f(0), f(8), f(4)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
