import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './encoding.ts'

/*
 * Signatures, messages and transactions come back from Solana wallets as base58 or base64 text. Decoding
 * answers bytes that encode back to the same text, or throws (an Error for base58, the platform's
 * InvalidCharacterError for base64); nothing else.
 */

const RUNS = fuzzRuns()
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

describe('Solana encodings under random input', () => {
  it('decodeBase58 round-trips base58 text and throws an Error on anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...BASE58), maxLength: 120 }),
          fc.uint8Array({ maxLength: 80 }).map(encodeBase58),
          fc.string({ maxLength: 60 }),
        ),
        (text) => {
          let bytes: Uint8Array
          try {
            bytes = decodeBase58(text)
          } catch (error) {
            expect((error as Error).message).toMatch(/^Invalid base58 character: /)
            return
          }
          expect(encodeBase58(bytes)).toBe(text)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('decodeBase64 answers bytes or throws the platform error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.base64String({ maxLength: 120 }), fc.string({ maxLength: 60 })), (text) => {
        let bytes: Uint8Array
        try {
          bytes = decodeBase64(text)
        } catch (error) {
          expect((error as Error).name).toBe('InvalidCharacterError')
          return
        }
        expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes)
      }),
      { numRuns: RUNS },
    )
  })
})
