import type { ThemeMode } from '@airlock/core'
import { useSyncExternalStore } from 'react'
import type { ResolvedThemeMode } from './hostVariables.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const hasMatchMedia = () => typeof matchMedia === 'function'

function subscribeToScheme(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {}
  const media = matchMedia(DARK_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}
const systemPrefersDark = () => hasMatchMedia() && matchMedia(DARK_QUERY).matches
const ignore = () => () => {}
const never = () => false

/**
 * The mode the kit paints: 'system' becomes the visitor's OS setting and follows it when it changes (the
 * `change` listener is attached after mount, and only while the mode is 'system'). The server renders 'system'
 * as light; hydration starts from that and re-renders with the OS setting, so no attribute is left mismatched.
 */
export function useResolvedThemeMode(mode: ThemeMode): ResolvedThemeMode {
  const system = mode === 'system'
  const dark = useSyncExternalStore(
    system ? subscribeToScheme : ignore,
    system ? systemPrefersDark : never,
    never,
  )
  return system ? (dark ? 'dark' : 'light') : mode
}
