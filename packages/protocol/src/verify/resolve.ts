import type { Validation, VerifyContext } from '../sign/types.ts'
import { type Deadline, startDeadline, trimSlashes } from './deadline.ts'
import { hashMessage } from './hash.ts'
import { decodeAttestation, publicKeyOfJwk, type VerifyPublicJwk, verifyAttestation } from './jwt.ts'

/**
 * The receiver gives up on the verify service after this long and reports UNKNOWN, as the official client
 * does.
 */
export const VERIFY_TIMEOUT_MS = 5_000

/** GET {verifyUrl}/v3/public-key. */
export interface VerifyPublicKey {
  publicKey: VerifyPublicJwk
  /** Unix seconds; the key is fetched again after it. */
  expiresAt: number
}

/** Public keys by verifyUrl, kept by whoever owns it (one per client instance): no module state. */
export type VerifyKeyCache = Map<string, VerifyPublicKey>

export function createVerifyKeyCache(): VerifyKeyCache {
  return new Map()
}

export interface ResolveVerifyContextOptions {
  /** The verify service of the sender's metadata, e.g. http://127.0.0.1:<port>/verify. */
  verifyUrl: string
  /** The sender's metadata.url: its origin is what the resolved origin must equal for VALID. */
  metadataUrl: string
  /** The publish's attestation JWT, when the relay message carried one. */
  attestation?: string
  /** The envelope text as received: the JWT's id must be its sha256. */
  envelope: string
  /** The JSON text of the decrypted request, for the fallback lookup by its sha256. */
  payloadJson?: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Unix seconds; default the clock. */
  now?: number
  /** Where the service's public key is kept between calls; without it every call fetches it. */
  keyCache?: VerifyKeyCache
}

interface Resolved {
  origin: string
  isScam?: boolean | null | undefined
}

interface Io {
  base: string
  fetch: typeof fetch
  deadline: Deadline
  now: number
  cache: VerifyKeyCache | undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The JSON of a 200 answer, or undefined for any other status. */
async function getJson(io: Io, url: string): Promise<unknown> {
  const response = await io.deadline.race(io.fetch(url, { signal: io.deadline.signal, credentials: 'omit' }))
  if (response?.status !== 200) return undefined
  return io.deadline.race(response.json() as Promise<unknown>)
}

async function fetchPublicKey(io: Io): Promise<VerifyPublicKey | undefined> {
  const answer = await getJson(io, `${io.base}/v3/public-key`)
  if (!isRecord(answer) || typeof answer.expiresAt !== 'number') return undefined
  publicKeyOfJwk(answer.publicKey)
  const key = { publicKey: answer.publicKey as unknown as VerifyPublicJwk, expiresAt: answer.expiresAt }
  io.cache?.set(io.base, key)
  return key
}

/** The claims of a JWT that verifies with the service's key (cached, or fetched again once), else undefined. */
async function verifiedClaims(io: Io, attestation: string) {
  const check = (key: VerifyPublicKey) => {
    try {
      return verifyAttestation(attestation, publicKeyOfJwk(key.publicKey), io.now)
    } catch {
      return undefined
    }
  }
  const cached = io.cache?.get(io.base)
  if (cached && cached.expiresAt > io.now) {
    const claims = check(cached)
    if (claims) return claims
  }
  // No key yet, an expired one, or one the token does not verify with (the service changed keys).
  const fresh = await fetchPublicKey(io).catch(() => undefined)
  return fresh ? check(fresh) : undefined
}

/** GET {verifyUrl}/attestation/<sha256(payload JSON)>?v2Supported=true, as the official client asks it. */
async function lookUp(io: Io, payloadJson: string): Promise<Resolved | undefined> {
  const hash = hashMessage(payloadJson)
  const answer = await getJson(io, `${io.base}/attestation/${hash}?v2Supported=true`)
  if (!isRecord(answer) || typeof answer.origin !== 'string') return undefined
  if (answer.attestationId !== undefined && answer.attestationId !== hash) return undefined
  const isScam = answer.isScam
  return { origin: answer.origin, isScam: typeof isScam === 'boolean' ? isScam : undefined }
}

/**
 * The official client's order: an empty attestation (the sender tried and failed) resolves nothing; a JWT
 * made for another envelope, or one whose origin the service did not verify, resolves nothing either; a JWT
 * that verifies gives its origin; otherwise (bad signature, expired, key unreachable, no JWT) the lookup.
 */
async function resolveOrigin(options: ResolveVerifyContextOptions, io: Io): Promise<Resolved | undefined> {
  const { attestation } = options
  if (attestation !== undefined) {
    if (attestation === '') return undefined
    if (decodeAttestation(attestation).id !== hashMessage(options.envelope)) return undefined
    const claims = await verifiedClaims(io, attestation)
    if (claims) return claims.isVerified ? { origin: claims.origin, isScam: claims.isScam } : undefined
  }
  return options.payloadJson === undefined ? undefined : lookUp(io, options.payloadJson)
}

function originOfUrl(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * The verifyContext of a received request (apps/docs/pages/protocol.md#verify): VALID when the origin the
 * verify service attests equals the origin of the sender's metadata.url, INVALID when it differs, UNKNOWN
 * when nothing could be resolved (offline, timeout, refused token, no record). Never throws.
 */
export async function resolveVerifyContext(options: ResolveVerifyContextOptions): Promise<VerifyContext> {
  // As the official client: until something resolves, the origin shown is the metadata's url.
  const unknown: VerifyContext = {
    verified: { verifyUrl: options.verifyUrl, validation: 'UNKNOWN', origin: options.metadataUrl },
  }
  const deadline = startDeadline(options.timeoutMs ?? VERIFY_TIMEOUT_MS)
  try {
    const io: Io = {
      base: trimSlashes(options.verifyUrl),
      // Bound: a browser's fetch called as a method of another object throws "Illegal invocation".
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      deadline,
      now: options.now ?? Date.now() / 1000,
      cache: options.keyCache,
    }
    const resolved = await deadline.race(resolveOrigin(options, io))
    if (!resolved) return unknown
    const expected = originOfUrl(options.metadataUrl)
    const validation: Validation =
      expected === undefined ? 'UNKNOWN' : resolved.origin === expected ? 'VALID' : 'INVALID'
    return {
      verified: {
        verifyUrl: options.verifyUrl,
        validation,
        origin: resolved.origin,
        ...(typeof resolved.isScam === 'boolean' ? { isScam: resolved.isScam } : {}),
      },
    }
  } catch {
    return unknown
  } finally {
    deadline.clear()
  }
}
