import { startDeadline, trimSlashes } from './deadline.ts'
import { hashMessage } from './hash.ts'
import { decodeAttestation } from './jwt.ts'

/** A browser sender waits this long for its attestation before publishing without one. */
export const ATTESTATION_TIMEOUT_MS = 2_000

export interface RequestAttestationOptions {
  /** The verify service, e.g. http://127.0.0.1:<port>/verify (no trailing path). */
  verifyUrl: string
  /** The envelope text (base64) about to be published: the JWT's id is its sha256. */
  envelope: string
  /**
   * The JSON text of the payload inside the envelope. When given, the service also keeps the origin under its
   * sha256, the receiver's fallback lookup (GET {verifyUrl}/attestation/<sha256>) when the JWT is unusable.
   */
  payloadJson?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/**
 * Asks the verify service to attest that this page's origin sends `envelope`: POST {verifyUrl}/v3/attestation
 * `{id, decryptedId?}`. The browser adds the Origin header, which page scripts cannot forge, and the service
 * signs that origin into the JWT. Sent as text/plain, a CORS "simple" request: no preflight round trip.
 * Resolves to the JWT for the publish's `attestation`, or undefined on any failure or timeout; never throws.
 */
export async function requestAttestation(options: RequestAttestationOptions): Promise<string | undefined> {
  const deadline = startDeadline(options.timeoutMs ?? ATTESTATION_TIMEOUT_MS)
  try {
    const fetchFn = options.fetch ?? globalThis.fetch
    const id = hashMessage(options.envelope)
    const body =
      options.payloadJson === undefined ? { id } : { id, decryptedId: hashMessage(options.payloadJson) }
    const response = await deadline.race(
      fetchFn(`${trimSlashes(options.verifyUrl)}/v3/attestation`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(body),
        credentials: 'omit',
        signal: deadline.signal,
      }),
    )
    if (!response?.ok) return undefined
    const answer = (await deadline.race(response.json())) as { jwt?: unknown } | null | undefined
    const jwt = answer?.jwt
    // A token for another message would only be refused by the receiver.
    if (typeof jwt !== 'string' || decodeAttestation(jwt).id !== id) return undefined
    return jwt
  } catch {
    return undefined
  } finally {
    deadline.clear()
  }
}
