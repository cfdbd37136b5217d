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

/**
 * When a view change removes the focused element, focus returns to the dialog instead of the page. An inline
 * card (`onlyIfFocusWasInside`) shares the page's focus: it takes focus back only when the element removed had
 * it, and leaves alone a visitor whose focus is elsewhere on the page.
 */
export function useKeepFocusInside(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  key: string,
  onlyIfFocusWasInside = false,
) {
  const droppedFromInside = useFocusDroppedFromInside(ref, active && onlyIfFocusWasInside)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change, named by `key`
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const root = dialog.getRootNode() as ShadowRoot | Document
    const current = root.activeElement
    if (current && dialog.contains(current)) return
    if (onlyIfFocusWasInside && !droppedFromInside()) return
    dialog.focus({ preventScroll: true })
  }, [ref, active, key])
}

/**
 * Follows focus inside `ref` and answers whether it was dropped from there: the element that last had focus
 * inside is gone from the DOM and nothing else has focus. Browsers send no event when they drop focus that way,
 * so the element is remembered on focusin and forgotten when focus moves elsewhere.
 */
function useFocusDroppedFromInside(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const last = useRef<Element | null>(null)
  useEffect(() => {
    const card = ref.current
    if (!enabled || !card) return
    const onFocusIn = (event: FocusEvent) => {
      last.current = event.target as Element
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && card.contains(next)) return
      const left = event.target as Element
      // Focus left for another element, or for nothing while the element stays (a click on the page, another
      // window): the visitor moved it. An element removed while focused is disconnected by then.
      if (next) last.current = null
      else
        queueMicrotask(() => {
          if (left.isConnected && last.current === left) last.current = null
        })
    }
    card.addEventListener('focusin', onFocusIn)
    card.addEventListener('focusout', onFocusOut)
    return () => {
      card.removeEventListener('focusin', onFocusIn)
      card.removeEventListener('focusout', onFocusOut)
      last.current = null
    }
  }, [ref, enabled])
  return () => {
    const element = last.current
    const doc = ref.current?.ownerDocument
    if (!element || element.isConnected || !doc) return false
    const active = deepActiveElement(doc)
    return active === null || active === doc.body
  }
}
