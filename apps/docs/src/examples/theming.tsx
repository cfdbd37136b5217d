// #region example
import type { Airlock } from '@airlock/core'

export function applyBrand(airlock: Airlock, dark: boolean) {
  airlock.setThemeMode(dark ? 'dark' : 'light') // or 'system'
  // Merged into the current variables; a value of undefined removes one.
  airlock.setThemeVariables({
    '--airlock-border-radius-master': '8px',
    '--airlock-modal-width': '400px',
    '--airlock-color-mix': '#7c3aed',
    '--airlock-color-mix-strength': '20',
  })
  // The kit derives readable text (4.5:1 or better) and a tint from the accent.
  airlock.setAccentColor('#7c3aed')
}
// #endregion example
