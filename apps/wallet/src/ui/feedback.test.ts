import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACTIVITY_KEY, loadActivity } from '../persistence/kept.ts'
import { memoryStorage, testContext } from '../wallet/wallet.testkit.ts'
import { createFeedback } from './feedback.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('what the user is told', () => {
  it('shows the last three toasts; each leaves on its own, errors later than the rest', () => {
    vi.useFakeTimers()
    const ctx = testContext()
    const feedback = createFeedback(ctx)
    for (const text of ['one', 'two', 'three', 'four']) feedback.toast('info', text)
    expect(ctx.store.getState().toasts.map((toast) => toast.text)).toEqual(['two', 'three', 'four'])
    feedback.toast('error', 'failed')
    vi.advanceTimersByTime(4_000)
    expect(ctx.store.getState().toasts.map((toast) => toast.text)).toEqual(['failed'])
    vi.advanceTimersByTime(5_000)
    expect(ctx.store.getState().toasts).toEqual([])
  })

  it('dismisses a toast the user closed', () => {
    const ctx = testContext()
    const feedback = createFeedback(ctx)
    feedback.toast('success', 'Signed.')
    feedback.dismissToast(ctx.store.getState().toasts[0]?.id as number)
    expect(ctx.store.getState().toasts).toEqual([])
  })

  it('logs the last eight lines, newest first, and keeps them for the next visit', () => {
    const storage = memoryStorage()
    const ctx = testContext({}, { storage })
    const feedback = createFeedback(ctx)
    for (let index = 1; index <= 9; index++) feedback.log('signed', `Line ${index}`, 'Dapp', undefined)
    const titles = ctx.store.getState().activity.map((item) => item.title)
    expect(titles).toEqual(['Line 9', 'Line 8', 'Line 7', 'Line 6', 'Line 5', 'Line 4', 'Line 3', 'Line 2'])
    expect(loadActivity(storage).map((item) => item.title)).toEqual(titles)
    expect(storage.items.has(ACTIVITY_KEY)).toBe(true)
  })

  it('gives toasts and lines distinct ids from one sequence', () => {
    const ctx = testContext({}, { nextId: 7 })
    const feedback = createFeedback(ctx)
    feedback.toast('info', 'a')
    feedback.log('connected', 'b')
    expect(ctx.store.getState().toasts[0]?.id).toBe(7)
    expect(ctx.store.getState().activity[0]?.id).toBe(8)
  })
})
