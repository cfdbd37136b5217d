import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accountsChains,
  chainsOfNamespaces,
  formatAccountId,
  formatChainId,
  isValidAccountId,
  isValidChainId,
  parseAccountId,
  parseChainId,
} from './caip.ts'
import { ProtocolError } from './errors.ts'

/*
 * CAIP-2 chain ids and CAIP-10 accounts arrive in proposals, session settlements and requests from the peer.
 * A valid one parses and formats back to itself; anything else throws a ProtocolError, never another error.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))

const segment = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('eip155', 'solana', 'bip122', '1', ''))
const caipLike = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(':')),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  fc.anything(),
)

function parsesOrProtocolError<T>(parse: () => T): T | undefined {
  try {
    return parse()
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError)
    return undefined
  }
}

describe('CAIP-2 and CAIP-10 under random input', () => {
  it('parseChainId round-trips a valid id and throws a ProtocolError otherwise', () => {
    fc.assert(
      fc.property(caipLike, (value) => {
        const parts = parsesOrProtocolError(() => parseChainId(value))
        expect(parts !== undefined).toBe(isValidChainId(value))
        if (parts) expect(formatChainId(parts)).toBe(value)
      }),
      { numRuns: RUNS },
    )
  })

  it('parseAccountId round-trips a valid account and throws a ProtocolError otherwise', () => {
    fc.assert(
      fc.property(caipLike, (value) => {
        const parts = parsesOrProtocolError(() => parseAccountId(value))
        expect(parts !== undefined).toBe(isValidAccountId(value))
        if (parts) expect(formatAccountId(parts)).toBe(value)
      }),
      { numRuns: RUNS },
    )
  })

  it(
    'chain lists of accounts and namespaces never throw on hostile input',
    () => {
      fc.assert(
        fc.property(
          fc.anything({ maxDepth: 3 }),
          fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 })),
          (accounts, namespaces) => {
            for (const chain of parsesOrProtocolError(() => accountsChains(accounts)) ?? []) {
              expect(typeof chain).toBe('string')
            }
            parsesOrProtocolError(() => chainsOfNamespaces(namespaces))
          },
        ),
        { numRuns: RUNS },
      )
    },
    fuzzTimeout(3),
  )
})
