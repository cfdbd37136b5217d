import { type RefObject, useLayoutEffect } from 'react'

/** The toast's distance from the bottom of the viewport when nothing is in its way (styles.ts .toast). */
export const TOAST_BOTTOM = 24
/** The space kept between the toast and the modal's card or footer. */
export const TOAST_GAP = 8

interface Box {
  top: number
  bottom: number
}

/**
 * Where the toast sits, as its CSS `bottom`, so that it never covers the modal's footer: its usual place when
 * that is below the card, else just above the footer, over the view's content (a toast is brief; the footer
 * and the card's edge stay readable). Without an open modal, its usual place.
 *
 * @example
 * toastBottom(820, { top: 12, bottom: 808 }, { top: 772, bottom: 808 }, 46) // 56: above the footer
 */
export function toastBottom(
  viewportHeight: number,
  card: Box | undefined,
  footer: Box | undefined,
  toastHeight: number,
) {
  if (!card || !footer) return TOAST_BOTTOM
  const usualTop = viewportHeight - TOAST_BOTTOM - toastHeight
  if (usualTop >= card.bottom + TOAST_GAP) return TOAST_BOTTOM
  return Math.max(TOAST_BOTTOM, viewportHeight - footer.top + TOAST_GAP)
}

/**
 * Keeps the toast clear of the modal's footer while it is shown: placed when it appears, and again when the
 * card changes height (a view change) or the window is resized.
 */
export function useToastPlacement(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const toast = ref.current
    if (!shown || !toast) return
    const root = toast.getRootNode() as ParentNode
    // The modal's card, not the idle rehearsal's (laid out, never seen: Overlay.tsx).
    const cardOf = () => [...root.querySelectorAll('.card')].find((card) => !card.closest('.rehearsal'))
    const place = () => {
      const card = cardOf()
      const footer = card?.querySelector('.footer')
      const bottom = toastBottom(
        window.innerHeight,
        card?.getBoundingClientRect(),
        footer?.getBoundingClientRect(),
        toast.offsetHeight,
      )
      toast.style.bottom = `${bottom}px`
    }
    place()
    const card = cardOf()
    const observer = new ResizeObserver(place)
    if (card) observer.observe(card)
    window.addEventListener('resize', place)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
    }
  }, [ref, shown])
}
