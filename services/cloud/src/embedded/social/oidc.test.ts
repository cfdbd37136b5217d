import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizationUrl, codeChallenge, verifyIdToken } from './oidc.ts'
import type { ResolvedProvider } from './providers.ts'

// A provider's JWKS on loopback; the tokens are signed here with its key (or another one).
let server: Server
let provider: ResolvedProvider
let key: CryptoKey
let otherKey: CryptoKey
beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  key = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  provider = {
    issuer: 'https://idp.example',
    authorizationEndpoint: 'https://idp.example/auth',
    tokenEndpoint: 'https://idp.example/token',
    jwksUri: `${url}/jwks`,
    clientId: 'client-1',
    clientSecret: 'secret',
    scopes: 'openid email profile',
  }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function token(claims: Record<string, unknown>, options: { signWith?: CryptoKey; exp?: string } = {}) {
  return new SignJWT({ nonce: 'n1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(String(claims.iss ?? provider.issuer))
    .setAudience(String(claims.aud ?? provider.clientId))
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(options.signWith ?? key)
}

describe('the relying party', () => {
  it('builds the code flow URL with PKCE S256, state and nonce', () => {
    const url = new URL(
      authorizationUrl(provider, {
        redirectUri: 'http://127.0.0.1:1/cb',
        state: 's',
        nonce: 'n',
        codeVerifier: 'v',
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://127.0.0.1:1/cb',
      scope: 'openid email profile',
      state: 's',
      nonce: 'n',
      code_challenge: codeChallenge('v'),
      code_challenge_method: 'S256',
    })
    // RFC 7636 appendix B.
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('accepts a token of the provider for this client and nonce', async () => {
    expect((await verifyIdToken(provider, await token({}), 'n1')).sub).toBe('user-1')
  })

  it('refuses another signer, issuer, audience, nonce, or an expired token', async () => {
    await expect(verifyIdToken(provider, await token({}, { signWith: otherKey }), 'n1')).rejects.toThrow(
      /signature/,
    )
    await expect(verifyIdToken(provider, await token({ iss: 'https://evil.example' }), 'n1')).rejects.toThrow(
      /iss/,
    )
    await expect(verifyIdToken(provider, await token({ aud: 'other-client' }), 'n1')).rejects.toThrow(/aud/)
    await expect(verifyIdToken(provider, await token({}), 'n2')).rejects.toThrow(/nonce/)
    await expect(verifyIdToken(provider, await token({}, { exp: '-1m' }), 'n1')).rejects.toThrow(/exp/)
  })
})
