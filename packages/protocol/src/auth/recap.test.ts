import { base64urlnopad } from '@scure/base'
import * as wc from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  assertValidRecap,
  buildRecapStatement,
  createEncodedRecap,
  createRecap,
  decodeRecap,
  encodeRecap,
  formatRecapStatement,
  getChainsFromRecap,
  getMethodsFromRecap,
  getRecapFromResources,
  isRecapResource,
  mergeEncodedRecaps,
  mergeRecaps,
  type Recap,
  RecapError,
} from './recap.ts'

const encodeJson = (value: unknown) =>
  `urn:recap:${Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '')}`

// Method and resource names as they occur (mixed case, digits, underscores) so the localeCompare order matters.
// `__proto__` is left out: the official helpers build plain objects and lose such a key, ours keeps it.
const name = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/).filter((n) => n !== '__proto__')
const methods = fc.uniqueArray(name, { minLength: 1, maxLength: 6 })
const limits = fc.oneof(
  fc.constant({}),
  fc.record({
    chains: fc.uniqueArray(
      name.map((n) => `eip155:${n}`),
      { minLength: 1, maxLength: 3 },
    ),
  }),
)
const recapArb: fc.Arbitrary<Recap> = fc
  .uniqueArray(
    fc.tuple(
      name,
      fc.uniqueArray(fc.tuple(fc.constantFrom('request', 'Request', 'sign', 'x'), name, limits), {
        minLength: 1,
        maxLength: 5,
        selector: ([ability, method]) => `${ability}/${method}`,
      }),
    ),
    { minLength: 1, maxLength: 3, selector: ([resource]) => resource },
  )
  .map((resources) => ({
    att: Object.fromEntries(
      resources.map(([resource, abilities]) => [
        resource,
        Object.fromEntries(abilities.map(([ability, method, limit]) => [`${ability}/${method}`, [limit]])),
      ]),
    ),
  }))
const withEip155 = fc
  .tuple(recapArb, methods, limits)
  .map(([recap, m, limit]) => mergeRecaps(createRecap('eip155', 'request', m, limit), recap))

describe('createRecap / encodeRecap', () => {
  it('encodes the official client’s example exactly', () => {
    const resource = createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sign'])
    expect(resource).toBe(
      'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NpZ24iOlt7fV0sInJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ',
    )
    expect(decodeRecap(resource)).toEqual({
      att: { eip155: { 'request/eth_sign': [{}], 'request/personal_sign': [{}] } },
    })
  })

  it('matches the official createEncodedRecap byte for byte (property)', () => {
    fc.assert(
      fc.property(name, methods, (namespace, m) => {
        expect(createEncodedRecap(namespace, 'request', m)).toBe(
          wc.createEncodedRecap(namespace, 'request', [...m]),
        )
      }),
    )
  })

  it('does not sort the caller’s array in place (the official one does)', () => {
    const m = ['personal_sign', 'eth_sign']
    createRecap('eip155', 'request', m)
    expect(m).toEqual(['personal_sign', 'eth_sign'])
  })

  it('rejects an empty method list and invalid recaps', () => {
    expect(() => createRecap('eip155', 'request', [])).toThrow(RecapError)
    expect(() => createRecap('eip155', 'request', ['a/b'])).toThrow(/<namespace>\/<name>/)
    expect(() => encodeRecap({ att: {} })).toThrow(/no resources/)
  })

  it('round-trips any valid recap, equal to what the official encoder writes (property)', () => {
    fc.assert(
      fc.property(recapArb, (recap) => {
        const encoded = encodeRecap(recap)
        expect(encoded).toBe(wc.encodeRecap(recap))
        expect(decodeRecap(encoded)).toEqual(recap)
        expect(decodeRecap(encoded)).toEqual(wc.decodeRecap(encoded))
      }),
    )
  })
})

