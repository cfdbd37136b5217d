/**
 * SYNC_THEME: the card follows the modal's light or dark mode and its accent, font and radius. Values are set
 * through the CSSOM (allowed under the frame's strict style-src) and only when they look like plain CSS values,
 * so a theme cannot smuggle in a url() that fetches from elsewhere.
 */

export interface ThemeTarget {
  dataset: Record<string, string | undefined>
  style: { setProperty(name: string, value: string): void }
}

/** The kit's variable names (and the w3m ones of the spec) → the card's own. */
const VARIABLES: Readonly<Record<string, string>> = {
  '--airlock-accent': '--accent',
  '--w3m-accent': '--accent',
  '--airlock-font-family': '--font-family',
  '--w3m-font-family': '--font-family',
  '--airlock-border-radius-master': '--radius',
  '--w3m-border-radius-master': '--radius',
}

const SAFE_VALUE = /^[#a-zA-Z0-9 ,.%()'"-]{1,100}$/

export function applyTheme(target: ThemeTarget, payload: Record<string, unknown>) {
  const mode = payload.themeMode
  if (mode === 'light' || mode === 'dark') target.dataset.theme = mode
  const variables = payload.themeVariables
  if (typeof variables !== 'object' || variables === null) return
  for (const [name, value] of Object.entries(variables)) {
    const own = VARIABLES[name]
    if (!own || typeof value !== 'string' || !SAFE_VALUE.test(value) || /url\s*\(/i.test(value)) continue
    target.style.setProperty(own, value)
  }
}
