import { createContext, type DependencyList, type EffectCallback, useContext, useEffect } from 'react'

interface FrameScheduler {
  requestAnimationFrame?: (callback: () => void) => number
  cancelAnimationFrame?: (id: number) => void
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (id: never) => void
}

/** A frame that does not come within this long (a hidden tab paints nothing) no longer holds the work back. */
export const FRAME_WAIT_MS = 100

/**
 * Calls `run` once the frame being prepared has been painted: the next animation frame, then a task after it
 * (or after FRAME_WAIT_MS when no frame comes). Returns a cancel function.
 */
export function afterPaint(run: () => void, scheduler: FrameScheduler = globalThis as never): () => void {
  let timer: unknown
  let started = false
  const later = () => {
    if (started) return
    started = true
    scheduler.clearTimeout(fallback as never)
    timer = scheduler.setTimeout(run, 0)
  }
  const frame = scheduler.requestAnimationFrame?.(later)
  const fallback = scheduler.setTimeout(later, frame === undefined ? 0 : FRAME_WAIT_MS)
  return () => {
    if (frame !== undefined) scheduler.cancelAnimationFrame?.(frame)
    scheduler.clearTimeout(fallback as never)
    if (timer !== undefined) scheduler.clearTimeout(timer as never)
  }
}

/**
 * True inside the modal's idle-time rehearsal (see Overlay): a rehearsed view renders and lays out, but loads
 * nothing and changes nothing.
 */
export const RehearsalContext = createContext(false)

/**
 * useEffect whose work starts after the first paint. A view's data loads (wallet lists, balances) then never
 * delay the frame that shows the view: React runs effects of a click-driven render inside the click's task, and
 * their store updates would render the view a second time before it could paint.
 */
export function useAfterPaint(effect: EffectCallback, deps: DependencyList) {
  const rehearsing = useContext(RehearsalContext)
  useEffect(() => {
    if (rehearsing) return
    let cleanup: ReturnType<EffectCallback>
    const cancel = afterPaint(() => {
      cleanup = effect()
    })
    return () => {
      cancel()
      if (typeof cleanup === 'function') cleanup()
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's dependencies are the effect's
  }, deps)
}
