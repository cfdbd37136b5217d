import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletCountLabel } from './labels.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('wallet count label', () => {
  it('shows small counts as they are and larger ones rounded down to tens with a +', () => {
    expect([0, 7, 10, 375, 420, 999].map(walletCountLabel)).toEqual(['0', '7', '10', '370+', '420', '990+'])
  })
})
