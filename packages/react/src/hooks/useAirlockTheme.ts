import type { ThemeMode, ThemeVariables } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import type { ResolvedThemeMode } from '../theme/hostVariables.ts'
import { useResolvedThemeMode } from '../theme/useResolvedThemeMode.ts'
import { useStoreValue } from './useStoreValue.ts'

export interface AirlockThemeState {
  /** The mode chosen: 'light', 'dark' or 'system'. */
  themeMode: ThemeMode
  /** The mode on screen: 'system' resolved from the visitor's OS (`prefers-color-scheme`), followed live. */
  resolvedThemeMode: ResolvedThemeMode
  /** The theme variables set (`--airlock-*`, any `--airlock-color-<name>` too): see apps/docs/pages/theming.md. */
  themeVariables: ThemeVariables
  /** The accent colour set, if any; the kit derives readable text on it and a tint. */
  accentColor: string | undefined
  setThemeMode: (mode: ThemeMode) => void
  /** Merges into the current variables; a value of undefined removes one. */
  setThemeVariables: (variables: ThemeVariables) => void
  /** A CSS colour, or undefined for the kit's own accent. */
  setAccentColor: (color: string | undefined) => void
}

/**
 * The kit's theme, and setters that change it at run time (the modal and the button follow at once).
 *
 * @example
 * function ThemeToggle() {
 *   const { resolvedThemeMode, setThemeMode, setAccentColor } = useAirlockTheme()
 *   return (
 *     <>
 *       <button onClick={() => setThemeMode(resolvedThemeMode === 'dark' ? 'light' : 'dark')}>Toggle theme</button>
 *       <button onClick={() => setAccentColor('#ffd400')}>Yellow accent</button>
 *     </>
 *   )
 * }
 */
export function useAirlockTheme(): AirlockThemeState {
  const airlock = useAirlockInstance()
  const themeMode = useStoreValue(airlock.theme, (s) => s.themeMode)
  const themeVariables = useStoreValue(airlock.theme, (s) => s.themeVariables)
  const accentColor = useStoreValue(airlock.theme, (s) => s.accentColor)
  const resolvedThemeMode = useResolvedThemeMode(themeMode)
  return useMemo(
    () => ({
      themeMode,
      resolvedThemeMode,
      themeVariables,
      accentColor,
      setThemeMode: airlock.theme.setThemeMode,
      setThemeVariables: airlock.theme.setThemeVariables,
      setAccentColor: airlock.theme.setAccentColor,
    }),
    [airlock, themeMode, resolvedThemeMode, themeVariables, accentColor],
  )
}
