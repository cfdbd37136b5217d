import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ARMING_DELAY_MS, guardVisibility } from './visibilityGuard.ts'

// The guard's rules against a stand-in window, document and observers (the real browser, and the attacks
// themselves, run in src/clickjacking.browser.test.ts).

type Listener = (event: unknown) => void

class Target {
  readonly listeners = new Map<string, Set<Listener>>()
  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener)
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, isTrusted: true, ...event })
  }
  count() {
    return [...this.listeners.values()].reduce((total, set) => total + set.size, 0)
  }
}

interface Entry {
  isIntersecting?: boolean
  intersectionRatio?: number
  isVisible?: boolean
}

function stage(options: { trackVisibility?: boolean } = {}) {
  const win = Object.assign(new Target(), {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  }) as unknown as Target & Record<string, unknown>
  let onEntries: (entries: Entry[]) => void = () => {}
  let onResize: () => void = () => {}
  const observers = { init: undefined as unknown, disconnected: 0 }
  win.IntersectionObserver = class {
    constructor(callback: (entries: Entry[]) => void, init: unknown) {
      onEntries = callback
      observers.init = init
    }
    observe() {}
    disconnect() {
      observers.disconnected++
    }
  }
  const Entry = function Entry() {}
  if (options.trackVisibility !== false) Entry.prototype.isVisible = false
  win.IntersectionObserverEntry = Entry
  win.ResizeObserver = class {
    constructor(callback: () => void) {
      onResize = callback
    }
    observe() {}
    disconnect() {
      observers.disconnected++
    }
  }
  const doc = Object.assign(new Target(), { defaultView: win, visibilityState: 'visible' })
  const rect = { x: 0, y: 0, width: 360, height: 520 }
  const card = { ownerDocument: doc, getBoundingClientRect: () => ({ ...rect }) }
  const changes: boolean[] = []
  const guard = guardVisibility(card as unknown as Element, {
    onChange: (armed) => void changes.push(armed),
  })
  let frameAt = { x: 100, y: 50 }
  // Screen pixels per pixel of the frame: the page's zoom.
  let zoom = 1
  return {
    win,
    doc,
    rect,
    guard,
    changes,
    observers,
    /** What the browser reports of the card; in view, whole and visible unless said otherwise. */
    see: (entry: Entry = {}) =>
      onEntries([{ isIntersecting: true, intersectionRatio: 1, isVisible: true, ...entry }]),
    resize: () => onResize(),
    /** Moves the frame on the screen (the page around it moved it). */
    moveFrame: (x: number, y: number) => {
      frameAt = { x, y }
    },
    zoomTo: (next: number) => {
      zoom = next
    },
    /** A mouse event at (x, y) inside the frame. */
    pointer: (type: string, where: { x: number; y: number }) =>
      doc.fire(type, {
        pointerId: 1,
        pointerType: 'mouse',
        clientX: where.x,
        clientY: where.y,
        screenX: frameAt.x + zoom * where.x,
        screenY: frameAt.y + zoom * where.y,
      }),
    click: (detail = 1, isTrusted = true) => guard.allows({ isTrusted, detail } as MouseEvent),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('guardVisibility', () => {
  it('asks the browser to track visibility and starts disarmed', () => {
    const { observers, changes, guard, click } = stage()
    expect(observers.init).toMatchObject({ trackVisibility: true })
    expect((observers.init as { delay: number }).delay).toBeGreaterThanOrEqual(100)
    expect(changes).toEqual([false])
    expect(guard.armed).toBe(false)
    expect(click(0)).toBe(false)
  })

  it('arms once the card has been visible for the whole delay', () => {
    const { see, guard, changes, click } = stage()
    vi.advanceTimersByTime(5_000)
    expect(guard.armed).toBe(false)
    see()
    vi.advanceTimersByTime(ARMING_DELAY_MS - 1)
    expect(click(0)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(guard.armed).toBe(true)
    expect(changes).toEqual([false, true])
    expect(click(0)).toBe(true)
  })

  it('disarms when the browser says the card is not visible (transparent, covered, filtered)', () => {
    const { see, guard } = stage()
    see()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    expect(guard.armed).toBe(true)
    see({ isVisible: false })
    expect(guard.armed).toBe(false)
    vi.advanceTimersByTime(5_000)
    expect(guard.armed).toBe(false)
    see()
    vi.advanceTimersByTime(ARMING_DELAY_MS - 1)
    expect(guard.armed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(guard.armed).toBe(true)
  })

  it('stays disarmed while the card is clipped down to a part of it', () => {
    const { see, guard } = stage()
    see({ intersectionRatio: 0.4 })
    vi.advanceTimersByTime(5_000)
    expect(guard.armed).toBe(false)
  })

  it('where the browser cannot tell visibility, still wants the card in view and the delay', () => {
    const { see, guard } = stage({ trackVisibility: false })
    see({ isVisible: undefined, isIntersecting: false, intersectionRatio: 0 })
    vi.advanceTimersByTime(5_000)
    expect(guard.armed).toBe(false)
    see({ isVisible: undefined })
    vi.advanceTimersByTime(ARMING_DELAY_MS - 1)
    expect(guard.armed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(guard.armed).toBe(true)
  })

  it.each([
    ['the frame is resized', (s: ReturnType<typeof stage>) => s.win.fire('resize')],
    ['the window regains the focus', (s: ReturnType<typeof stage>) => s.win.fire('focus')],
    ['the window loses the focus', (s: ReturnType<typeof stage>) => s.win.fire('blur')],
    ['the card changes size', (s: ReturnType<typeof stage>) => s.resize()],
    [
      'the tab is shown again',
      (s: ReturnType<typeof stage>) => {
        s.doc.visibilityState = 'visible'
        s.doc.fire('visibilitychange')
      },
    ],
  ])('restarts the delay when %s', (_, change) => {
    const s = stage()
    s.see()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    expect(s.guard.armed).toBe(true)
    change(s)
    expect(s.guard.armed).toBe(false)
    expect(s.click(0)).toBe(false)
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    expect(s.guard.armed).toBe(true)
  })

  it('stays disarmed while the tab is hidden', () => {
    const s = stage()
    s.see()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    s.doc.visibilityState = 'hidden'
    s.doc.fire('visibilitychange')
    vi.advanceTimersByTime(5_000)
    expect(s.guard.armed).toBe(false)
  })

  it('refuses a click when the card moved inside the frame since it armed', () => {
    const s = stage()
    s.see()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    s.rect.y = 80
    expect(s.click(0)).toBe(false)
    expect(s.guard.armed).toBe(false)
  })

  it('refuses a press when the frame was moved under a resting pointer', () => {
    const s = stage()
    s.see()
    s.pointer('pointermove', { x: 60, y: 500 })
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    expect(s.guard.armed).toBe(true)
    // The page slides the frame left: the pointer, still where it was on the screen, is now on Approve.
    s.moveFrame(-68, 50)
    s.pointer('pointerdown', { x: 228, y: 500 })
    expect(s.click(1)).toBe(false)
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    s.pointer('pointerdown', { x: 228, y: 500 })
    expect(s.click(1)).toBe(true)
  })

  it.each([1, 1.25, 0.5])('lets the pointer travel across the card at a zoom of %s', (zoom) => {
    const s = stage()
    s.zoomTo(zoom)
    s.see()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    for (let step = 0; step <= 20; step++) s.pointer('pointermove', { x: 359 - step * 3, y: 300 + step * 10 })
    s.pointer('pointerdown', { x: 299, y: 500 })
    expect(s.guard.armed).toBe(true)
    expect(s.click(1)).toBe(true)
  })

  it('judges a pointer press when it begins, whatever its own focus change does before the click', () => {
    const s = stage()
    s.see()
    s.pointer('pointermove', { x: 300, y: 480 })
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    s.pointer('pointerdown', { x: 300, y: 500 })
    // The press moved the focus into the frame, which restarts the delay, before its click arrives.
    s.win.fire('focus')
    expect(s.guard.armed).toBe(false)
    expect(s.click(1)).toBe(true)
  })

  it('refuses a press begun before the card armed, even if it armed before the click', () => {
    const s = stage()
    s.see()
    s.pointer('pointermove', { x: 300, y: 480 })
    s.pointer('pointerdown', { x: 300, y: 500 })
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    expect(s.guard.armed).toBe(true)
    expect(s.click(1)).toBe(false)
  })

  it('judges a keyboard click when it comes, and refuses a synthetic one', () => {
    const s = stage()
    s.see()
    s.pointer('pointermove', { x: 300, y: 480 })
    s.pointer('pointerdown', { x: 300, y: 500 })
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    s.doc.fire('keydown')
    expect(s.click(0)).toBe(true)
    expect(s.click(0, false)).toBe(false)
    expect(s.click(1, false)).toBe(false)
  })

  it('ignores synthetic pointer events', () => {
    const s = stage()
    s.see()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    s.pointer('pointermove', { x: 10, y: 10 })
    s.moveFrame(300, 50)
    s.doc.fire('pointermove', {
      isTrusted: false,
      pointerId: 1,
      screenX: 110,
      screenY: 60,
      clientX: 200,
      clientY: 10,
    })
    expect(s.guard.armed).toBe(true)
  })

  it('lets go of everything when stopped', () => {
    const s = stage()
    s.see()
    s.guard.stop()
    vi.advanceTimersByTime(ARMING_DELAY_MS * 2)
    expect(s.guard.armed).toBe(false)
    expect(s.click(0)).toBe(false)
    expect(s.win.count() + s.doc.count()).toBe(0)
    expect(s.observers.disconnected).toBe(2)
  })
})
