import { createPublicKey, verify } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { verifyRelayJwt } from '@airlock/protocol'
import { errorMessage } from '../errors.ts'
import { type Authorization, authorize, ORIGIN_NOT_ALLOWED } from '../projects/authorize.ts'
import type { ProjectStore } from '../projects/store.ts'
import { CloseCode } from './errors.ts'

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** Node's native Ed25519 (OpenSSL): the relay verifies every connection's JWT, the pure-JS one is slow. */
export function verifyEd25519Native(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (publicKey.length !== 32) return false
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, message, key, signature)
}

export type Admission =
  | { ok: true; clientId: string; projectId: string }
  | { ok: false; closeCode: number; reason: string }

/** The relay JWT: the `auth` query parameter, else `Authorization: Bearer <jwt>`. */
export function relayTokenOf(request: IncomingMessage, url: URL): string | undefined {
  const query = url.searchParams.get('auth')
  if (query) return query
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match?.[1]
}

/**
 * Who is connecting. Refusals close the socket with 3000 (the official client then stops reconnecting):
 * a missing or invalid JWT (one minted for another relay, `isAudience`, or living longer than a day
 * included), and a `projectId` that is missing, unknown or does not allow the page's Origin (the same
 * rules, and texts, as the project-scoped HTTP calls). Every connection names its project, browser or
 * not: the project's publish budget is what limits a sender, and a client key costs nothing to make.
 * A page without one is told its origin is not allowed (no allow-list could name it), anything else that
 * its key is invalid. A database failure while checking is 1011: worth retrying.
 */
export async function admit(
  request: IncomingMessage,
  url: URL,
  projects: ProjectStore,
  now: number,
  isAudience: (aud: string) => boolean,
): Promise<Admission> {
  const token = relayTokenOf(request, url)
  if (!token) return { ok: false, closeCode: CloseCode.AUTH, reason: 'Unauthorized: missing relay JWT' }
  let clientId: string
  try {
    clientId = verifyRelayJwt(token, {
      now: Math.floor(now / 1000),
      isAudience,
      verifyEd25519: verifyEd25519Native,
    })
  } catch (error) {
    return { ok: false, closeCode: CloseCode.AUTH, reason: `Unauthorized: ${errorMessage(error)}` }
  }
  const projectId = url.searchParams.get('projectId') || undefined
  const origin = request.headers.origin
  if (projectId === undefined && origin !== undefined) {
    return { ok: false, closeCode: CloseCode.AUTH, reason: ORIGIN_NOT_ALLOWED }
  }
  let authorization: Authorization
  try {
    authorization = await authorize(projects, projectId, origin === undefined ? undefined : origin)
  } catch {
    return { ok: false, closeCode: CloseCode.INTERNAL, reason: 'Could not check the project, try again' }
  }
  if (!authorization.ok) return { ok: false, closeCode: CloseCode.AUTH, reason: authorization.error }
  return { ok: true, clientId, projectId: authorization.project.id }
}
