import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
// Types only here: the library is loaded when the provider starts, since importing it prints a runtime warning
// on Node 20 that a cloud not using it should not print.
import type Provider from 'oidc-provider'
import type { KoaContextWithOIDC } from 'oidc-provider'
import { devLoginPage } from './devLoginPage.ts'
import { devUserBySub, findDevUser } from './devUsers.ts'
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderConfig } from './providers.ts'

/**
 * The local OpenID provider of development and tests (oidc-provider), standing in for every social provider
 * so the real redirect, login, code exchange and id-token verification run without the internet. One OAuth
 * client per social provider, so each provider's config points here exactly as it would at the real one.
 */
export interface DevIdentityProvider {
  /** Its issuer, http://127.0.0.1:<port> (no trailing slash). */
  url: string
  /** The providers' configs pointing at it. */
  configs: Record<SocialProvider, SocialProviderConfig>
  close(): Promise<void>
}

export interface DevIdentityProviderOptions {
  port: number
  host: '127.0.0.1'
  /** The cloud's callback for a provider; read on the first request (the cloud listens after this starts). */
  redirectUri: (provider: SocialProvider) => string
}

const clientId = (provider: SocialProvider) => `airlock-${provider}`
// Development only: the issuer accepts nothing but these clients and its test users.
const clientSecret = (provider: SocialProvider) => `dev-secret-${provider}`

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 10_000) throw new Error('Form too large')
  }
  return new URLSearchParams(body)
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // No form-action: browsers apply it to the whole redirect chain after the post, which ends at the cloud.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  })
  res.end(html)
}

async function createProvider(issuer: string, redirectUri: (provider: SocialProvider) => string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev-1' }
  const { default: OidcProvider } = await import('oidc-provider')
  return new OidcProvider(issuer, {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: clientId(provider),
      client_secret: clientSecret(provider),
      client_name: `Airlock (${provider})`,
      redirect_uris: [redirectUri(provider)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // The profile and email claims in the id token itself: the cloud reads no userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives: a test sign-in lasts seconds (and explicit values keep oidc-provider's notices quiet).
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = devUserBySub(sub)
      if (!user) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.preferred_username,
        }),
      }
    },
    // Consent is granted at once: the clients are the cloud's own (a first-party login).
    async loadExistingGrant(ctx) {
      const { client, session, provider } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) return provider.Grant.find(grantId)
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      session.grantIdFor(client.clientId, grant.jti)
      return grant
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain'
      ctx.body = `${out.error}: ${out.error_description ?? ''}`
    },
  })
}

export async function startDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  let provider: Promise<Provider> | undefined
  let issuer = ''

  async function interaction(req: IncomingMessage, res: ServerResponse, oidc: Provider, path: string[]) {
    const details = await oidc.interactionDetails(req, res)
    const client = String(details.params.client_id ?? '')
    const action = `/interaction/${details.uid}/login`
    if (req.method === 'POST' && path[2] === 'login') {
      const form = await readForm(req)
      const user = findDevUser(form.get('username') ?? '', form.get('password') ?? '')
      if (!user)
        return sendHtml(res, 401, devLoginPage({ action, client, error: 'Wrong username or password.' }))
      return oidc.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      )
    }
    return sendHtml(res, 200, devLoginPage({ action, client }))
  }

  const server = createServer((req, res) => {
    provider ??= createProvider(issuer, options.redirectUri)
    provider
      .then(async (oidc) => {
        const path = (req.url ?? '/').split('?')[0]!.split('/').filter(Boolean)
        if (path[0] === 'interaction' && path[1]) return interaction(req, res, oidc, path)
        return oidc.callback()(req, res)
      })
      .catch((error: Error) => {
        if (!res.headersSent) sendHtml(res, 400, `<p>${error.message.replace(/</g, '&lt;')}</p>`)
        else res.end()
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  issuer = `http://${options.host}:${(server.address() as AddressInfo).port}`
  const configs = Object.fromEntries(
    SOCIAL_PROVIDERS.map((name) => [
      name,
      { issuer, clientId: clientId(name), clientSecret: clientSecret(name), scopes: 'openid email profile' },
    ]),
  ) as Record<SocialProvider, SocialProviderConfig>
  return {
    url: issuer,
    configs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
