import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import { z } from 'zod'
import type { ResolvedProvider, SocialProviderConfig } from './providers.ts'

/**
 * The cloud as an OpenID Connect relying party: discovery, the authorization URL (code flow, PKCE S256, state,
 * nonce), the code exchange (client_secret_basic) and the id token's verification with jose.
 */

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
})

/** Fills the endpoints the config leaves out from the issuer's discovery document. */
export async function resolveProvider(config: SocialProviderConfig): Promise<ResolvedProvider> {
  let { authorizationEndpoint, tokenEndpoint, jwksUri } = config
  if (!authorizationEndpoint || !tokenEndpoint || !jwksUri) {
    const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`Discovery at ${url} answered HTTP ${response.status}`)
    const found = discoverySchema.parse(await response.json())
    authorizationEndpoint ??= found.authorization_endpoint
    tokenEndpoint ??= found.token_endpoint
    jwksUri ??= found.jwks_uri
  }
  return {
    issuer: config.issuer,
    authorizationEndpoint,
    tokenEndpoint,
    jwksUri,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    scopes: config.scopes,
  }
}

export const randomValue = () => randomBytes(32).toString('base64url')

export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export function authorizationUrl(
  provider: ResolvedProvider,
  request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(provider.authorizationEndpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: request.redirectUri,
    scope: provider.scopes,
    state: request.state,
    nonce: request.nonce,
    code_challenge: codeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

const tokenAnswerSchema = z.object({ id_token: z.string().min(1) })

/** Trades the code for tokens; only the id token is used (the cloud calls no provider API). */
export async function exchangeCode(
  provider: ResolvedProvider,
  request: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const basic = Buffer.from(
    `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
  ).toString('base64')
  const response = await fetch(provider.tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const reason = typeof body.error_description === 'string' ? body.error_description : body.error
    throw new Error(`The code exchange failed: ${String(reason ?? `HTTP ${response.status}`)}`)
  }
  const parsed = tokenAnswerSchema.safeParse(body)
  if (!parsed.success) throw new Error('The provider answered no id token')
  return parsed.data.id_token
}

// One key set per JWKS URL: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/** Signature (the provider's JWKS), iss, aud, exp and the nonce of this request; the verified claims. */
export async function verifyIdToken(
  provider: ResolvedProvider,
  idToken: string,
  nonce: string,
): Promise<JWTPayload & { sub: string }> {
  let keys = keySets.get(provider.jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(provider.jwksUri))
    keySets.set(provider.jwksUri, keys)
  }
  const { payload } = await jwtVerify(idToken, keys, {
    issuer: provider.issuer,
    audience: provider.clientId,
    requiredClaims: ['sub', 'exp', 'iat'],
  })
  if (payload.nonce !== nonce) throw new Error('The id token was not issued for this sign-in (nonce)')
  return payload as JWTPayload & { sub: string }
}
