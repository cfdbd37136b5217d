import { describe, expect, it, vi } from 'vitest'
import { afterPaint, FRAME_WAIT_MS } from './useAfterPaint.ts'

/** Frames and timers that run only when the test says so; `runTimers(upTo)` runs those due within `upTo` ms. */
function fakeScheduler() {
  const frames = new Map<number, () => void>()
  const timers = new Map<number, { callback: () => void; ms: number }>()
  let next = 1
  return {
    requestAnimationFrame: (callback: () => void) => {
      frames.set(next, callback)
      return next++
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(next, { callback, ms })
      return next++
    },
    clearTimeout: (id: never) => timers.delete(id),
    runFrames() {
      const pending = [...frames.values()]
      frames.clear()
      for (const callback of pending) callback()
    },
    runTimers(upTo = 0) {
      for (const [id, timer] of [...timers]) {
        if (timer.ms > upTo || !timers.has(id)) continue
        timers.delete(id)
        timer.callback()
      }
    },
  }
}

describe('afterPaint', () => {
  it('runs after the next animation frame, in a task of its own, not before', () => {
    const scheduler = fakeScheduler()
    const run = vi.fn()
    afterPaint(run, scheduler)
    scheduler.runTimers()
    expect(run).not.toHaveBeenCalled()
    scheduler.runFrames()
    expect(run).not.toHaveBeenCalled()
    scheduler.runTimers()
    expect(run).toHaveBeenCalledOnce()
    // The fallback was cleared: nothing runs twice.
    scheduler.runTimers(FRAME_WAIT_MS)
    expect(run).toHaveBeenCalledOnce()
  })

  it(`runs after ${FRAME_WAIT_MS} ms when no frame comes (a hidden tab), once`, () => {
    const scheduler = fakeScheduler()
    const run = vi.fn()
    afterPaint(run, scheduler)
    scheduler.runTimers(FRAME_WAIT_MS)
    scheduler.runTimers()
    expect(run).toHaveBeenCalledOnce()
    scheduler.runFrames()
    scheduler.runTimers(FRAME_WAIT_MS)
    expect(run).toHaveBeenCalledOnce()
  })

  it('cancels before the frame and between the frame and the task', () => {
    const scheduler = fakeScheduler()
    const early = vi.fn()
    afterPaint(early, scheduler)()
    scheduler.runFrames()
    scheduler.runTimers(FRAME_WAIT_MS)
    expect(early).not.toHaveBeenCalled()

    const late = vi.fn()
    const cancel = afterPaint(late, scheduler)
    scheduler.runFrames()
    cancel()
    scheduler.runTimers(FRAME_WAIT_MS)
    expect(late).not.toHaveBeenCalled()
  })

  it('uses a task alone where there are no animation frames', () => {
    const scheduler = fakeScheduler()
    const run = vi.fn()
    afterPaint(run, { setTimeout: scheduler.setTimeout, clearTimeout: scheduler.clearTimeout })
    scheduler.runTimers()
    scheduler.runTimers()
    expect(run).toHaveBeenCalledOnce()
  })
})
