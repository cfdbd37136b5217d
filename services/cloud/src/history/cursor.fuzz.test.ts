import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeChainCursor, encodeChainCursor } from './chainCursor.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'

/*
 * History cursors come back from callers, who may change them. A cursor this cloud issued decodes to its
 * position; anything else decodes to undefined (the route answers 400), never throws.
 */

const RUNS = fuzzRuns()
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

const cursorText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJabcdefghij0123456789-_'), maxLength: 500 }),
  fc.jsonValue({ maxDepth: 3 }).map(b64url),
  fc
    .tuple(
      fc.oneof(
        fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
        fc.string(),
      ),
      fc.string(),
      fc.integer(),
      fc.double(),
    )
    .map(b64url),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 })).map((positions) => b64url({ p: positions })),
  // Cursors this cloud issued, some with one character changed.
  fc
    .tuple(
      fc.oneof(
        fc
          .record({
            minedAt: fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }),
            chainId: fc.string({ minLength: 1, maxLength: 64 }),
            blockNumber: fc.nat(),
            txIndex: fc.nat(),
          })
          .map(encodeCursor),
        fc
          .dictionary(fc.string({ minLength: 1, maxLength: 64 }), fc.string({ minLength: 1, maxLength: 128 }))
          .map(encodeChainCursor),
      ),
      fc.nat(),
      fc.constantFrom('A', '-', '_', '=', '.'),
      fc.boolean(),
    )
    .map(([cursor, at, char, mutate]) =>
      mutate ? cursor.slice(0, at % cursor.length) + char + cursor.slice((at % cursor.length) + 1) : cursor,
    ),
)

describe('history cursors under random input', () => {
  it('decodeCursor gives undefined or a position that encodes back to the same cursor', () => {
    fc.assert(
      fc.property(cursorText, (cursor) => {
        const position = decodeCursor(cursor)
        if (position === undefined) return
        expect(Number.isNaN(position.minedAt.getTime())).toBe(false)
        expect(decodeCursor(encodeCursor(position))).toEqual(position)
      }),
      { numRuns: RUNS },
    )
  })

  it('decodeChainCursor gives undefined or positions that encode back to the same positions', () => {
    fc.assert(
      fc.property(cursorText, (cursor) => {
        const positions = decodeChainCursor(cursor)
        if (positions === undefined) return
        for (const value of Object.values(positions)) expect(typeof value).toBe('string')
        expect(decodeChainCursor(encodeChainCursor(positions))).toEqual(positions)
      }),
      { numRuns: RUNS },
    )
  })
})
