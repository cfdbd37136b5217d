import { type RefObject, useLayoutEffect } from 'react'

/** The CSS text each adopted chunk sheet was made from, to adopt it once per shadow root. */
const cssOf = new WeakMap<CSSStyleSheet, string>()

/**
 * Adds a lazily loaded chunk's CSS to the shadow root its element renders in, before the first paint, so the
 * modal's own stylesheet does not carry the CSS of views a page may never open. Constructable stylesheets,
 * like ShadowHost's: nothing a strict CSP blocks. A sheet is made per root (a sheet belongs to the document
 * that made it) and stays adopted, as the chunk stays loaded.
 */
export function useChunkStyles(ref: RefObject<Element | null>, css: string) {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return
    if (root.adoptedStyleSheets.some((sheet) => cssOf.get(sheet) === css)) return
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    cssOf.set(sheet, css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }, [ref, css])
}
