import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRegistrationMessage, parseRegistrationMessage } from './message.ts'

/*
 * A name registration message is JSON the user's wallet signed. Parsing answers the message or a readable
 * error; a parsed message formats back to text that parses to the same message.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72'

const messageText = fc.oneof(
  fc
    .record(
      {
        name: fc.oneof(fc.constant('alice.airlock.eth'), fc.string({ maxLength: 30 })),
        address: fc.oneof(fc.constant(ADDRESS), fc.string({ maxLength: 44 })),
        timestamp: fc.oneof(fc.integer(), fc.double(), fc.string()),
        attributes: fc.oneof(
          fc.dictionary(fc.string({ maxLength: 70 }), fc.oneof(fc.string({ maxLength: 30 }), fc.webUrl()), {
            maxKeys: 20,
          }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      { requiredKeys: [] },
    )
    .map((message) => JSON.stringify(message)),
  fc.json({ maxDepth: 3 }),
  fc.string({ unit: anyCodePoint, maxLength: 100 }),
)

describe('name registration messages under random input', () => {
  it('parseRegistrationMessage answers the message or a readable error, never throws', () => {
    fc.assert(
      fc.property(messageText, (text) => {
        const parsed = parseRegistrationMessage(text)
        if (!parsed.ok) {
          expect(parsed.error.length).toBeGreaterThan(0)
          return
        }
        expect(parseRegistrationMessage(formatRegistrationMessage(parsed.message))).toEqual(parsed)
      }),
      { numRuns: RUNS },
    )
  })
})
