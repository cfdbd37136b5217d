import { describe, expect, it, vi } from 'vitest'
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './whenIdle.ts'

describe('whenIdle', () => {
  it('asks for an idle callback with a deadline, and cancels it', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options: { timeout: number }) => 7)
    const cancelIdleCallback = vi.fn()
    const run = vi.fn()
    const cancel = whenIdle(run, { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout })
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: IDLE_TIMEOUT_MS })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it(`falls back to a ${IDLE_FALLBACK_MS} ms timer without idle callbacks, and cancels it`, () => {
    vi.useFakeTimers()
    try {
      const run = vi.fn()
      whenIdle(run, { setTimeout, clearTimeout })
      vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1)
      expect(run).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(run).toHaveBeenCalledOnce()

      const cancelled = vi.fn()
      whenIdle(cancelled, { setTimeout, clearTimeout })()
      vi.advanceTimersByTime(IDLE_FALLBACK_MS)
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
