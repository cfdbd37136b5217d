import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, TOAST_AUTO_CLOSE_MS, TOAST_SWAP_MS } from './toast.ts'

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('has the variants loading, success and error', () => {
    const toast = createToastStore()
    toast.showLoading('Waiting')
    expect(toast.getState()).toMatchObject({
      message: 'Waiting',
      variant: 'loading',
      open: true,
      autoClose: false,
    })
    toast.hide()
    toast.showSuccess('Done')
    expect(toast.getState()).toMatchObject({ variant: 'success', open: true, autoClose: true })
    toast.hide()
    toast.showError('Broken')
    expect(toast.getState()).toMatchObject({ variant: 'error', open: true })
  })

  it('a new message while one is open closes the old one and opens the new after 150 ms', () => {
    expect(TOAST_SWAP_MS).toBe(150)
    const toast = createToastStore()
    toast.showSuccess('First')
    toast.showError('Second')
    expect(toast.getState()).toMatchObject({ open: false, message: 'First' })
    vi.advanceTimersByTime(TOAST_SWAP_MS - 1)
    expect(toast.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.getState()).toMatchObject({ open: true, message: 'Second', variant: 'error' })
  })

  it('auto-closes unless loading', () => {
    const toast = createToastStore()
    toast.showSuccess('Copied')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(toast.getState().open).toBe(false)
    toast.showLoading('Working')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3)
    expect(toast.getState().open).toBe(true)
  })
})
