/**
 * Keeps the approval card's Approve inert until the visitor can really see the card, and has for a moment.
 *
 * The frame is drawn by a page of another origin, which decides where it sits, how big it is and how it looks
 * from outside: it can make the frame transparent over a decoy button, clip it down to its buttons, or slide it
 * under the cursor just before a click it expects (clickjacking). The frame cannot stop any of that, but it can
 * refuse to act on a click that it cannot show the visitor meant. The card is armed only while:
 *
 * - the browser says the card is painted unaltered and uncovered (IntersectionObserver with trackVisibility,
 *   which Chromium has): opacity, filters, transforms other than a move, or anything drawn over it disarm it;
 * - the whole card is inside the page's viewport (not clipped down to its buttons);
 * - the tab is shown;
 * - and all that has held for ARMING_DELAY_MS since the last change: the card appeared, the frame was resized,
 *   the card's own box changed, the tab was hidden or shown, the window lost or regained the focus (as payment
 *   and permission dialogs make it do), or the frame was seen moving under a resting pointer.
 *
 * Limits. Where IntersectionObserver has no trackVisibility (Firefox, Safari) the browser does not say whether
 * the card is covered or transparent, so only the viewport, layout, focus and timing checks apply there: a page
 * that keeps the frame invisible and still over a decoy for longer than the delay is not refused by this guard.
 * Where trackVisibility exists, the browser reports at most every VISIBILITY_DELAY_MS, so a card hidden in the
 * last tenth of a second before a click, after being shown settled for the whole delay, still acts.
 * A frame of another origin cannot read where it sits in the page: it sees a move only through a pointer that
 * stays put on the screen while its place in the frame changes. A frame slid under a pointer that it had not
 * seen before is left to the browser: Chromium drops the input to a frame of another origin that watches its
 * visibility (as this guard does) and moved a moment ago.
 */

/**
 * How long the card must have stayed in view and in place before Approve acts. Longer than a person's reaction
 * to something appearing (about a quarter to half a second), so a click that was already on its way when the
 * card appeared or moved, a double click's second half included, lands in the dead time; shorter than anyone
 * takes to read what the card asks, so a visitor who reads it never meets the delay.
 */
export const ARMING_DELAY_MS = 600

/** How often Chromium may compute visibility: it refuses anything under 100 ms when trackVisibility is set. */
const VISIBILITY_DELAY_MS = 100

/** The share of the card that must be inside the page's viewport; a little under 1 for rounding. */
const MIN_VISIBLE_RATIO = 0.98

/**
 * A pointer that moved less than this on the screen, while its place in the frame moved by at least
 * FRAME_MOVE_PX, stayed put while the frame moved under it. Screen positions are compared, not screen-minus-frame
 * offsets: with the page zoomed, a screen pixel is not a pixel of the frame, and those offsets drift as the
 * pointer moves; a zoom of up to 4 times still keeps a sub-pixel screen move under FRAME_MOVE_PX in the frame.
 */
const SCREEN_STILL_PX = 0.5
const FRAME_MOVE_PX = 2

export interface GuardOptions {
  /** Told the state at once, then each time it changes. */
  onChange(armed: boolean): void
  delayMs?: number
}

export interface VisibilityGuard {
  readonly armed: boolean
  /** Whether this click on the control may act. */
  allows(event: MouseEvent): boolean
  stop(): void
}

/** What the guard reads of an IntersectionObserver entry; isVisible is there only with trackVisibility. */
interface VisibilityEntry {
  isIntersecting: boolean
  intersectionRatio: number
  isVisible?: boolean
}

function box(element: Element): string {
  const rect = element.getBoundingClientRect()
  return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')
}

