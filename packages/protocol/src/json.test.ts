import { describe, expect, it } from 'vitest'
import { parseJson, stringifyJson } from './json.ts'

describe('stringifyJson / parseJson', () => {
  it('writes BigInt as "<digits>n"', () => {
    expect(stringifyJson({ value: 10n ** 30n })).toBe('{"value":"1000000000000000000000000000000n"}')
  })

  it('round-trips BigInt and leaves other strings alone', () => {
    const value = { a: 123n, b: -5n, c: 'n', d: '12', e: [1, '7n'] }
    expect(parseJson(stringifyJson(value))).toEqual({ a: 123n, b: -5n, c: 'n', d: '12', e: [1, 7n] })
  })
})
