import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withFeePayerSignature } from './session.ts'

/*
 * The fee payer's signature comes back from the wallet. Placing it answers the signed transaction or throws
 * the documented Error, whatever the bytes.
 */

const RUNS = fuzzRuns()

describe('the fee payer signature under random input', () => {
  it('withFeePayerSignature places a 64-byte signature or throws an Error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          fc.uint8Array({ maxLength: 200 }).map((rest) => Uint8Array.from([1, ...rest])),
        ),
        fc.oneof(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.uint8Array({ maxLength: 70 })),
        (transaction, signature) => {
          try {
            const signed = withFeePayerSignature(transaction, signature)
            expect(signed.slice(1, 65)).toEqual(signature)
            expect(signed.length).toBe(transaction.length)
          } catch (error) {
            expect((error as Error).message).toMatch(/^Expected a transaction with one signer/)
          }
        },
      ),
      // Found by this property: a transaction shorter than its signature slot throws a RangeError.
      { numRuns: RUNS, examples: [[Uint8Array.from([1]), new Uint8Array(64)]] },
    )
  })
})
