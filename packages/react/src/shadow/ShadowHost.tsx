import type { ThemeMode, ThemeVariables } from '@airlock/core'
import { createElement, type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { tokensCss } from '../theme/tokens.ts'
import { ensureFont } from './font.ts'

export interface ShadowHostProps {
  /** Custom element name of the host, e.g. `airlock-button`. */
  tag: string
  /** Component CSS; adopted as constructable stylesheets (nothing a strict CSP would block). */
  css: string
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  children: ReactNode
  hostProps?: Record<string, string | undefined>
}

/** Renders children inside an open shadow root so page CSS cannot reach in and ours cannot leak out. */
export function ShadowHost({
  tag,
  css,
  themeMode,
  themeVariables,
  children,
  hostProps,
}: ShadowHostProps): ReactElement {
  const airlock = useAirlockInstance()
  // The shadow tree inherits direction from the host; `lang` picks fonts and hyphenation, and tells screen readers.
  const locale = useStoreValue(airlock.i18n, (s) => s.locale)
  const dir = useStoreValue(airlock.i18n, (s) => s.dir)
  const hostRef = useRef<HTMLElement>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(tokensCss + css)
    shadow.adoptedStyleSheets = [sheet]
    ensureFont(host.ownerDocument)
    setRoot(shadow)
  }, [css])

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host || !themeVariables) return
    for (const [name, value] of Object.entries(themeVariables)) if (value) host.style.setProperty(name, value)
  }, [themeVariables])

  return createElement(
    tag,
    { ref: hostRef, 'data-theme': themeMode ?? 'light', lang: locale, dir, ...hostProps },
    root ? createPortal(children, root) : null,
  )
}
