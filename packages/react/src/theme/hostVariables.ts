import type { ThemeState } from '@airlock/core'
import { type AccentSurface, accentTokens, type Rgba } from './accent.ts'

export { resolveColor } from './accent.ts'

import { type ColorToken, themeColors } from './tokens.ts'

export type ResolvedThemeMode = keyof typeof themeColors

const MIXED = ['bg', 'bg-2', 'bg-3'] as const

/**
 * The custom properties a kit host carries for a theme: the dapp's variables, the tokens its accent colour
 * implies, and the backgrounds `--airlock-color-mix` tints. `resolve` turns a CSS colour into sRGB (undefined
 * when it cannot, e.g. a `var()`: those are passed on untouched, nothing is derived from them).
 *
 * @example
 * hostVariables({ themeVariables: {}, accentColor: '#ffd400' }, 'light', parseColor)
 * // { '--airlock-color-accent': '#ffd400', '--airlock-color-accent-fg': '#0b0d12', … }
 */
export function hostVariables(
  theme: Pick<ThemeState, 'themeVariables' | 'accentColor'>,
  mode: ResolvedThemeMode,
  resolve: (css: string) => Rgba | undefined,
): Record<string, string> {
  const given: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme.themeVariables))
    if (value !== undefined && value !== '') given[name] = String(value)

  const color = (token: ColorToken) => given[`--airlock-color-${token}`] ?? themeColors[mode][token]
  const rgb = (token: ColorToken) => resolve(color(token)) ?? (resolve(themeColors[mode][token]) as Rgba)

  const mixed: Record<string, string> = {}
  const surfaceOf: Partial<Record<ColorToken, Rgba>> = {}
  const mix = given['--airlock-color-mix']
  const strength = Number.parseFloat(given['--airlock-color-mix-strength'] ?? '0')
  const mixRgb = mix ? resolve(mix) : undefined
  if (mix && strength > 0) {
    const share = Math.min(100, strength)
    for (const token of MIXED) {
      mixed[`--airlock-color-${token}`] = `color-mix(in srgb, ${mix} ${share}%, ${color(token)})`
      if (mixRgb) surfaceOf[token] = blend(rgb(token), mixRgb, share / 100)
    }
  }

  const accentCss = theme.accentColor ?? given['--airlock-accent']
  const accent = accentCss ? resolve(accentCss) : undefined
  const derived: Record<string, string> = {}
  if (accentCss && accent) {
    const surface: AccentSurface = {
      fg: rgb('fg'),
      bg: surfaceOf.bg ?? rgb('bg'),
      bg2: surfaceOf['bg-2'] ?? rgb('bg-2'),
    }
    // A token the dapp set itself stays theirs ("you own the contrast").
    for (const [name, value] of Object.entries(accentTokens(accentCss, accent, surface, mode)))
      if (!(name in given)) derived[name] = value
  }
  return { ...given, ...derived, ...mixed }
}

function blend(base: Rgba, mix: Rgba, share: number): Rgba {
  const channel = (b: number, m: number) => b + (m - b) * share
  return { r: channel(base.r, mix.r), g: channel(base.g, mix.g), b: channel(base.b, mix.b), a: 1 }
}
