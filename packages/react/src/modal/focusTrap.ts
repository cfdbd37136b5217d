import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element, looking through open shadow roots (the page's own focus may sit in one). */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active
}

/**
 * While active: moves focus into the dialog, keeps Tab and Shift+Tab inside it, calls onEscape on Escape,
 * and gives focus back to whatever had it before when it ends. Keys are heard on the document, so Escape
 * still works when the focused button was just removed by a view change.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const escapeRef = useRef(onEscape)
  escapeRef.current = onEscape

  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const doc = dialog.ownerDocument
    const root = dialog.getRootNode() as ShadowRoot | Document
    const previous = deepActiveElement(doc)
    dialog.focus({ preventScroll: true })

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        escapeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      )
      const first = items[0]
      const last = items.at(-1)
      const current = root.activeElement
      const inside = current !== null && (current === dialog || dialog.contains(current))
      if (!first || !last) {
        event.preventDefault()
        dialog.focus({ preventScroll: true })
        return
      }
      if (!inside) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    }

    doc.addEventListener('keydown', onKeyDown, true)
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true)
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref, active])
}

/** When a view change removes the focused element, focus returns to the dialog instead of the page. */
export function useKeepFocusInside(ref: RefObject<HTMLElement | null>, active: boolean, key: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change, named by `key`
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const root = dialog.getRootNode() as ShadowRoot | Document
    const current = root.activeElement
    if (!current || !dialog.contains(current)) dialog.focus({ preventScroll: true })
  }, [ref, active, key])
}
