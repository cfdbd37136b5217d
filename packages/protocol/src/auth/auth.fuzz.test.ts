import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex } from '@noble/hashes/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64urlnopad } from '../base64.ts'
import {
  buildAuthPayload,
  buildCacao,
  hashPersonalMessage,
  populateAuthPayload,
  verifyCacao,
} from './cacao.ts'
import { decodeDidKey, encodeDidKey, JWT_NOT_YET_VALID, signRelayJwt, verifyRelayJwt } from './jwt.ts'
import { decodeRecap, encodeRecap, RecapError } from './recap.ts'
import { formatSiweMessage } from './siwe.ts'

/*
 * Relay JWTs, did:key ids, ReCap resources and CACAOs come from other parties. Whatever they hold, each
 * decoder returns a value or fails in its documented way (an Error with its own prefix, a RecapError, a
 * `{ ok: false, reason }`), and never throws anything else or hangs.
 */

const RUNS = fuzzRuns()
const NOW = 1_800_000_000
const encoder = new TextEncoder()
const b64 = (text: string) => base64urlnopad.encode(encoder.encode(text))

/** Runs `decode`; a throw must be an Error whose message matches `documented`. */
function returnsOrThrows<T>(decode: () => T, documented: RegExp): T | undefined {
  try {
    return decode()
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(documented)
    return undefined
  }
}

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 })
const anyJsonValue = fc.jsonValue({ maxDepth: 3 })

/** A JWT part: base64url of random JSON, of random bytes, or random text. */
const jwtPart = (json: fc.Arbitrary<unknown>) =>
  fc.oneof(
    json.map((value) => b64(JSON.stringify(value))),
    fc.uint8Array({ maxLength: 80 }).map((bytes) => base64urlnopad.encode(bytes)),
    fc.string({ maxLength: 40 }),
  )

const didKey = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeDidKey),
  fc.string({ maxLength: 60 }).map((text) => `did:key:${text}`),
  fc.string({ maxLength: 60 }),
)

const header = fc.oneof(
  fc.constant({ alg: 'EdDSA', typ: 'JWT' }),
  fc.record({ alg: anyJsonValue, typ: anyJsonValue }, { requiredKeys: [] }),
  anyJsonValue,
)
const payload = fc.oneof(
  fc.record(
    {
      iss: didKey,
      sub: fc.string(),
      aud: fc.string(),
      iat: fc.oneof(fc.integer(), fc.double(), anyJsonValue),
      exp: fc.oneof(fc.integer(), fc.double(), anyJsonValue),
    },
    { requiredKeys: [] },
  ),
  anyJsonValue,
)

/** Flips one character of a valid token: a truncated, corrupted or re-signed JWT. */
const mutatedToken = fc
  .record({ seed, at: fc.nat(), char: fc.string({ minLength: 1, maxLength: 1 }), cut: fc.boolean() })
  .map(({ seed, at, char, cut }) => {
    const token = signRelayJwt({ seed, aud: 'wss://relay.example', iat: NOW })
    const index = at % token.length
    return cut ? token.slice(0, index) : token.slice(0, index) + char + token.slice(index + 1)
  })

const relayJwt = fc.oneof(
  fc.tuple(jwtPart(header), jwtPart(payload), jwtPart(fc.constant(''))).map((parts) => parts.join('.')),
  mutatedToken,
  fc.string({ maxLength: 200 }),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 6 }).map((parts) => parts.join('.')),
)

describe('relay JWT under random input', () => {
  it(
    'verifyRelayJwt returns the issuer or throws an Invalid relay JWT error',
    () => {
      fc.assert(
        fc.property(relayJwt, (jwt) => {
          const iss = returnsOrThrows(
            () => verifyRelayJwt(jwt, { now: NOW, isAudience: (aud) => aud === 'wss://relay.example' }),
            new RegExp(`^(Invalid relay JWT: .+|${JWT_NOT_YET_VALID})$`),
          )
          if (iss !== undefined) expect(iss).toMatch(/^did:key:z/)
        }),
        { numRuns: RUNS },
      )
    },
    fuzzTimeout(5),
  )

  it('verifyRelayJwt refuses anything that is not a string', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        if (typeof value === 'string') return
        expect(() => verifyRelayJwt(value as string, { now: NOW, isAudience: () => true })).toThrow(
          /^Invalid relay JWT: /,
        )
      }),
      { numRuns: RUNS },
    )
  })

  it('decodeDidKey returns 32 bytes or throws an Invalid did:key error', () => {
    fc.assert(
      fc.property(fc.oneof(didKey, fc.anything()), (did) => {
        const key = returnsOrThrows(() => decodeDidKey(did as string), /^Invalid did:key: /)
        if (key !== undefined) expect(key).toHaveLength(32)
      }),
      { numRuns: RUNS },
    )
  })
})

