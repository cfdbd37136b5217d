import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { URL_ATTRIBUTE_KEYS } from './attributes.ts'
import { formatRegistrationMessage, parseRegistrationMessage } from './message.ts'

/*
 * A name registration message is JSON the user's wallet signed. Parsing answers the message or a readable
 * error; a parsed message formats back to text that parses to the same message, and none of its text records
 * holds what a page could run: a script link, markup or a control character.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72'
/** What text records are made of, and what an attacker puts in them. */
const recordPiece = fc.oneof(
  fc.constantFrom(
    'https://',
    'http://',
    'javascript:',
    'JavaScript:',
    ' data:',
    'vbscript:',
    '<',
    '>',
    '</',
    '<script>',
    '<!--',
    '&',
    '"',
    ':',
    '/',
    '\n',
    '\t',
    '\u0000',
    '\u007f',
    '\u202e',
    'a.example',
    'alice',
  ),
  fc.string({ maxLength: 4 }),
)
const recordValue = fc.array(recordPiece, { maxLength: 6 }).map((pieces) => pieces.join(''))
const recordKey = fc.oneof(
  {
    arbitrary: fc.constantFrom('avatar', 'url', 'header', 'description', 'display', 'com.twitter', 'AVATAR'),
    weight: 9,
  },
  { arbitrary: fc.string({ maxLength: 70 }), weight: 1 },
)

const messageText = fc.oneof(
  fc
    .record(
      {
        name: fc.oneof(fc.constant('alice.airlock.eth'), fc.string({ maxLength: 30 })),
        address: fc.oneof(fc.constant(ADDRESS), fc.string({ maxLength: 44 })),
        domain: fc.oneof(fc.constantFrom('app.example', '127.0.0.1:5173', '[::1]:8080'), fc.string()),
        projectId: fc.oneof(fc.constant('my-project'), fc.string({ maxLength: 70 })),
        chain: fc.oneof(fc.constantFrom('eip155:1', 'eip155:31337'), fc.string({ maxLength: 20 })),
        timestamp: fc.oneof(fc.integer(), fc.double(), fc.string()),
        attributes: fc.oneof(
          fc.dictionary(recordKey, fc.oneof(recordValue, fc.webUrl()), { maxKeys: 20 }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      { requiredKeys: [] },
    )
    .map((message) => JSON.stringify(message)),
  // A message that holds but for its text records: what an attacker signs to store a record.
  fc
    .record({
      name: fc.constant('alice.airlock.eth'),
      address: fc.constant(ADDRESS),
      domain: fc.constant('app.example'),
      projectId: fc.constant('my-project'),
      chain: fc.constant('eip155:1'),
      timestamp: fc.integer({ min: 1 }),
      attributes: fc.dictionary(recordKey, fc.oneof(recordValue, fc.webUrl()), { maxKeys: 4 }),
    })
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
        for (const [key, value] of Object.entries(parsed.message.attributes ?? {})) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character is what it looks for.
          expect(value).not.toMatch(/^\s*(javascript|vbscript|data):|<[a-z/!]|[\u0000-\u0009\u202e]/i)
          if (URL_ATTRIBUTE_KEYS.includes(key.toLowerCase())) expect(value).toMatch(/^https?:\/\/\S+$/i)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
