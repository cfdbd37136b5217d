import { describe, expect, it } from 'vitest'
import { gridColumns, gridWindow } from './gridWindow.ts'

const base = { columns: 4, rowHeight: 100, viewportHeight: 400, overscan: 2 }

describe('virtualised grid window', () => {
  it('renders the visible rows plus overscan, and pads for the rest', () => {
    const w = gridWindow({ ...base, count: 1000, scrollTop: 1000 })
    // rows 10..13 visible, 8..15 with overscan
    expect(w).toEqual({ start: 32, end: 64, padTop: 800, padBottom: (250 - 16) * 100, totalHeight: 25_000 })
  })

  it('renders the same number of items whatever the list length (constant DOM size)', () => {
    const sizes = [1000, 10_000, 100_000].map((count) => {
      const w = gridWindow({ ...base, count, scrollTop: 5000 })
      return w.end - w.start
    })
    expect(new Set(sizes).size).toBe(1)
    expect(sizes[0]).toBeLessThanOrEqual((4 + 1 + 2 * 2) * 4)
  })

  it('keeps padding + rendered rows equal to the full height at every position', () => {
    for (let scrollTop = 0; scrollTop <= 26_000; scrollTop += 137) {
      const w = gridWindow({ ...base, count: 999, scrollTop })
      const renderedRows = Math.ceil((w.end - w.start) / 4)
      expect(w.padTop + renderedRows * 100 + w.padBottom).toBe(w.totalHeight)
      expect(w.end).toBeLessThanOrEqual(999)
    }
  })

  it('clamps at the top and the bottom', () => {
    expect(gridWindow({ ...base, count: 40, scrollTop: -50 })).toMatchObject({ start: 0, padTop: 0 })
    const end = gridWindow({ ...base, count: 40, scrollTop: 99_999 })
    expect(end).toMatchObject({ end: 40, padBottom: 0 })
  })

  it('is empty for no items', () => {
    expect(gridWindow({ ...base, count: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
      padTop: 0,
      padBottom: 0,
      totalHeight: 0,
    })
  })

  it('uses 4 columns, 3 on very narrow screens', () => {
    expect(gridColumns(328)).toBe(4)
    expect(gridColumns(280)).toBe(3)
  })
})
