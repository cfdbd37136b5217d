import type { Airlock, LocaleInput, PayRequest, ThemeMode, ThemeVariables } from '@airlock/core'

/** What the demo exposes as `window.airlockDemo`: the browser tests switch theme and language through it. */
export interface AirlockDemoControls {
  setThemeMode(mode: ThemeMode): void
  /** Resolves once the new texts are on screen. */
  setLocale(locale: LocaleInput): Promise<void>
  /** A CSS colour, or undefined for the kit's own accent. */
  setAccentColor(color: string | undefined): void
  /** Merges theme variables (undefined removes one). */
  setThemeVariables(variables: ThemeVariables): void
  /**
   * The kit's own log (its internal failures): a failing browser test prints it to say why. Loaded on call, so
   * the log's code stays off the page load as in any dapp.
   */
  readLog(): Promise<readonly string[]>
  /**
   * `airlock.pay(request)`, settled as data a test can read: the result, or the typed error's name and short
   * message (a test pays an intent a second time, or after it expired, and reads why the kit refused).
   */
  pay(
    request: PayRequest,
  ): Promise<{ paid: true; transactionHash: string } | { paid: false; name: string; message: string }>
}

declare global {
  interface Window {
    airlockDemo?: AirlockDemoControls
  }
}

/**
 * Puts the kit's run-time theme and language setters on `window.airlockDemo` (a test calls
 * `page.evaluate(() => window.airlockDemo?.setThemeMode('dark'))`).
 */
export function exposeDemoControls(airlock: Airlock): void {
  window.airlockDemo = {
    setThemeMode: (mode) => airlock.setThemeMode(mode),
    setLocale: (locale) => airlock.setLocale(locale),
    setAccentColor: (color) => airlock.setAccentColor(color),
    setThemeVariables: (variables) => airlock.setThemeVariables(variables),
    readLog: () => import('./readKitLog').then(({ readDemoKitLog }) => readDemoKitLog(airlock)),
    pay: (request) =>
      airlock.pay(request).then(
        (result) => ({ paid: true as const, transactionHash: result.transactionHash }),
        (error: { name?: string; shortMessage?: string; message?: string }) => ({
          paid: false as const,
          name: error.name ?? 'Error',
          message: error.shortMessage ?? error.message ?? String(error),
        }),
      ),
  }
}

/** The mode the page paints for `mode`: 'system' is the visitor's OS setting. */
export function resolvePageTheme(mode: ThemeMode): 'light' | 'dark' {
  if (mode !== 'system') return mode
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
