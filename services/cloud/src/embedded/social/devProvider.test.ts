import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAtProvider } from './devLogin.testkit.ts'
import { type DevIdentityProvider, startDevIdentityProvider } from './devProvider.ts'
import { authorizationUrl, codeChallenge, exchangeCode, resolveProvider, verifyIdToken } from './oidc.ts'

const REDIRECT = 'http://127.0.0.1:1/cb'
let idp: DevIdentityProvider
beforeAll(async () => {
  idp = await startDevIdentityProvider({ port: 0, host: '127.0.0.1', redirectUri: (p) => `${REDIRECT}/${p}` })
})
afterAll(() => idp?.close())

describe('the local identity provider', () => {
  it('publishes its discovery document on loopback', async () => {
    expect(idp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const provider = await resolveProvider(idp.configs.google)
    expect(provider.issuer).toBe(idp.url)
    expect(provider.tokenEndpoint.startsWith(idp.url)).toBe(true)
  })

  it('signs ada in through its form and issues a verifiable id token with her claims', async () => {
    const provider = await resolveProvider(idp.configs.github)
    const codeVerifier = 'v'.repeat(43)
    const uri = authorizationUrl(provider, {
      redirectUri: `${REDIRECT}/github`,
      state: 'state-1234567890',
      nonce: 'nonce-1',
      codeVerifier,
    })
    const { callbackUrl, loginPage } = await signInAtProvider(
      uri,
      { username: 'ada', password: 'ada-password' },
      REDIRECT,
    )
    expect(loginPage).toContain('<label for="username">Username</label>')
    expect(loginPage).toContain('<label for="password">Password</label>')
    expect(loginPage).toContain('<button type="submit">Sign in</button>')
    const back = new URL(callbackUrl)
    expect(back.searchParams.get('state')).toBe('state-1234567890')
    const idToken = await exchangeCode(provider, {
      code: back.searchParams.get('code')!,
      redirectUri: `${REDIRECT}/github`,
      codeVerifier,
    })
    const claims = await verifyIdToken(provider, idToken, 'nonce-1')
    expect(claims).toMatchObject({
      sub: 'dev-user-ada',
      email: 'ada.social@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'ada',
      aud: 'airlock-github',
    })
    await expect(verifyIdToken(provider, idToken, 'another-nonce')).rejects.toThrow('nonce')
    expect(codeChallenge(codeVerifier)).toMatch(/^[\w-]{43}$/)
  })

  it('refuses a wrong password on its form', async () => {
    const provider = await resolveProvider(idp.configs.x)
    const uri = authorizationUrl(provider, {
      redirectUri: `${REDIRECT}/x`,
      state: 's',
      nonce: 'n',
      codeVerifier: 'w'.repeat(43),
    })
    await expect(signInAtProvider(uri, { username: 'grace', password: 'nope' }, REDIRECT)).rejects.toThrow(
      'refused: 401',
    )
  })
})
