import { describe, expect, it } from 'vitest'
import { fuzzRuns, fuzzTimeout } from './fuzz.ts'

describe('fuzzRuns', () => {
  it('uses FUZZ_RUNS when it is a positive integer, the fallback otherwise', () => {
    expect(fuzzRuns(200, {})).toBe(200)
    expect(fuzzRuns(50, { FUZZ_RUNS: '10000' })).toBe(10_000)
    for (const bad of ['', ' ', '0', '-3', '1.5', 'many', '1e400']) {
      expect(fuzzRuns(200, { FUZZ_RUNS: bad })).toBe(200)
    }
  })
})

describe('fuzzTimeout', () => {
  it('scales with the run count above a floor', () => {
    expect(fuzzTimeout(5, 200)).toBe(30_000)
    expect(fuzzTimeout(5, 10_000)).toBe(50_000)
    expect(fuzzTimeout(1, 10, 100)).toBe(100)
  })
})
