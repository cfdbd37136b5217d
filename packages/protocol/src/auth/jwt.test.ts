import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import {
  clientIdFromSeed,
  decodeDidKey,
  encodeDidKey,
  JWT_FOREIGN_AUDIENCE,
  JWT_TOO_LONG,
  MAX_JWT_LIFETIME_SECONDS,
  signRelayJwt,
  verifyRelayJwt,
} from './jwt.ts'

const SEED = new Uint8Array(32).fill(7)
const IAT = 1_700_000_000
const AUD = 'wss://relay.example'

const decodePart = (part: string) => JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part)))
const encodePart = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

describe('did:key', () => {
  it('is did:key:z6Mk… and round-trips the public key', () => {
    const did = clientIdFromSeed(SEED)
    expect(did.startsWith('did:key:z6Mk')).toBe(true)
    expect(decodeDidKey(did)).toEqual(ed25519.getPublicKey(SEED))
    expect(encodeDidKey(decodeDidKey(did))).toBe(did)
  })

  it.each([
    ['another method', 'did:web:example.com'],
    [
      'a non-Ed25519 multicodec',
      `did:key:z${base58.encode(Uint8Array.of(0xe7, 0x01, ...new Uint8Array(32)))}`,
    ],
    ['a wrong length', `did:key:z${base58.encode(Uint8Array.of(0xed, 0x01, ...new Uint8Array(31)))}`],
    ['bad base58', 'did:key:z0OIl'],
  ])('rejects %s', (_, did) => {
    expect(() => decodeDidKey(did)).toThrow(/^Invalid did:key/)
  })
})

/** Verifies as the relay at AUD does. */
const verify = (jwt: string, now: number) => verifyRelayJwt(jwt, { now, isAudience: (aud) => aud === AUD })

/** A token with any claims, signed by SEED. */
const signClaims = (claims: Record<string, unknown>) => {
  const input = `${encodePart({ alg: 'EdDSA', typ: 'JWT' })}.${encodePart(claims)}`
  return `${input}.${base64urlnopad.encode(ed25519.sign(new TextEncoder().encode(input), SEED))}`
}

describe('signRelayJwt / verifyRelayJwt', () => {
  const jwt = signRelayJwt({ seed: SEED, aud: AUD, iat: IAT })
  const [header, payload, signature] = jwt.split('.') as [string, string, string]

  it('writes the relay auth header and payload, unpadded base64url', () => {
    expect(jwt).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(decodePart(header)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    const body = decodePart(payload)
    expect(Object.keys(body)).toEqual(['iss', 'sub', 'aud', 'iat', 'exp'])
    expect(body).toMatchObject({ iss: clientIdFromSeed(SEED), aud: AUD, iat: IAT, exp: IAT + 86_400 })
    expect(body.sub).toMatch(/^[0-9a-f]{64}$/)
    expect(base64urlnopad.decode(signature)).toHaveLength(64)
  })

  it('verifies and returns the client id', () => {
    expect(verify(jwt, IAT + 10)).toBe(clientIdFromSeed(SEED))
  })

  it('rejects a tampered payload or signature', () => {
    const otherPayload = encodePart({ ...decodePart(payload), aud: 'wss://elsewhere' })
    expect(() => verify(`${header}.${otherPayload}.${signature}`, IAT)).toThrow('bad signature')
    const sig = base64urlnopad.decode(signature)
    sig[0]! ^= 1
    const badSig = base64urlnopad.encode(sig)
    expect(() => verify(`${header}.${payload}.${badSig}`, IAT)).toThrow('bad signature')
  })

  it('rejects a token signed by a different key than its iss', () => {
    const other = signRelayJwt({ seed: new Uint8Array(32).fill(8), aud: AUD, iat: IAT }).split('.')
    expect(() => verify(`${header}.${payload}.${other[2]}`, IAT)).toThrow('bad signature')
  })

  it('allows 120 s of clock skew on both ends and no more', () => {
    expect(verify(jwt, IAT + 86_400 + 120)).toBeTruthy()
    expect(() => verify(jwt, IAT + 86_400 + 121)).toThrow('expired')
    expect(verify(jwt, IAT - 120)).toBeTruthy()
    expect(() => verify(jwt, IAT - 121)).toThrow('JWT validation error: JWT Token is not yet valid')
  })

  it('refuses a token for another relay, or without an aud', () => {
    const iss = clientIdFromSeed(SEED)
    const claims = { iss, sub: 'ab', iat: IAT, exp: IAT + 86_400 }
    expect(verify(signClaims({ ...claims, aud: AUD }), IAT)).toBe(iss)
    for (const aud of ['wss://relay.walletconnect.org', `${AUD}.evil.example`, '', 42, undefined]) {
      expect(() => verify(signClaims({ ...claims, aud }), IAT)).toThrow(
        `Invalid relay JWT: ${JWT_FOREIGN_AUDIENCE}`,
      )
    }
  })

  it('refuses a token that lives longer than a day (plus the leeway)', () => {
    const claims = { iss: clientIdFromSeed(SEED), sub: 'ab', aud: AUD, iat: IAT }
    expect(MAX_JWT_LIFETIME_SECONDS).toBe(86_400)
    expect(verify(signClaims({ ...claims, exp: IAT + 86_400 + 120 }), IAT)).toBeTruthy()
    for (const exp of [IAT + 86_400 + 121, IAT + 10 * 365 * 86_400, 1e308]) {
      expect(() => verify(signClaims({ ...claims, exp }), IAT)).toThrow(`Invalid relay JWT: ${JWT_TOO_LONG}`)
    }
    // Issued long ago for long: the lifetime counts from iat, not from now.
    const old = signClaims({ ...claims, iat: IAT - 9 * 86_400, exp: IAT + 86_400 })
    expect(() => verify(old, IAT)).toThrow(JWT_TOO_LONG)
  })

  it('rejects a wrong did prefix in iss', () => {
    const body = decodePart(payload)
    const wrong = `did:key:z${base58.encode(Uint8Array.of(0xe7, 0x01, ...decodeDidKey(body.iss)))}`
    const forged = encodePart({ ...body, iss: wrong })
    expect(() => verify(`${header}.${forged}.${signature}`, IAT)).toThrow('not an Ed25519 key')
  })

  it.each([
    ['two parts', 'a.b'],
    ['a non-JSON header', `!!.${'a'}.b`],
    ['another algorithm', `${encodePart({ alg: 'HS256', typ: 'JWT' })}.e30.AA`],
    ['a missing iss', `${encodePart({ alg: 'EdDSA', typ: 'JWT' })}.${encodePart({})}.AA`],
  ])('rejects %s with a clear message', (_, token) => {
    expect(() => verify(token, IAT)).toThrow(/^Invalid relay JWT: /)
  })

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => signRelayJwt({ seed: new Uint8Array(31), aud: AUD, iat: IAT })).toThrow('32 bytes')
  })
})
