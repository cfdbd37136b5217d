import { describe, expect, it } from 'vitest'
import { createApprovalQueue } from './card.ts'
import type { ApprovalDescription } from './describe.ts'

// The card's drawing runs in Chromium (src/embedded.browser.test.ts, and its refusals of clickjacked clicks in
// src/clickjacking.browser.test.ts); its queue is plain logic.
describe('createApprovalQueue', () => {
  it('shows one card at a time, in order', async () => {
    const order: string[] = []
    const releases: (() => void)[] = []
    const queue = createApprovalQueue(
      (description) =>
        new Promise((resolve) => {
          order.push(`open ${description.title}`)
          releases.push(() => {
            order.push(`close ${description.title}`)
            resolve(description.title === 'A')
          })
        }),
    )
    const card = (title: string): ApprovalDescription => ({ title, network: 'n', sections: [] })
    const first = queue(card('A'))
    const second = queue(card('B'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(order).toEqual(['open A'])
    releases[0]?.()
    expect(await first).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    releases[1]?.()
    expect(await second).toBe(false)
    expect(order).toEqual(['open A', 'close A', 'open B', 'close B'])
  })
})
