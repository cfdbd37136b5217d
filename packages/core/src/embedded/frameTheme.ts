import type { AirlockContext } from '../context.ts'
import type { ThemeState, ThemeVariables } from '../theme/store.ts'
import type { FrameClient } from './types.ts'

function systemDarkQuery(): MediaQueryList | undefined {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined
}

/**
 * What SYNC_THEME tells the frame: a light or dark mode, and every variable the dapp set, the accent colour
 * among them (the `accentColor` option wins over `--airlock-accent`, as in the modal). The frame keeps only
 * the ones its card draws with and derives the rest (readable text on the accent) itself.
 */
export function framePayloadOf(theme: ThemeState): {
  themeMode: 'light' | 'dark'
  themeVariables: ThemeVariables
} {
  const themeMode =
    theme.themeMode === 'system' ? (systemDarkQuery()?.matches ? 'dark' : 'light') : theme.themeMode
  const themeVariables: ThemeVariables = {}
  // A variable removed at run time is sent as absent, so the frame drops it too.
  for (const [name, value] of Object.entries(theme.themeVariables) as [keyof ThemeVariables, unknown][])
    if (value !== undefined && value !== '') themeVariables[name] = String(value)
  if (theme.accentColor) themeVariables['--airlock-accent'] = theme.accentColor
  return { themeMode, themeVariables }
}

/**
 * The frame's card (Approve, sign-in) follows the modal's theme as it changes at run time: the mode (the
 * visitor's system setting resolved for 'system'), the variables and the accent colour. The frame client
 * replays the last one after a reload. Returns the function that stops following.
 */
export function followTheme(ctx: AirlockContext, client: FrameClient): () => void {
  const send = () => void client.request('SYNC_THEME', framePayloadOf(ctx.theme.getState())).catch(() => {})
  const stopTheme = ctx.theme.subscribe(send)
  const query = systemDarkQuery()
  const onSystemChange = () => {
    if (ctx.theme.getState().themeMode === 'system') send()
  }
  query?.addEventListener('change', onSystemChange)
  // Returned for the kit's destroy(): the query's listener would otherwise outlive the kit with the page.
  return () => {
    stopTheme()
    query?.removeEventListener('change', onSystemChange)
  }
}
