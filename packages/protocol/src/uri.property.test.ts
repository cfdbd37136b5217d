/**
 * Property tests: parsePairingUri either returns a usable pairing (64-hex topic and symKey, positive
 * integer expiry, non-empty relay protocol) or throws PairingUriError, whatever it is given.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildPairingUri, type PairingUri, PairingUriError, parsePairingUri } from './uri.ts'

const NOW_MS = 1_700_000_000_000
const RUNS = { numRuns: 300 }
const HEX64 = /^[0-9a-f]{64}$/i

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/)

/** Strings without lone surrogates (encodeURIComponent refuses those, and no URI carries them). */
const text = (constraints: fc.StringConstraints = {}) => fc.string({ unit: 'grapheme', ...constraints })

const validUri = fc.record(
  {
    topic: hex64,
    symKey: hex64,
    expiryTimestamp: fc.integer({ min: NOW_MS / 1000, max: 2 ** 40 }),
    relayProtocol: text({ minLength: 1 }),
    relayData: text({ minLength: 1 }),
    methods: fc.array(
      text({ minLength: 1 }).filter((method) => !method.includes(',')),
      { minLength: 1, maxLength: 3 },
    ),
  },
  { requiredKeys: ['topic', 'symKey', 'expiryTimestamp', 'relayProtocol'] },
) as fc.Arbitrary<PairingUri>

/** Returns the parsed URI, or undefined after checking that the failure is a PairingUriError. */
function parseOrError(input: unknown): PairingUri | undefined {
  let parsed: PairingUri
  try {
    parsed = parsePairingUri(input as string, NOW_MS)
  } catch (error) {
    expect(error).toBeInstanceOf(PairingUriError)
    expect(['INVALID', 'EXPIRED']).toContain((error as PairingUriError).code)
    expect((error as PairingUriError).message.length).toBeGreaterThan(0)
    return undefined
  }
  expect(parsed.topic).toMatch(HEX64)
  expect(parsed.symKey).toMatch(HEX64)
  expect(Number.isSafeInteger(parsed.expiryTimestamp)).toBe(true)
  expect(parsed.expiryTimestamp).toBeGreaterThan(0)
  expect(parsed.expiryTimestamp * 1000).toBeGreaterThanOrEqual(NOW_MS)
  expect(typeof parsed.relayProtocol).toBe('string')
  expect(parsed.relayProtocol.length).toBeGreaterThan(0)
  if (parsed.methods) expect(parsed.methods.every((method) => method.length > 0)).toBe(true)
  return parsed
}

/** One edit of a valid URI: a character changed, removed or inserted, a slice cut, or a parameter swapped. */
const mutatedUri = fc
  .record({
    uri: validUri.map(buildPairingUri),
    how: fc.constantFrom('replace', 'delete', 'insert', 'cut', 'param', 'prefix'),
    position: fc.nat(),
    length: fc.nat({ max: 80 }),
    char: fc.oneof(fc.constantFrom(...'wc:/@?&=%#+ 2Zgxf0'), text({ minLength: 1, maxLength: 1 })),
    key: fc.constantFrom('expiryTimestamp', 'relay-protocol', 'symKey', 'methods', 'relay-data', 'x'),
    value: fc.oneof(
      fc.constantFrom('', '0', '-1', '1.5', '1e3', '9'.repeat(30), '9'.repeat(400), 'NaN', '%', '%zz', ' '),
      text(),
    ),
  })
  .map(({ uri, how, position, length, char, key, value }) => {
    const at = position % (uri.length + 1)
    switch (how) {
      case 'replace':
        return uri.slice(0, at) + char + uri.slice(at + 1)
      case 'delete':
        return uri.slice(0, at) + uri.slice(at + 1)
      case 'insert':
        return uri.slice(0, at) + char + uri.slice(at)
      case 'cut':
        return uri.slice(0, at) + uri.slice(at + length)
      case 'prefix':
        return char + uri
      default: {
        const [head, query = ''] = uri.split('?')
        const params = new URLSearchParams(query)
        params.set(key, value)
        return `${head}?${params.toString()}`
      }
    }
  })

describe('parsePairingUri', () => {
  it('random strings: a valid pairing or a PairingUriError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc
            .tuple(
              fc.string({ maxLength: 70 }),
              fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 5 }),
            )
            .map(([path, query]) => `wc:${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}`),
          fc.string().map((rest) => `wc:${rest}`),
        ),
        (input) => void parseOrError(input),
      ),
      RUNS,
    )
  })

  it('non-strings: a PairingUriError', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (input) => {
          expect(() => parsePairingUri(input as string, NOW_MS)).toThrow(PairingUriError)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('mutated valid URIs: a valid pairing or a PairingUriError', () => {
    fc.assert(
      fc.property(mutatedUri, (input) => void parseOrError(input)),
      { numRuns: 500 },
    )
  })

  it('an expired URI throws code EXPIRED', () => {
    fc.assert(
      fc.property(validUri, fc.integer({ min: 1, max: NOW_MS / 1000 - 1 }), (uri, expiry) => {
        const built = buildPairingUri({ ...uri, expiryTimestamp: expiry })
        expect(() => parsePairingUri(built, NOW_MS)).toThrow(
          expect.objectContaining({ name: 'PairingUriError', code: 'EXPIRED' }),
        )
      }),
      { numRuns: 100 },
    )
  })
})

describe('buildPairingUri / parsePairingUri', () => {
  it('round-trips every field, with wc: or wc:// and surrounding whitespace', () => {
    fc.assert(
      fc.property(validUri, fc.boolean(), fc.constantFrom('', ' ', '\n', '\t '), (uri, slashes, pad) => {
        const built = buildPairingUri(uri)
        const input = pad + (slashes ? built.replace(/^wc:/, 'wc://') : built) + pad
        const parsed = parsePairingUri(input, NOW_MS)
        expect(parsed).toEqual(uri)
        expect(buildPairingUri(parsed)).toBe(built)
      }),
      RUNS,
    )
  })
})
