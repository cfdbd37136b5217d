import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element, looking through open shadow roots (the page's own focus may sit in one). */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active
}

/** Where focus stands when a key is pressed, relative to the dialog's tabbable controls. */
export interface TrapFocus {
  /** How many tabbable controls the dialog shows. */
  count: number
  /** Focus is on the dialog or inside it. */
  inside: boolean
  /** Focus is on the dialog itself (as after opening or a view change). */
  onDialog: boolean
  isFirst: boolean
  isLast: boolean
}

/** What the trap does with a key: close, move focus to the first or last control or the dialog, or nothing. */
export type TrapMove = 'close' | 'first' | 'last' | 'dialog' | undefined

/**
 * The focus trap's decision for one key press. Escape closes, except while an input method is composing
 * (Japanese, Chinese or Korean typing cancels the composition with Escape, and the modal must stay). Tab wraps
 * from the last control to the first, Shift+Tab from the first (or the dialog) to the last, and focus that
 * strayed outside comes back in; anything else is left to the browser.
 *
 * @example
 * trapMove({ key: 'Tab', shiftKey: false, composing: false },
 *   { count: 3, inside: true, onDialog: false, isFirst: false, isLast: true }) // 'first'
 */
export function trapMove(
  press: { key: string; shiftKey: boolean; composing: boolean },
  focus: TrapFocus,
): TrapMove {
  if (press.key === 'Escape') return press.composing ? undefined : 'close'
  if (press.key !== 'Tab') return undefined
  if (focus.count === 0) return 'dialog'
  if (!focus.inside) return press.shiftKey ? 'last' : 'first'
  if (press.shiftKey) return focus.isFirst || focus.onDialog ? 'last' : undefined
  return focus.isLast ? 'first' : undefined
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
      if (!dialog || (event.key !== 'Escape' && event.key !== 'Tab')) return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      )
      const first = items[0]
      const last = items.at(-1)
      const current = root.activeElement
      const move = trapMove(
        // Safari ends the composition before its keydown, which then carries keyCode 229 alone.
        { key: event.key, shiftKey: event.shiftKey, composing: event.isComposing || event.keyCode === 229 },
        {
          count: items.length,
          inside: current !== null && (current === dialog || dialog.contains(current)),
          onDialog: current === dialog,
          isFirst: current !== null && current === first,
          isLast: current !== null && current === last,
        },
      )
      if (!move) return
      event.preventDefault()
      if (move === 'close') {
        event.stopPropagation()
        escapeRef.current()
      } else if (move === 'dialog') dialog.focus({ preventScroll: true })
      else (move === 'first' ? first : last)?.focus()
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
