interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (id: never) => void
}

/** Idle work still runs this long after it was asked for, even on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000
/** Where the browser has no idle callbacks (Safari), idle work waits this long instead. */
export const IDLE_FALLBACK_MS = 200

/** Calls `run` when the browser is next idle (or IDLE_TIMEOUT_MS at the latest). Returns a cancel function. */
export function whenIdle(run: () => void, scheduler: IdleScheduler = globalThis as never): () => void {
  const { requestIdleCallback, cancelIdleCallback } = scheduler
  if (requestIdleCallback) {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback?.(id)
  }
  const timer = scheduler.setTimeout(run, IDLE_FALLBACK_MS)
  return () => scheduler.clearTimeout(timer as never)
}
