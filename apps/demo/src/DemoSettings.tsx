import type { AirlockLocale, ThemeMode } from '@airlock/core'
import { useAirlockLocale, useAirlockTheme } from '@airlock/react'
import { useLayoutEffect } from 'react'
import { demoLocaleNames } from './config.ts'

const THEMES: readonly { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
  { mode: 'system', label: 'System' },
]

/** The header's theme and language pickers; both switch the kit at run time, the page following the theme. */
export function DemoSettings() {
  const { themeMode, resolvedThemeMode, setThemeMode } = useAirlockTheme()
  const { locale, loading, setLocale } = useAirlockLocale()

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolvedThemeMode
  }, [resolvedThemeMode])

  return (
    <div className="settings">
      <label className="picker">
        Theme
        <select
          value={themeMode}
          onChange={(event) => setThemeMode(event.currentTarget.value as ThemeMode)}
          data-testid="theme-select"
        >
          {THEMES.map(({ mode, label }) => (
            <option key={mode} value={mode}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="picker">
        Language
        <select
          // The locale asked for while its texts load (the kit keeps the old ones on screen until then).
          value={loading ?? locale}
          onChange={(event) => void setLocale(event.currentTarget.value as AirlockLocale)}
          data-testid="locale-select"
        >
          {Object.entries(demoLocaleNames).map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
