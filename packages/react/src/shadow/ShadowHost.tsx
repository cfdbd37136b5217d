import type { ThemeState } from '@airlock/core'
import { createElement, type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { tokensCss } from '../theme/tokens.ts'
import { useResolvedThemeMode } from '../theme/useResolvedThemeMode.ts'
import { ensureFont } from './font.ts'

export interface ShadowHostProps {
  /** Custom element name of the host, e.g. `airlock-button`. */
  tag: string
  /** Component CSS; adopted as constructable stylesheets (nothing a strict CSP would block). */
  css: string
  children: ReactNode
  hostProps?: Record<string, string | undefined>
}

/**
 * Renders children inside an open shadow root so page CSS cannot reach in and ours cannot leak out. The host
 * carries the kit's theme (`airlock.theme`, changeable at run time) as `data-theme` and custom properties.
 */
export function ShadowHost({ tag, css, children, hostProps }: ShadowHostProps): ReactElement {
  const airlock = useAirlockInstance()
  // The shadow tree inherits direction from the host; `lang` picks fonts and hyphenation, and tells screen readers.
  const locale = useStoreValue(airlock.i18n, (s) => s.locale)
  const dir = useStoreValue(airlock.i18n, (s) => s.dir)
  const themeMode = useStoreValue(airlock.theme, (s) => s.themeMode)
  const themeVariables = useStoreValue(airlock.theme, (s) => s.themeVariables)
  const accentColor = useStoreValue(airlock.theme, (s) => s.accentColor)
  const mode = useResolvedThemeMode(themeMode)
  const hostRef = useRef<HTMLElement>(null)
  // The properties this host set last time: one the theme no longer has is removed, not left behind.
  const applied = useRef<ReadonlySet<string>>(new Set())
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

  // CSSOM writes, not a style attribute: a strict CSP (style-src without 'unsafe-inline') allows them.
  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const apply = (variables: Record<string, string>) => {
      for (const name of applied.current) if (!(name in variables)) host.style.removeProperty(name)
      for (const [name, value] of Object.entries(variables)) host.style.setProperty(name, value)
      applied.current = new Set(Object.keys(variables))
    }
    const given = givenVariables(themeVariables)
    apply(given)
    if (!derivesColors(given, accentColor)) return
    // Deriving readable colours from an accent or a colour mix is a chunk of its own: page load stays as it
    // was for the dapps that set neither, and the ones that do see their colours a frame later.
    let current = true
    void import('../theme/hostVariables.ts').then(({ hostVariables, resolveColor }) => {
      if (current)
        apply(
          hostVariables({ themeVariables, accentColor }, mode, (color) =>
            resolveColor(color, host.ownerDocument),
          ),
        )
    })
    return () => {
      current = false
    }
  }, [themeVariables, accentColor, mode])

  return createElement(
    tag,
    { ref: hostRef, 'data-theme': mode, lang: locale, dir, ...hostProps },
    root ? createPortal(children, root) : null,
  )
}

/** The dapp's variables as set on the host (empty values dropped). */
function givenVariables(themeVariables: ThemeState['themeVariables']): Record<string, string> {
  const given: Record<string, string> = {}
  for (const [name, value] of Object.entries(themeVariables))
    if (value !== undefined && value !== '') given[name] = String(value)
  return given
}

/** Whether the theme asks for colours computed from others (an accent, a colour mix). */
function derivesColors(given: Record<string, string>, accentColor: string | undefined): boolean {
  return accentColor !== undefined || '--airlock-accent' in given || '--airlock-color-mix' in given
}
