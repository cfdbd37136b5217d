import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import { p256 } from '@noble/curves/p256'
import { sha256 } from '@noble/hashes/sha256'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64urlnopad } from '../base64.ts'
import { decodeAttestation, publicKeyOfJwk, verifyAttestation } from './jwt.ts'

/*
 * Verify attestations (JWTs) and the service's JWK come from the network. Whatever they hold, the decoders
 * return claims or throw an Error (a malformed token says so), and never hang.
 */

const RUNS = fuzzRuns()
// ES256 signing costs a few ms per case: fewer cases where each signs.
const SIGNED_RUNS = fuzzRuns(100)
const NOW = 1_800_000_000
const KEY = new Uint8Array(32).fill(3)
const PUBLIC_KEY = p256.getPublicKey(KEY, false)
const b64 = (text: string) => base64urlnopad.encode(new TextEncoder().encode(text))

/** Signs `header.payload` as the Verify service does (ES256, r || s). */
function sign(header: unknown, payload: unknown): string {
  const signingInput = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`
  const signature = p256.sign(sha256(new TextEncoder().encode(signingInput)), KEY).toCompactRawBytes()
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}

const claims = fc.record(
  {
    exp: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
    id: fc.oneof(fc.string(), fc.jsonValue()),
    origin: fc.oneof(fc.webUrl(), fc.jsonValue()),
    isScam: fc.oneof(fc.boolean(), fc.constant(null), fc.jsonValue()),
    isVerified: fc.oneof(fc.boolean(), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

const token = fc.oneof(
  fc
    .tuple(fc.oneof(fc.constant({ alg: 'ES256', typ: 'JWT' }), fc.jsonValue({ maxDepth: 2 })), claims)
    .map(([header, payload]) => sign(header, payload)),
  fc.record({ at: fc.nat(), char: fc.string({ minLength: 1, maxLength: 1 }) }).map(({ at, char }) => {
    const valid = sign(
      { alg: 'ES256' },
      { exp: NOW + 60, id: 'a', origin: 'https://a.example', isVerified: true },
    )
    const index = at % valid.length
    return valid.slice(0, index) + char + valid.slice(index + 1)
  }),
  fc
    .array(fc.oneof(fc.string({ maxLength: 20 }), fc.base64String({ maxLength: 40 })), { maxLength: 5 })
    .map((parts) => parts.join('.')),
  fc.anything(),
)

function returnsOrThrowsError(decode: () => unknown) {
  try {
    decode()
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message.length).toBeGreaterThan(0)
  }
}

describe('Verify attestation JWTs under random input', () => {
  it('a valid token verifies: the mutations below start from a real one', () => {
    const valid = sign(
      { alg: 'ES256' },
      { exp: NOW + 60, id: 'a', origin: 'https://a.example', isVerified: true },
    )
    expect(verifyAttestation(valid, PUBLIC_KEY, NOW)).toMatchObject({ id: 'a', isVerified: true })
  })

  it(
    'decodeAttestation and verifyAttestation return claims or throw an Error',
    () => {
      fc.assert(
        fc.property(token, (value) => {
          returnsOrThrowsError(() => decodeAttestation(value as string))
          returnsOrThrowsError(() => verifyAttestation(value as string, PUBLIC_KEY, NOW))
        }),
        { numRuns: SIGNED_RUNS },
      )
    },
    fuzzTimeout(10, SIGNED_RUNS),
  )

  it(
    'verified claims have the documented types',
    () => {
      fc.assert(
        fc.property(claims, (payload) => {
          try {
            const verified = verifyAttestation(sign({ alg: 'ES256' }, payload), PUBLIC_KEY, NOW)
            expect(typeof verified.exp).toBe('number')
            expect(typeof verified.id).toBe('string')
            expect(typeof verified.origin).toBe('string')
            expect(typeof verified.isVerified).toBe('boolean')
            expect([true, false, null, undefined]).toContain(verified.isScam)
          } catch (error) {
            expect((error as Error).message).toMatch(/./)
          }
        }),
        { numRuns: SIGNED_RUNS },
      )
    },
    fuzzTimeout(10, SIGNED_RUNS),
  )

  it('publicKeyOfJwk returns a 65-byte point or throws an Error', () => {
    const part = fc.oneof(
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => base64urlnopad.encode(bytes)),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => base64urlnopad.encode(bytes)),
      fc.string({ maxLength: 50 }),
      fc.jsonValue(),
    )
    const jwk = fc.oneof(
      fc.record(
        {
          kty: fc.oneof(fc.constant('EC'), fc.string()),
          crv: fc.oneof(fc.constant('P-256'), fc.string()),
          x: part,
          y: part,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    )
    fc.assert(
      fc.property(jwk, (value) => {
        try {
          expect(publicKeyOfJwk(value)).toHaveLength(65)
        } catch (error) {
          expect(error).toBeInstanceOf(Error)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
