import { describe, expect, it, vi } from 'vitest'
import { createEventsStore } from '../events/store.ts'
import { createAnalytics } from './analytics.ts'
import type { CloudHttp } from './http.ts'

function setup() {
  const post = vi.fn(async () => ({}))
  const analytics = createAnalytics({ http: { post } as unknown as CloudHttp, onForbidden: () => {} })
  const events = createEventsStore()
  return { post, analytics, events }
}

describe('analytics dispose (the kit was destroyed)', () => {
  it('stops following the kit’s events: nothing is sent after, errors included', async () => {
    const { post, analytics, events } = setup()
    analytics.setEnabled(true)
    analytics.follow(events, () => '0xabc')
    events.emit('MODAL_OPEN', { connected: false })
    await vi.waitFor(() => expect(post).toHaveBeenCalledOnce())
    analytics.dispose()
    events.emit('MODAL_CLOSE', { connected: false })
    expect(analytics.reportError(new Error('late'))).toBe(false)
    analytics.setEnabled(true)
    expect(analytics.enabled).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(post).toHaveBeenCalledOnce()
  })

  it('does not start following when the cloud answered after dispose', async () => {
    const { post, analytics, events } = setup()
    analytics.dispose()
    analytics.setEnabled(true)
    analytics.follow(events, () => undefined)
    events.emit('MODAL_OPEN', { connected: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(post).not.toHaveBeenCalled()
  })
})
