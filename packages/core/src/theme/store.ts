import { createStore } from 'zustand/vanilla'

/** 'system' follows the visitor's operating system (`prefers-color-scheme`). */
export type ThemeMode = 'light' | 'dark' | 'system'

/**
 * The theme variables (apps/docs/pages/theming.md), plus any colour token (`--airlock-color-<name>`). Each is
 * a CSS value set on the kit's hosts, so it also works from the page's own CSS.
 */
export interface ThemeVariables {
  '--airlock-font-family'?: string | undefined
  '--airlock-font-size-master'?: string | undefined
  '--airlock-border-radius-master'?: string | undefined
  '--airlock-z-index'?: string | number | undefined
  '--airlock-modal-width'?: string | undefined
  /**
   * The accent colour, like the `accentColor` option (which wins): the kit derives readable text on it and a
   * tint. Setting `--airlock-color-accent` instead leaves the contrast to you.
   */
  '--airlock-accent'?: string | undefined
  /**
   * A colour mixed into the backgrounds (bg, bg-2, bg-3) by `--airlock-color-mix-strength` percent, a number
   * from 0 to 100 (`'20'`). Both are read from here, not from page CSS.
   */
  '--airlock-color-mix'?: string | undefined
  '--airlock-color-mix-strength'?: string | undefined
  /** The colour of the QR code's modules (keep it dark: scanners need contrast on the white frame). */
  '--airlock-qr-color'?: string | undefined
  [token: `--airlock-color-${string}`]: string | undefined
}

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** A CSS colour; the kit derives readable text and a tint from it. */
  accentColor: string | undefined
}

/** The theme of one kit instance, changeable at run time. */
export function createThemeStore(initial: Partial<ThemeState> = {}) {
  const store = createStore<ThemeState>(() => ({
    themeMode: initial.themeMode ?? 'light',
    themeVariables: initial.themeVariables ?? {},
    accentColor: initial.accentColor,
  }))
  return Object.assign(store, {
    setThemeMode: (themeMode: ThemeMode) => store.setState({ themeMode }),
    /** Merges into the current variables; a value of undefined removes one. */
    setThemeVariables: (variables: ThemeVariables) =>
      store.setState((s) => ({ themeVariables: { ...s.themeVariables, ...variables } })),
    setAccentColor: (accentColor: string | undefined) => store.setState({ accentColor }),
  })
}

export type ThemeStore = ReturnType<typeof createThemeStore>
