import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModalStore, MODAL_SHAKE_MS } from './store.ts'

describe('modal store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closing resets the loading flag', () => {
    const modal = createModalStore()
    modal.setOpen(true)
    modal.setLoading(true)
    modal.setOpen(false)
    expect(modal.getState()).toMatchObject({ open: false, loading: false })
  })

  it('shakes for 500 ms', () => {
    expect(MODAL_SHAKE_MS).toBe(500)
    const modal = createModalStore()
    modal.shake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.getState().shake).toBe(false)
  })
})
