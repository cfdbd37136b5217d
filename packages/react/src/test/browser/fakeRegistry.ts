import type { IncomingMessage, ServerResponse } from 'node:http'
import type { WalletListing } from '@airlock/core'

/**
 * A double of the cloud's wallet registry for the browser tests, answered on the test page's own origin at
 * `/cloud/` (pass `cloudUrl: location.origin + '/cloud'`): a handful of wallets with an icon each, searched by
 * name as the cloud does, and an empty configuration (no remote features, no origins list, no analytics).
 * Anything else gets a 404.
 */
export const REGISTRY_WALLETS: readonly WalletListing[] = [
  'Rainbow',
  'Trust Wallet',
  'Zerion',
  'Ledger Live',
  'Safe',
  'Uniswap Wallet',
  'Rabby',
  'OKX Wallet',
].map((name) => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  image_id: name.toLowerCase().replace(/ /g, '-'),
  rdns: null,
  chains: ['eip155:31337'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: `https://${name.toLowerCase().replace(/ /g, '')}.example/`,
}))

/** Answers a request under /cloud/; false when the path is not the registry's. */
export function answerRegistry(request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (!url.pathname.startsWith('/cloud/')) return false
  const path = url.pathname.slice('/cloud/'.length)
  if (path.startsWith('getWalletImage/')) {
    const initial = decodeURIComponent(path.slice('getWalletImage/'.length)).charAt(0).toUpperCase()
    response.writeHead(200, { 'content-type': 'image/svg+xml' })
    response.end(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 52 52"><rect width="52" height="52" fill="#3461f5"/><text x="26" y="34" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`,
    )
    return true
  }
  const empty: Record<string, unknown> = {
    'appkit/v1/config': { features: [] },
    'projects/v1/origins': { allowedOrigins: [] },
    getAnalyticsConfig: { isAnalyticsEnabled: false },
  }
  if (path in empty) {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(empty[path]))
    return true
  }
  if (path !== 'getWallets') {
    response.writeHead(404).end()
    return true
  }
  const search = url.searchParams.get('search')?.toLowerCase()
  const page = Number(url.searchParams.get('page') ?? 1)
  const entries = Number(url.searchParams.get('entries') ?? 40)
  const matching = REGISTRY_WALLETS.filter((wallet) => !search || wallet.name.toLowerCase().includes(search))
  const data = matching.slice((page - 1) * entries, page * entries)
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ data, count: matching.length }))
  return true
}
