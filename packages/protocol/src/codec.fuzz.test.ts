import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64, base64urlnopad } from './base64.ts'
import { parseJson, stringifyJson } from './json.ts'

/*
 * Base64 (envelopes, JWT parts) and the BigInt-aware JSON reader decode text from peers and the relay.
 * Decoding returns bytes or a value, or throws the documented error; decoded bytes re-encode canonically.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))

const base64Like = fc.oneof(
  fc.base64String({ maxLength: 80 }),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => base64urlnopad.encode(bytes)),
  fc.string({ unit: fc.constantFrom(...'ABCDEFabcdef0123456789+/-_= \n.'), maxLength: 40 }),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
)

describe('base64 and JSON under random input', () => {
  for (const [name, codec] of [
    ['base64', base64],
    ['base64urlnopad', base64urlnopad],
  ] as const) {
    it(`${name}.decode returns bytes or throws a base64 error`, () => {
      fc.assert(
        fc.property(fc.oneof(base64Like, fc.anything()), (text) => {
          let bytes: Uint8Array
          try {
            bytes = codec.decode(text as string)
          } catch (error) {
            expect(error).toBeInstanceOf(Error)
            expect((error as Error).message).toMatch(/^base64: /)
            return
          }
          expect(bytes).toBeInstanceOf(Uint8Array)
          expect(codec.decode(codec.encode(bytes))).toEqual(bytes)
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('parseJson returns a value or throws a SyntaxError, and BigInt strings survive a round trip', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.string({ unit: anyCodePoint, maxLength: 60 }),
          fc.bigInt().map((n) => `"${n}n"`),
        ),
        (text) => {
          let value: unknown
          try {
            value = parseJson(text)
          } catch (error) {
            expect(error).toBeInstanceOf(SyntaxError)
            return
          }
          expect(parseJson(stringifyJson(value))).toEqual(value)
        },
      ),
      { numRuns: RUNS },
    )
  })
})
