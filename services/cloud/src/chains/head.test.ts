import { describe, expect, it } from 'vitest'
import { createHeadTracker } from './head.ts'

function fakeClient() {
  let block = 10n
  const calls: number[] = []
  let release: (() => void) | undefined
  return {
    calls,
    mine: () => {
      block += 1n
    },
    hold: () =>
      new Promise<void>((resolve) => {
        release = resolve
      }),
    release: () => release?.(),
    client: {
      getBlockNumber: async () => {
        calls.push(Date.now())
        return block
      },
    },
  }
}

describe('createHeadTracker', () => {
  it('asks the node on every call by default, so a new block is seen at once', async () => {
    const node = fakeClient()
    const head = createHeadTracker(node.client)
    expect(await head.current()).toBe(10n)
    node.mine()
    expect(await head.current()).toBe(11n)
    expect(node.calls).toHaveLength(2)
  })

  it('shares one request among callers that ask while it is on its way', async () => {
    const node = fakeClient()
    const head = createHeadTracker(node.client)
    const answers = await Promise.all([head.current(), head.current(), head.current()])
    expect(answers).toEqual([10n, 10n, 10n])
    expect(node.calls).toHaveLength(1)
  })

  it('keeps an answer for maxAgeMs when asked to', async () => {
    const node = fakeClient()
    const head = createHeadTracker(node.client, 1_000)
    const start = Date.now()
    expect(await head.current(start)).toBe(10n)
    node.mine()
    expect(await head.current(start + 999)).toBe(10n)
    expect(await head.current(start + 60_000)).toBe(11n)
    expect(node.calls).toHaveLength(2)
  })
})
