import { describe, expect, it } from 'vitest'
import { slowestFiles } from './slowestFiles.ts'

describe('slowestFiles', () => {
  it('lists the slowest files first, relative to the root, capped at the count', () => {
    const files = [
      { name: '/repo/a.test.ts', startTime: 0, endTime: 1_500 },
      { name: '/repo/e2e/b.test.ts', startTime: 0, endTime: 42_000 },
      { name: '/repo/c.test.ts', startTime: 10, endTime: 20 },
    ]
    expect(slowestFiles(files, '/repo', 2)).toEqual(['  42.0 s  e2e/b.test.ts', '   1.5 s  a.test.ts'])
  })
})
