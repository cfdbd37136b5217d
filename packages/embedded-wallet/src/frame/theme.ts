/**
 * SYNC_THEME: the card follows the modal's light or dark mode and the dapp's theme variables: the accent (and
 * the text on it), font, font size, radius and the background, text and border colours. Each SYNC_THEME is the
 * whole theme: a variable it no longer carries goes back to the card's own value. Values are set through the
 * CSSOM (allowed under the frame's strict style-src) and only when they look like plain CSS values, so a theme
 * cannot smuggle in a url() that fetches from elsewhere.
 */

export interface ThemeTarget {
  dataset: Record<string, string | undefined>
  style: { setProperty(name: string, value: string): void; removeProperty(name: string): string }
}

/**
 * The kit's variable names (and the w3m ones the kit also reads) → the card's own. Where several set one, the
 * later name wins: `--airlock-color-accent` over `--airlock-accent`, as in the modal.
 */
const VARIABLES: readonly (readonly [string, string])[] = [
  ['--w3m-accent', '--accent'],
  ['--airlock-accent', '--accent'],
  ['--airlock-color-accent', '--accent'],
  ['--airlock-color-accent-fg', '--on-accent'],
  ['--w3m-font-family', '--font-family'],
  ['--airlock-font-family', '--font-family'],
  ['--w3m-font-size-master', '--font-size-master'],
  ['--airlock-font-size-master', '--font-size-master'],
  ['--w3m-border-radius-master', '--radius'],
  ['--airlock-border-radius-master', '--radius'],
  ['--airlock-color-bg', '--bg'],
  ['--airlock-color-bg-2', '--surface'],
  ['--airlock-color-fg', '--text'],
  ['--airlock-color-fg-2', '--muted'],
  ['--airlock-color-border', '--border'],
]

/** Every property of the card a theme may set: each SYNC_THEME clears the ones it does not set. */
const OWN = [...new Set(VARIABLES.map(([, own]) => own))]

const SAFE_VALUE = /^[#a-zA-Z0-9 ,.%()'"/-]{1,100}$/

const isSafe = (value: unknown): value is string =>
  typeof value === 'string' && SAFE_VALUE.test(value) && !/url\s*\(/i.test(value)

export function applyTheme(target: ThemeTarget, payload: Record<string, unknown>) {
  const mode = payload.themeMode
  if (mode === 'light' || mode === 'dark') target.dataset.theme = mode
  const given = payload.themeVariables
  const variables = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>
  const values = new Map<string, string>()
  for (const [name, own] of VARIABLES) {
    const value = variables[name]
    if (isSafe(value)) values.set(own, value)
  }
  for (const own of OWN) {
    const value = values.get(own)
    if (value === undefined) target.style.removeProperty(own)
    else target.style.setProperty(own, value)
  }
}
