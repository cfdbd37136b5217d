import { base64 as scureBase64, base64urlnopad as scureUrl } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64, base64urlnopad } from './base64.ts'

describe('base64', () => {
  it('encodes exactly like @scure/base for any bytes (both alphabets)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64.encode(bytes)).toBe(scureBase64.encode(bytes))
        expect(base64urlnopad.encode(bytes)).toBe(scureUrl.encode(bytes))
        expect(base64.decode(base64.encode(bytes))).toEqual(bytes)
        expect(base64urlnopad.decode(base64urlnopad.encode(bytes))).toEqual(bytes)
      }),
      { numRuns: 500 },
    )
  })

  it('accepts what @scure/base accepts and refuses what it refuses', () => {
    const sample = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z0-9+/]{0,24}={0,3}$/),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,24}$/),
    )
    fc.assert(
      fc.property(sample, (text) => {
        for (const [ours, theirs] of [
          [base64, scureBase64],
          [base64urlnopad, scureUrl],
        ] as const) {
          let expected: Uint8Array | undefined
          try {
            expected = theirs.decode(text)
          } catch {
            expected = undefined
          }
          if (expected) expect(ours.decode(text)).toEqual(expected)
          else {
            // Ours may also accept a non-canonical last character; it must never throw anything but Error.
            try {
              ours.decode(text)
            } catch (error) {
              expect(error).toBeInstanceOf(Error)
            }
          }
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('refuses bad characters, misplaced padding and impossible lengths', () => {
    expect(() => base64.decode('AAA')).toThrow(/multiple of 4/)
    expect(() => base64.decode('A=AA')).toThrow(/invalid character/)
    expect(() => base64.decode('AA-_')).toThrow(/invalid character/)
    expect(() => base64urlnopad.decode('AA+/')).toThrow(/invalid character/)
    expect(() => base64urlnopad.decode('AAAAA')).toThrow(/impossible length/)
    expect(() => base64urlnopad.decode('AA==')).toThrow(/invalid character/)
    expect(() => base64.decode('é===')).toThrow()
  })
})
