// #region example
import { useAirlockTheme } from '@airlock/react'

export function ThemeControls() {
  const {
    themeMode,
    resolvedThemeMode,
    accentColor,
    setThemeMode,
    setThemeVariables,
    setAccentColor,
  } = useAirlockTheme()
  return (
    <fieldset>
      <legend>
        Theme: {themeMode} (showing {resolvedThemeMode})
      </legend>
      <select
        value={themeMode}
        onChange={(e) => setThemeMode(e.target.value as typeof themeMode)}
      >
        <option value="light">Light</option>
        <option value="dark">Dark</option>
        <option value="system">System</option>
      </select>
      <input
        type="color"
        aria-label="Accent colour"
        value={accentColor ?? '#3461f5'}
        onChange={(e) => setAccentColor(e.target.value)}
      />
      <button type="button" onClick={() => setAccentColor(undefined)}>
        Default accent
      </button>
      <button
        type="button"
        onClick={() =>
          setThemeVariables({ '--airlock-border-radius-master': '0px' })
        }
      >
        Square corners
      </button>
    </fieldset>
  )
}
// #endregion example
