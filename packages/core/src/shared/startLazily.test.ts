import { describe, expect, it, vi } from 'vitest'
import { startLazily } from './startLazily.ts'

describe('startLazily', () => {
  it('starts the watcher once its code arrives, and stops it', async () => {
    const stopWatcher = vi.fn()
    const stop = startLazily(async () => stopWatcher)
    await vi.waitFor(() => expect(stopWatcher).not.toHaveBeenCalled())
    await Promise.resolve()
    stop()
    expect(stopWatcher).toHaveBeenCalledTimes(1)
    stop()
    expect(stopWatcher).toHaveBeenCalledTimes(1)
  })

  it('stops a watcher at once when stopped before its code arrived', async () => {
    const stopWatcher = vi.fn()
    let arrive: (stop: () => void) => void = () => undefined
    const stop = startLazily(() => new Promise((resolve) => (arrive = resolve)))
    stop()
    arrive(stopWatcher)
    await vi.waitFor(() => expect(stopWatcher).toHaveBeenCalledTimes(1))
  })

  it('leaves the kit without the watcher when its chunk fails to load', async () => {
    const stop = startLazily(() => Promise.reject(new Error('chunk failed')))
    await Promise.resolve()
    expect(() => stop()).not.toThrow()
  })
})
