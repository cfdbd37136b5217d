import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { originOf } from '../projects/hook.ts'
import { findAttestation, saveAttestation } from './attestations.ts'
import { attestationFrameHtml } from './frame.ts'
import { loadVerifySigner } from './signer.ts'

/** Mount point under the cloud's port: a dapp's verifyUrl is `<cloud url>/verify`. */
export const VERIFY_PREFIX = '/verify'
/**
 * How long an attestation (JWT exp and the stored record) lives: the relay TTL of the messages it is made
 * for (wc_sessionPropose, wc_sessionRequest: 300 s), so it outlives the message it vouches for.
 */
export const ATTESTATION_TTL_SECONDS = 300
/** `expiresAt` of the published key: clients cache it that long. The key itself does not rotate. */
export const PUBLIC_KEY_TTL_SECONDS = 86_400

const PREFLIGHT_MAX_AGE_SECONDS = 600
const HEADER_LIST = /^[A-Za-z0-9-]+(?:\s*,\s*[A-Za-z0-9-]+)*$/
const MAX_ECHOED_ORIGIN = 100

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a sha256 hash: 64 lower-case hex digits')
const attestationBodySchema = z.object({
  /** sha256 of the envelope text: the JWT's id. */
  id: hashSchema,
  /** sha256 of the JSON payload, for the receiver's fallback lookup. */
  decryptedId: hashSchema.optional(),
})
const frameQuerySchema = attestationBodySchema.extend({
  projectId: z.string().optional(),
  // Sent by the official client; set by the page's own script, so never trusted: the Referer is.
  origin: z.string().optional(),
})
const lookupParamsSchema = z.object({ id: hashSchema })

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The origin a browser vouches for: Origin on a fetch, Referer on an iframe navigation. Page scripts cannot
 * set either, so the page cannot claim another site's origin.
 */
function attestedOrigin(value: string | undefined, header: 'Origin' | 'Referer'): string {
  if (value === undefined || value === '') {
    throw new HttpError(
      400,
      `${header} header required: an attestation states the origin of the page that asked for it, as its browser sends it`,
    )
  }
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new HttpError(
      400,
      `${header} header must be an http(s) origin, got '${value.slice(0, MAX_ECHOED_ORIGIN)}'`,
    )
  }
  return url.origin
}

/** POST bodies may come as text/plain (a CORS "simple" request needs no preflight) or as JSON. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {}
  try {
    return JSON.parse(body)
  } catch {
    throw new HttpError(400, 'Body is not valid JSON')
  }
}

/**
 * The verify service, wire-compatible with WalletConnect's official one (its clients call it unchanged):
 * - GET  /verify/v3/public-key        `{publicKey: JWK, expiresAt}`, the ES256 key attestations are signed with
 * - POST /verify/v3/attestation       `{id, decryptedId?}` -> `{jwt}` for the request's Origin
 * - GET  /verify/v3/attestation?id=…  the official browser client's iframe: posts the JWT to its parent
 * - GET  /verify/attestation/:id      (`?v2Supported=true`) `{attestationId, origin, isScam}`: the receiver's
 *   fallback lookup by sha256 of the JSON payload; 404 when unknown or expired
 * Every answer is readable from any origin: the service is meant for browsers on any dapp.
 */
export const verifyRoutes: RouteModule = async (app, { db }) => {
  const signer = await loadVerifySigner(db)

  async function attest(ids: { id: string; decryptedId?: string | undefined }, origin: string) {
    const now = Date.now()
    const exp = Math.floor(now / 1000) + ATTESTATION_TTL_SECONDS
    const stored = ids.decryptedId === undefined ? [ids.id] : [ids.id, ids.decryptedId]
    await saveAttestation(db, stored, origin, new Date(exp * 1000), new Date(now))
    return signer.sign({ exp, id: ids.id, origin, isScam: false, isVerified: true })
  }

  // Only this module's routes (app.ts registers each module in its own scope), errors included.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*')
    return payload
  })

  // Before the cloud's project preflight (`OPTIONS *`), which would ask for a projectId.
  app.options(`${VERIFY_PREFIX}/*`, async (request, reply) => {
    const requestedHeaders = request.headers['access-control-request-headers']
    if (typeof requestedHeaders === 'string' && HEADER_LIST.test(requestedHeaders)) {
      reply.header('access-control-allow-headers', requestedHeaders)
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send()
  })

  app.get(`${VERIFY_PREFIX}/v3/public-key`, async () => ({
    publicKey: signer.publicJwk,
    expiresAt: nowSeconds() + PUBLIC_KEY_TTL_SECONDS,
  }))

  app.post(`${VERIFY_PREFIX}/v3/attestation`, async (request, reply) => {
    const origin = attestedOrigin(originOf(request), 'Origin')
    const body = attestationBodySchema.parse(jsonBody(request.body))
    reply.header('cache-control', 'no-store')
    return { jwt: await attest(body, origin) }
  })

  app.get(`${VERIFY_PREFIX}/v3/attestation`, async (request, reply) => {
    const query = frameQuerySchema.parse(request.query ?? {})
    const referer = request.headers.referer
    const origin = attestedOrigin(referer === undefined ? undefined : String(referer), 'Referer')
    const jwt = await attest(query, origin)
    const nonce = randomBytes(16).toString('base64')
    return reply
      .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'`)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(attestationFrameHtml({ jwt, origin, nonce }))
  })

  app.get(`${VERIFY_PREFIX}/attestation/:id`, async (request) => {
    const { id } = lookupParamsSchema.parse(request.params)
    const found = await findAttestation(db, id, new Date())
    if (!found) throw new HttpError(404, `No attestation for id ${id}: unknown or expired`)
    return { attestationId: id, origin: found.origin, isScam: found.isScam }
  })
}
