import type { ThemeMode } from '@airlock/core'
import { useLayoutEffect, useState } from 'react'
import type { ResolvedThemeMode } from './hostVariables.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches
}

/**
 * The mode the kit paints: 'system' becomes the visitor's OS setting and follows it when it changes (the
 * listener lives only while the mode is 'system'). On the server, 'system' renders light.
 */
export function useResolvedThemeMode(mode: ThemeMode): ResolvedThemeMode {
  const [systemDark, setSystemDark] = useState(() => mode === 'system' && systemPrefersDark())
  // A layout effect: a switch to 'system' on a dark OS never paints a light frame first.
  useLayoutEffect(() => {
    if (mode !== 'system' || typeof matchMedia !== 'function') return
    const media = matchMedia(DARK_QUERY)
    const update = () => setSystemDark(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [mode])
  return mode === 'system' ? (systemDark ? 'dark' : 'light') : mode
}