/** A ReCap resource: valid, with random JSON, random base64, or random text after the prefix. */
const recapResource = fc.oneof(
  fc
    .record({
      resource: fc.string({ minLength: 1, maxLength: 20 }),
      ability: fc.string({ maxLength: 12 }),
      limits: fc.array(fc.dictionary(fc.string({ maxLength: 5 }), anyJsonValue, { maxKeys: 3 }), {
        maxLength: 3,
      }),
    })
    .map(
      ({ resource, ability, limits }) =>
        `urn:recap:${b64(JSON.stringify({ att: { [resource]: { [ability]: limits } } }))}`,
    ),
  anyJsonValue.map((value) => `urn:recap:${b64(JSON.stringify(value))}`),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => `urn:recap:${base64urlnopad.encode(bytes)}`),
  fc.string({ maxLength: 80 }).map((text) => `urn:recap:${text}`),
  fc.anything(),
)

describe('ReCap under random input', () => {
  it('decodeRecap returns a well-formed ReCap that re-encodes, or throws a RecapError', () => {
    fc.assert(
      fc.property(recapResource, (resource) => {
        try {
          const recap = decodeRecap(resource)
          expect(decodeRecap(encodeRecap(recap))).toEqual(recap)
        } catch (error) {
          expect(error).toBeInstanceOf(RecapError)
          expect((error as Error).message).toMatch(/^Invalid ReCap: /)
        }
      }),
      { numRuns: RUNS },
    )
  })
})

const EXPECTED = {
  domain: 'app.example',
  nonce: 'n0nce123',
  aud: 'https://app.example',
  chains: ['eip155:1'],
}

const SIGNER_KEY = new Uint8Array(32).fill(7)

/** A CACAO signed by SIGNER_KEY for EXPECTED: what an honest wallet answers. */
function signedCacao(): Record<string, Record<string, unknown>> {
  const publicKey = secp256k1.getPublicKey(SIGNER_KEY, false)
  const address = `0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))}`
  const iss = `did:pkh:eip155:1:${address}`
  const request = buildAuthPayload({
    ...EXPECTED,
    uri: EXPECTED.aud,
    methods: ['personal_sign'],
    now: NOW * 1000,
  })
  const payload = populateAuthPayload({
    authPayload: request,
    chains: ['eip155:1'],
    methods: ['personal_sign'],
  })
  const signature = secp256k1.sign(hashPersonalMessage(formatSiweMessage(payload, iss)), SIGNER_KEY)
  const hex = `0x${signature.toCompactHex()}${(27 + signature.recovery).toString(16)}`
  return buildCacao(payload, iss, hex) as unknown as Record<string, Record<string, unknown>>
}

const HONEST = signedCacao()

/** The honest CACAO with one field replaced by anything or dropped, or any value at all. */
const cacao = fc.oneof(
  fc
    .record({
      section: fc.constantFrom('h', 'p', 's'),
      key: fc.oneof(
        fc.constantFrom(
          't',
          'iss',
          'domain',
          'nonce',
          'aud',
          'iat',
          'exp',
          'nbf',
          'resources',
          's',
          'version',
        ),
        fc.string({ maxLength: 10 }),
      ),
      value: fc.oneof(fc.anything({ maxDepth: 2 }), fc.string({ maxLength: 40 })),
      drop: fc.boolean(),
    })
    .map(({ section, key, value, drop }) => {
      const base = HONEST
      const part = { ...base[section] }
      if (drop) delete part[key]
      else part[key] = value
      return { ...base, [section]: part } as unknown
    }),
  fc.anything({ maxDepth: 3 }),
)

describe('CACAO under random input', () => {
  it('accepts the honest CACAO the mutations start from', async () => {
    expect(await verifyCacao(HONEST, { expected: EXPECTED, now: NOW * 1000 })).toMatchObject({ ok: true })
  })

  it(
    'verifyCacao never throws: it answers ok or a readable reason',
    async () => {
      await fc.assert(
        fc.asyncProperty(cacao, async (value) => {
          const result = await verifyCacao(value, { expected: EXPECTED, now: NOW * 1000 })
          if (!result.ok) expect(result.reason.length).toBeGreaterThan(0)
        }),
        { numRuns: RUNS },
      )
    },
    fuzzTimeout(5),
  )
})