describe('decodeRecap', () => {
  it('accepts padded and URL-safe base64', () => {
    const recap = { att: { eip155: { 'request/eth_sign?>': [{ n: '>>>???' }] } } }
    const json = new TextEncoder().encode(JSON.stringify(recap))
    expect(decodeRecap(`urn:recap:${base64urlnopad.encode(json)}`)).toEqual(recap)
    expect(decodeRecap(`urn:recap:${Buffer.from(json).toString('base64')}`)).toEqual(recap)
  })

  it.each([
    ['a non-string', 7, /must be a string starting with "urn:recap:"/],
    ['a missing prefix', 'eyJhdHQiOnt9fQ', /must be a string starting with "urn:recap:"/],
    ['non-base64', 'urn:recap:%%%', /not base64/],
    ['an impossible length', 'urn:recap:abcde', /not base64/],
    ['whitespace', 'urn:recap:eyJh dHQ', /not base64/],
    [
      'invalid UTF-8',
      `urn:recap:${Buffer.from([0xff, 0xfe]).toString('base64')}`,
      /not base64-encoded UTF-8/,
    ],
    [
      'non-JSON',
      encodeJson('x').replace(/^urn:recap:.*/, `urn:recap:${Buffer.from('{').toString('base64')}`),
      /not JSON/,
    ],
    ['an array', encodeJson([1]), /not a JSON object/],
    ['null', encodeJson(null), /not a JSON object/],
    ['no att', encodeJson({ prf: [] }), /missing the `att` object/],
    ['an empty att', encodeJson({ att: {} }), /no resources/],
    [
      'an array resource',
      encodeJson({ att: { eip155: [] } }),
      /resource "eip155" must be a non-empty object/,
    ],
    [
      'an empty resource',
      encodeJson({ att: { eip155: {} } }),
      /resource "eip155" must be a non-empty object/,
    ],
    ['an ability without a slash', encodeJson({ att: { eip155: { request: [{}] } } }), /<namespace>\/<name>/],
    ['empty limits', encodeJson({ att: { eip155: { 'request/a': [] } } }), /non-empty array of objects/],
    [
      'non-object limits',
      encodeJson({ att: { eip155: { 'request/a': [1] } } }),
      /non-empty array of objects/,
    ],
    ['null limits', encodeJson({ att: { eip155: { 'request/a': [null] } } }), /non-empty array of objects/],
  ])('rejects %s with a RecapError', (_, input, message) => {
    expect(() => decodeRecap(input)).toThrow(RecapError)
    expect(() => decodeRecap(input)).toThrow(message)
  })

  it('throws only RecapError on random input (property)', () => {
    const input = fc.oneof(
      fc.anything(),
      fc.string().map((s) => `urn:recap:${s}`),
      fc.base64String().map((s) => `urn:recap:${s}`),
      fc.jsonValue().map(encodeJson),
      fc.dictionary(fc.string(), fc.jsonValue()).map((att) => encodeJson({ att })),
      fc
        .dictionary(fc.string(), fc.dictionary(fc.string(), fc.jsonValue()))
        .map((att) => encodeJson({ att })),
    )
    fc.assert(
      fc.property(input, (value) => {
        try {
          assertValidRecap(decodeRecap(value))
        } catch (error) {
          expect(error).toBeInstanceOf(RecapError)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps a "__proto__" resource as data', () => {
    const resource = `urn:recap:${Buffer.from('{"att":{"__proto__":{"request/x":[{}]},"eip155":{"request/y":[{}]}}}').toString('base64')}`
    const decoded = decodeRecap(resource)
    expect(Object.keys(decoded.att)).toEqual(['__proto__', 'eip155'])
    const merged = mergeRecaps(decoded, createRecap('eip155', 'request', ['z']))
    expect(Object.getPrototypeOf(merged.att)).toBe(Object.prototype)
    expect(Object.keys(merged.att)).toEqual(['__proto__', 'eip155'])
  })
})

describe('resources', () => {
  it('finds the recap only in the last position', () => {
    const recap = createEncodedRecap('eip155', 'request', ['a'])
    expect(getRecapFromResources(['https://a', recap])).toBe(recap)
    expect(getRecapFromResources([recap, 'https://a'])).toBeUndefined()
    expect(getRecapFromResources([])).toBeUndefined()
    expect(getRecapFromResources(undefined)).toBeUndefined()
    expect(isRecapResource(recap)).toBe(true)
    expect(isRecapResource('https://x/urn:recap:')).toBe(false)
  })
})

describe('merge, methods, chains, statement', () => {
  it('merges as the official mergeEncodedRecaps does (property)', () => {
    fc.assert(
      fc.property(recapArb, recapArb, (a, b) => {
        const [ea, eb] = [encodeRecap(a), encodeRecap(b)]
        expect(mergeEncodedRecaps(ea, eb)).toBe(wc.mergeEncodedRecaps(ea, eb))
      }),
    )
  })

  it('prefers the first recap’s limits', () => {
    const a = createRecap('eip155', 'request', ['x'], { chains: ['eip155:1'] })
    const b = createRecap('eip155', 'request', ['x', 'y'], { chains: ['eip155:2'] })
    expect(mergeRecaps(a, b)).toEqual({
      att: { eip155: { 'request/x': [{ chains: ['eip155:1'] }], 'request/y': [{ chains: ['eip155:2'] }] } },
    })
  })

  it('gets methods and chains as the official helpers do (property)', () => {
    fc.assert(
      fc.property(fc.oneof(recapArb, withEip155), (recap) => {
        const encoded = encodeRecap(recap)
        expect(getMethodsFromRecap(encoded)).toEqual(wc.getMethodsFromRecap(encoded))
        expect(getMethodsFromRecap(recap)).toEqual(wc.getMethodsFromRecap(encoded))
        expect(getChainsFromRecap(encoded)).toEqual(wc.getChainsFromRecap(encoded))
      }),
    )
  })

  it('writes the official client’s statement sentence', () => {
    const recap = createRecap('eip155', 'request', ['personal_sign', 'eth_signTypedData_v4', 'eth_sign'])
    expect(formatRecapStatement(undefined, recap)).toBe(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sign', 'eth_signTypedData_v4', 'personal_sign' for 'eip155'.",
    )
    expect(formatRecapStatement('Sign in.', recap)).toMatch(/^Sign in\. I further authorize/)
    const already = formatRecapStatement('Hi', recap)
    expect(formatRecapStatement(already, recap)).toBe(already)
    expect(buildRecapStatement('Hi', undefined)).toBe('Hi')
    expect(buildRecapStatement('Hi', encodeRecap(recap))).toBe(already)
  })

  it('formats statements as the official formatStatementFromRecap does, quirks included (property)', () => {
    // Three abilities on one resource exercise the official ".," replacement, which only fixes the first one.
    const quirky = { att: { eip155: { 'a/x': [{}], 'b/y': [{}], 'c/z': [{}] }, solana: { 'a/q': [{}] } } }
    expect(formatRecapStatement('', quirky)).toBe(wc.formatStatementFromRecap('', quirky))
    expect(formatRecapStatement('', quirky)).toContain("for 'eip155'., (3)")
    fc.assert(
      fc.property(
        fc.oneof(recapArb, withEip155),
        fc.option(fc.string(), { nil: undefined }),
        (recap, statement) => {
          expect(formatRecapStatement(statement, recap)).toBe(wc.formatStatementFromRecap(statement, recap))
          expect(buildRecapStatement(statement ?? '', encodeRecap(recap))).toBe(
            wc.buildRecapStatement(statement ?? '', encodeRecap(recap)),
          )
        },
      ),
    )
  })
})