/** Watches `card` and says when its control may act, as described above; stop() before the card goes away. */
export function guardVisibility(card: Element, options: GuardOptions): VisibilityGuard {
  const doc = card.ownerDocument
  const win = doc.defaultView
  if (!win) throw new Error('The approval card must be in a document with a window.')
  const delay = options.delayMs ?? ARMING_DELAY_MS
  const tracksVisibility = Boolean(
    win.IntersectionObserverEntry && 'isVisible' in win.IntersectionObserverEntry.prototype,
  )

  let armed = false
  let stopped = false
  // With no IntersectionObserver at all there is nobody to ask: the other checks still apply.
  let inView = !win.IntersectionObserver
  let timer: number | undefined
  let lastBox = box(card)
  // Where each pointer was last seen, on the screen and in the frame.
  const pointers = new Map<number, { screenX: number; screenY: number; clientX: number; clientY: number }>()
  // Judged when a pointer press begins: the press itself may move the focus into the frame (a change that
  // restarts the delay) before its click arrives.
  let pressVerdict: boolean | undefined

  const set = (next: boolean) => {
    if (next === armed) return
    armed = next
    options.onChange(next)
  }

  /** Something changed: disarmed now, armed again after the delay if the card is still in view. */
  const restart = () => {
    if (timer !== undefined) win.clearTimeout(timer)
    timer = undefined
    set(false)
    lastBox = box(card)
    if (stopped || !inView || doc.visibilityState !== 'visible') return
    timer = win.setTimeout(() => {
      timer = undefined
      set(true)
    }, delay)
  }

  const checkBox = () => {
    if (box(card) !== lastBox) restart()
  }

  const onEntries = (entries: readonly VisibilityEntry[]) => {
    const entry = entries[entries.length - 1]
    if (!entry) return
    const next =
      entry.isIntersecting &&
      entry.intersectionRatio >= MIN_VISIBLE_RATIO &&
      (!tracksVisibility || entry.isVisible === true)
    if (next === inView) return
    inView = next
    restart()
  }

  const onPointer = (event: PointerEvent) => {
    if (!event.isTrusted) return
    const last = pointers.get(event.pointerId)
    const { screenX, screenY, clientX, clientY } = event
    pointers.set(event.pointerId, { screenX, screenY, clientX, clientY })
    const stayed =
      last !== undefined &&
      Math.abs(event.screenX - last.screenX) < SCREEN_STILL_PX &&
      Math.abs(event.screenY - last.screenY) < SCREEN_STILL_PX
    const shifted =
      last !== undefined &&
      (Math.abs(event.clientX - last.clientX) >= FRAME_MOVE_PX ||
        Math.abs(event.clientY - last.clientY) >= FRAME_MOVE_PX)
    if (stayed && shifted) restart()
    else checkBox()
    if (event.type === 'pointerdown') pressVerdict = armed
  }

  const onKey = () => {
    pressVerdict = undefined
  }

  const observer = win.IntersectionObserver
    ? new win.IntersectionObserver(onEntries, {
        threshold: [0, MIN_VISIBLE_RATIO],
        trackVisibility: true,
        delay: VISIBILITY_DELAY_MS,
      } as IntersectionObserverInit)
    : undefined
  observer?.observe(card)
  const resizes = win.ResizeObserver ? new win.ResizeObserver(() => restart()) : undefined
  resizes?.observe(card)

  const listeners: [EventTarget, string, (event: never) => void][] = [
    [win, 'resize', restart],
    [win, 'focus', restart],
    [win, 'blur', restart],
    [doc, 'visibilitychange', restart],
    [doc, 'pointerover', onPointer],
    [doc, 'pointermove', onPointer],
    [doc, 'pointerdown', onPointer],
    [doc, 'keydown', onKey],
  ]
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener as EventListener, true)

  options.onChange(false)
  restart()

  return {
    get armed() {
      return armed
    },
    allows(event) {
      if (stopped || !event.isTrusted) return false
      checkBox()
      const verdict = pressVerdict
      pressVerdict = undefined
      // A click from a pointer (detail counts its presses) follows its own pointerdown; one from the keyboard
      // or an assistive technology (detail 0) is judged now.
      return event.detail > 0 && verdict !== undefined ? verdict : armed
    },
    stop() {
      stopped = true
      if (timer !== undefined) win.clearTimeout(timer)
      timer = undefined
      observer?.disconnect()
      resizes?.disconnect()
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener as EventListener, true)
    },
  }
}
