/**
 * The cloud's routes that are NOT project-scoped, each with the reason it may answer without a project id
 * and an allowed Origin. Every other route must refuse such a call (401 invalid key or 403 origin not
 * allowed); http/routes.test.ts walks every registered route and fails on one that does neither. A new
 * public route is added here, with its reason, and to the table in docs/security.md.
 */
export interface PublicRoute {
  method: string
  /** The route's URL pattern as registered (Fastify's `:param` and `*`). */
  url: string
  why: string
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    method: 'OPTIONS',
    url: '*',
    why: 'CORS preflight: checks the project and Origin itself when it is a preflight (http/cors.ts)',
  },
  { method: 'GET', url: '/healthz', why: 'liveness for load balancers; answers status only' },
  {
    method: 'GET',
    url: '/v1/names/ccip/*',
    why: 'ENS CCIP-read gateway (EIP-3668): any resolver calls it; answers are signed public name data',
  },
  { method: 'POST', url: '/v1/names/ccip', why: 'ENS CCIP-read gateway, POST form of the same' },
  {
    method: 'GET',
    url: '/public/getAssetImage/:id',
    why: 'public images (<img> sends no project id); own CSP, nosniff',
  },
  { method: 'GET', url: '/public/getTokenImage/:symbol', why: 'public images' },
  { method: 'GET', url: '/public/getCurrencyImage/:code', why: 'public images' },
  {
    method: 'OPTIONS',
    url: '/verify/*',
    why: 'Verify API preflight: any dapp page reads its attestations (WalletConnect Verify)',
  },
  {
    method: 'GET',
    url: '/verify/v3/public-key',
    why: 'Verify API: the public key wallets check attestations with',
  },
  {
    method: 'POST',
    url: '/verify/v3/attestation',
    why: 'Verify API: attests the calling page’s own Origin, whatever it is',
  },
  {
    method: 'GET',
    url: '/verify/v3/attestation',
    why: 'Verify API: the attestation frame any dapp embeds (own CSP)',
  },
  {
    method: 'GET',
    url: '/verify/attestation/:id',
    why: 'Verify API: wallets look an attestation up by its hash',
  },
  {
    method: 'GET',
    url: '/v1/embedded/device/approve',
    why: 'the link in the device-approval mail, opened in any browser: shows a confirm button, approves nothing',
  },
  {
    method: 'POST',
    url: '/v1/embedded/device/approve',
    why: 'the approval page’s button (a form on that page): the single-use token it posts is the credential',
  },
  {
    method: 'GET',
    url: '/v1/embedded/social/:provider/callback',
    why: 'OpenID redirect back from the provider: the state and PKCE verifier are the credential',
  },
  { method: 'GET', url: '/mailbox', why: 'dev mailbox page: only outside production, without SMTP_URL' },
  { method: 'GET', url: '/mailbox/mailbox.css', why: 'dev mailbox page style (development)' },
  { method: 'GET', url: '/mailbox/messages', why: 'dev mailbox JSON (development)' },
  {
    method: 'POST',
    url: '/farcaster-relay/v1/channel',
    why: 'dev stand-in for the Farcaster auth relay (never in production), a public service there too',
  },
  { method: 'GET', url: '/farcaster-relay/v1/channel/status', why: 'dev Farcaster relay: channel token' },
  { method: 'POST', url: '/farcaster-relay/v1/channel/authenticate', why: 'dev Farcaster relay: app key' },
  { method: 'GET', url: '/farcaster-relay/~/siwf', why: 'dev Farcaster relay sign-in page (development)' },
  { method: 'POST', url: '/farcaster-relay/~/siwf', why: 'dev Farcaster relay sign-in form (development)' },
]

/** Whether `method url` is a documented public route; HEAD counts as its GET. */
export function isPublicRoute(method: string, url: string): boolean {
  const asGet = method === 'HEAD' ? 'GET' : method
  return PUBLIC_ROUTES.some((route) => route.method === asGet && route.url === url)
}
