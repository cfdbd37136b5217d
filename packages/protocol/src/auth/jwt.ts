import { ed25519 } from '@noble/curves/ed25519'
import { randomBytes } from '@noble/hashes/utils'
import { base58, base64urlnopad } from '@scure/base'
import { bytesToHex } from '../bytes.ts'

/** Multicodec prefix of an Ed25519 public key; base58btc of it plus 32 bytes always starts `6Mk`. */
const ED25519_PREFIX = [0xed, 0x01] as const
const DID_KEY_PREFIX = 'did:key:z'
/** How long a token lives: what WalletConnect clients sign (one day, exp = iat + this). */
const JWT_TTL_SECONDS = 86_400
/**
 * The longest life (exp - iat) a relay accepts, plus the clock leeway: the one day clients sign. A stolen
 * token is a key to its client's relay identity until it expires, so a token that lives longer is refused.
 */
export const MAX_JWT_LIFETIME_SECONDS = JWT_TTL_SECONDS
const DEFAULT_LEEWAY_SECONDS = 120

export interface RelayJwtPayload {
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

export function encodeDidKey(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('Ed25519 public key must be 32 bytes')
  return DID_KEY_PREFIX + base58.encode(Uint8Array.of(...ED25519_PREFIX, ...publicKey))
}

export function decodeDidKey(did: string): Uint8Array {
  if (typeof did !== 'string' || !did.startsWith(DID_KEY_PREFIX))
    throw new Error('Invalid did:key: bad prefix')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(DID_KEY_PREFIX.length))
  } catch {
    throw new Error('Invalid did:key: not base58btc')
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_PREFIX[0] || bytes[1] !== ED25519_PREFIX[1]) {
    throw new Error('Invalid did:key: not an Ed25519 key')
  }
  return bytes.slice(2)
}

function checkSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length !== 32) throw new Error('Relay auth seed must be 32 bytes')
}

/** The relay client id: stable for as long as the seed is persisted. */
export function clientIdFromSeed(seed: Uint8Array): string {
  checkSeed(seed)
  return encodeDidKey(ed25519.getPublicKey(seed))
}

const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

export interface SignRelayJwtOptions {
  seed: Uint8Array
  /** The relay URL. */
  aud: string
  /** Unix seconds; injected so tests and callers control the clock. */
  iat: number
}

/** The Ed25519-signed JWT a client presents to the relay (the `auth` query of its WebSocket URL). */
export function signRelayJwt({ seed, aud, iat }: SignRelayJwtOptions): string {
  checkSeed(seed)
  // Key order matches the WalletConnect relay-auth library, which keeps tokens byte-comparable.
  const payload: RelayJwtPayload = {
    iss: clientIdFromSeed(seed),
    sub: bytesToHex(randomBytes(32)),
    aud,
    iat,
    exp: iat + JWT_TTL_SECONDS,
  }
  const signingInput = `${encodeJson({ alg: 'EdDSA', typ: 'JWT' })}.${encodeJson(payload)}`
  const signature = ed25519.sign(new TextEncoder().encode(signingInput), seed)
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}

export interface VerifyRelayJwtOptions {
  /** Unix seconds. */
  now: number
  /**
   * Whether `aud` names this relay. Clients sign the relay URL they were configured with, so a token
   * minted for another relay (which could replay it) names that one and is refused.
   */
  isAudience: (aud: string) => boolean
  leewaySeconds?: number
  /**
   * Ed25519 verification to use instead of @noble's pure-JS one: a server passes its runtime's native
   * verifier (about 10x cheaper per connection on Node), a browser never needs to.
   */
  verifyEd25519?: (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => boolean
}

/** What a relay says of a JWT issued in the future: the client's clock is ahead. */
export const JWT_NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid'

const fail = (reason: string): never => {
  throw new Error(`Invalid relay JWT: ${reason}`)
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(part)))
  } catch {
    return fail(`${name} is not base64url JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(`${name} is not an object`)
  return value as Record<string, unknown>
}

/** Why a relay refuses a token whose `aud` names another relay. */
export const JWT_FOREIGN_AUDIENCE = 'aud is not this relay'
/** Why a relay refuses a token whose exp - iat is over MAX_JWT_LIFETIME_SECONDS. */
export const JWT_TOO_LONG = 'lives longer than a day'

/**
 * Verifies a client's relay JWT and returns its client id (`iss`): signed by the key `iss` names, for
 * this relay (`isAudience`), issued no later than now (give or take the leeway), not expired, and living
 * at most MAX_JWT_LIFETIME_SECONDS.
 */
export function verifyRelayJwt(
  jwt: string,
  {
    now,
    isAudience,
    leewaySeconds = DEFAULT_LEEWAY_SECONDS,
    verifyEd25519 = ed25519.verify,
  }: VerifyRelayJwtOptions,
): string {
  if (typeof jwt !== 'string') return fail('not a string')
  const parts = jwt.split('.')
  if (parts.length !== 3) return fail('expected three parts')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJsonPart(headerPart, 'header')
  if (header.typ !== 'JWT' || header.alg !== 'EdDSA')
    return fail('header must be {"alg":"EdDSA","typ":"JWT"}')
  const payload = decodeJsonPart(payloadPart, 'payload')
  if (typeof payload.iss !== 'string') return fail('missing iss')
  let publicKey: Uint8Array
  try {
    publicKey = decodeDidKey(payload.iss)
  } catch (error) {
    return fail((error as Error).message)
  }
  let signature: Uint8Array
  try {
    signature = base64urlnopad.decode(signaturePart)
  } catch {
    return fail('signature is not base64url')
  }
  if (signature.length !== 64) return fail('signature must be 64 bytes')
  let valid = false
  try {
    valid = verifyEd25519(signature, new TextEncoder().encode(`${headerPart}.${payloadPart}`), publicKey)
  } catch {
    // A did:key that is not a curve point lands here; it is just as invalid as a bad signature.
  }
  if (!valid) return fail('bad signature')
  if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return fail('missing iat or exp')
  if (typeof payload.aud !== 'string' || !isAudience(payload.aud)) return fail(JWT_FOREIGN_AUDIENCE)
  if (now > payload.exp + leewaySeconds) return fail('expired')
  // Both ends come from the client's one clock; the leeway allows for a client reading it twice.
  if (payload.exp - payload.iat > MAX_JWT_LIFETIME_SECONDS + leewaySeconds) return fail(JWT_TOO_LONG)
  // The WalletConnect relay's own words: apps map them to 'Session Expired' (check the clock).
  if (payload.iat > now + leewaySeconds) throw new Error(JWT_NOT_YET_VALID)
  return payload.iss
}
