import { p256 } from '@noble/curves/p256'
import { sha256 } from '@noble/hashes/sha256'
import { base64urlnopad } from '@scure/base'

/** A verify service's public key as /v3/public-key publishes it (the official P256KeyDataType). */
export interface VerifyPublicJwk {
  crv: string
  ext: boolean
  key_ops: string[]
  kty: string
  /** base64url of the 32-byte coordinates. */
  x: string
  y: string
}

/** The claims of an attestation JWT. `exp` in unix seconds. */
export interface AttestationClaims {
  exp: number
  /** sha256 hex of the envelope text the attestation was made for. */
  id: string
  origin: string
  /** null in some official tokens. */
  isScam?: boolean | null
  isVerified: boolean
}

const fail = (reason: string): never => {
  throw new Error(`Invalid attestation JWT: ${reason}`)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(part)))
  } catch {
    return fail(`${name} is not base64url JSON`)
  }
  return isRecord(value) ? value : fail(`${name} is not an object`)
}

function splitJwt(token: string): [string, string, string] {
  if (typeof token !== 'string') return fail('not a string')
  const parts = token.split('.')
  return parts.length === 3 ? (parts as [string, string, string]) : fail('expected three parts')
}

/** The claims of an attestation JWT, without checking its signature or expiry. Throws when malformed. */
export function decodeAttestation(token: string): AttestationClaims {
  const payload = decodeJsonPart(splitJwt(token)[1], 'payload')
  const { exp, id, origin, isScam, isVerified } = payload
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return fail('exp must be a number')
  if (typeof id !== 'string') return fail('id must be a string')
  if (typeof origin !== 'string') return fail('origin must be a string')
  if (isScam !== undefined && isScam !== null && typeof isScam !== 'boolean') {
    return fail('isScam must be a boolean or null')
  }
  if (typeof isVerified !== 'boolean') return fail('isVerified must be a boolean')
  return { exp, id, origin, isScam, isVerified }
}

/** The uncompressed P-256 point (0x04 || x || y) of a JWK; throws when it is not a P-256 EC key. */
export function publicKeyOfJwk(jwk: unknown): Uint8Array {
  if (!isRecord(jwk) || jwk.kty !== 'EC' || jwk.crv !== 'P-256') throw new Error('Not a P-256 EC JWK')
  if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string') throw new Error('JWK x and y must be strings')
  const x = base64urlnopad.decode(jwk.x)
  const y = base64urlnopad.decode(jwk.y)
  if (x.length !== 32 || y.length !== 32) throw new Error('JWK x and y must be 32 bytes each')
  const point = new Uint8Array(65)
  point[0] = 4
  point.set(x, 1)
  point.set(y, 33)
  return point
}

/**
 * Checks an attestation JWT as the official client does: ES256 over `header.payload` with the service's key,
 * signature r || s (64 bytes), and not past `exp` at `now` (unix seconds). Returns its claims; throws why not.
 */
export function verifyAttestation(token: string, publicKey: Uint8Array, now: number): AttestationClaims {
  const [headerPart, payloadPart, signaturePart] = splitJwt(token)
  const header = decodeJsonPart(headerPart, 'header')
  if (header.alg !== 'ES256') return fail('header alg must be ES256')
  const claims = decodeAttestation(token)
  let signature: Uint8Array
  try {
    signature = base64urlnopad.decode(signaturePart)
  } catch {
    return fail('signature is not base64url')
  }
  if (signature.length !== 64) return fail('signature must be 64 bytes')
  let valid = false
  try {
    const digest = sha256(new TextEncoder().encode(`${headerPart}.${payloadPart}`))
    valid = p256.verify(signature, digest, publicKey)
  } catch {
    // A key that is not a curve point lands here: as invalid as a bad signature.
  }
  if (!valid) return fail('bad signature')
  if (claims.exp < now) return fail('expired')
  return claims
}
