import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { connectRelay, relayUrlOf } from '../test/relayClient.ts'
import { isPublicRoute, PUBLIC_ROUTES } from './publicRoutes.ts'
import { ONE_TIME_CODE_ROUTES } from './rateLimit.ts'
import { SECURITY_HEADERS } from './securityHeaders.ts'

/**
 * One cloud with tight limits. trustProxy is on so each test counts as its own client (X-Forwarded-For):
 * the per-IP limits of one test never spill into another.
 */
let cloud: Cloud
const LIMITS = { perIp: 5, perProject: 3, oneTimeCodes: { perIp: 2, perProject: 3 } }
let nextIp = 1
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

beforeAll(async () => {
  cloud = await startTestCloud({
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
    onramp: { sandbox: false },
    trustProxy: true,
    rateLimit: LIMITS,
  })
  for (const id of ['shop', 'other']) {
    await cloud.context.projects.create({ id, allowedOrigins: ['https://shop.example.com'] })
  }
})
afterAll(() => cloud?.close())

/** A URL for the route pattern: every parameter and wildcard filled with a harmless value. */
const pathOf = (url: string) => `/${url.replace(/^\/+/, '')}`.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x')

async function call(method: string, url: string, headers: Record<string, string> = {}) {
  const body = method === 'POST' || method === 'DELETE' ? '{}' : undefined
  return fetch(`${cloud.url}${pathOf(url)}`, {
    method,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body } : {}),
  })
}

describe('every route is project-scoped or a documented public route', () => {
  it('refuses a foreign Origin without a project (401/403) on every route not in PUBLIC_ROUTES', async () => {
    const routes = cloud.routes.filter(({ method }) => method !== 'HEAD')
    expect(routes.length).toBeGreaterThan(50)
    const open: string[] = []
    for (const { method, url } of routes) {
      if (isPublicRoute(method, url)) continue
      const response = await call(method, url, { origin: 'https://evil.example.com' })
      await response.arrayBuffer()
      if (response.status !== 401 && response.status !== 403)
        open.push(`${method} ${url} -> ${response.status}`)
    }
    expect(open).toEqual([])
  })

  it('refuses an Origin the project does not allow (403) on every route not in PUBLIC_ROUTES', async () => {
    const open: string[] = []
    for (const { method, url } of cloud.routes) {
      if (method === 'HEAD' || isPublicRoute(method, url)) continue
      const response = await call(method, `${url}?projectId=shop`, { origin: 'https://evil.example.com' })
      await response.arrayBuffer()
      if (response.status !== 403) open.push(`${method} ${url} -> ${response.status}`)
    }
    expect(open).toEqual([])
  })

  it('lists only routes that exist (a removed route leaves the list)', () => {
    const registered = new Set(cloud.routes.map(({ method, url }) => `${method} ${url}`))
    const stale = PUBLIC_ROUTES.filter(({ method, url }) => !registered.has(`${method} ${url}`))
    // The dev Farcaster relay only runs with a devnet chain that has Farcaster's registry.
    expect(stale.map(({ url }) => url).filter((url) => !url.startsWith('/farcaster-relay/'))).toEqual([])
  })
})

describe('security headers', () => {
  it('every answer of every route carries nosniff, referrer-policy and a CSP; routes keep their own CSP', async () => {
    const missing: string[] = []
    for (const { method, url } of cloud.routes) {
      const response = await call(method, url)
      await response.arrayBuffer()
      for (const name of Object.keys(SECURITY_HEADERS)) {
        if (!response.headers.get(name)) missing.push(`${method} ${url}: ${name}`)
      }
    }
    expect(missing).toEqual([])
    // The JSON API: nothing loads, nothing frames it.
    const api = await call('GET', '/v1/supported-chains')
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
    expect(api.headers.get('referrer-policy')).toBe('no-referrer')
    // An image route's own CSP is kept, not replaced.
    const image = await call('GET', '/public/getTokenImage/:symbol')
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
  })

  it('404s and refusals carry them too', async () => {
    const response = await call('GET', '/no/such/route')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['content-security-policy'])
  })
})

describe('rate limits', () => {
  it('per IP: the limit+1st call of one client answers 429 with Retry-After; another client is not affected', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.perIp; i += 1) {
      const response = await call('GET', '/healthz', { 'x-forwarded-for': ip })
      statuses.push(response.status)
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThanOrEqual(1)
        expect(retryAfter).toBeLessThanOrEqual(60)
        expect(await response.json()).toEqual({ error: `Too many requests: retry in ${retryAfter} s` })
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      } else await response.arrayBuffer()
    }
    expect(statuses).toEqual([...Array(LIMITS.perIp).fill(200), 429])
    expect((await call('GET', '/healthz')).status).toBe(200)
  })

  it('per IP skips loopback peers (the local proxy stands for every visitor; the e2e suite and demo)', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.perIp + 1; i += 1) {
      const response = await fetch(`${cloud.url}/healthz`)
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
  })

  it('per project: the limit+1st project-scoped call answers 429; another project keeps its own count', async () => {
    const route = (projectId: string) => `/v1/supported-chains?projectId=${projectId}`
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.perProject; i += 1) {
      const response = await call('GET', route('shop'))
      statuses.push(response.status)
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      await response.arrayBuffer()
    }
    expect(statuses).toEqual([...Array(LIMITS.perProject).fill(200), 429])
    const other = await call('GET', route('other'))
    expect(other.status).toBe(200)
  })

  it('one-time codes: tighter per IP, and per project across IPs', async () => {
    expect(ONE_TIME_CODE_ROUTES.has('/v1/embedded/email/start')).toBe(true)
    const start = (ip: string, n: number) =>
      fetchJson(`${cloud.url}/v1/embedded/email/start?projectId=other`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: `user${n}@example.com`, deviceId: `device-${n}-0123456789abcdef` }),
      })
    const ip = freshIp()
    const first = [await start(ip, 1), await start(ip, 2)]
    expect(first.map(({ status }) => status)).toEqual([200, 200])
    const third = await start(ip, 3)
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // A new IP for the same project: the project's count (3) is reached after one more.
    expect((await start(freshIp(), 4)).status).toBe(200)
    expect((await start(freshIp(), 5)).status).toBe(429)
  })
})

describe('relay origin check', () => {
  it('refuses a client that names no projectId with 3000, page or not; a Node client of a project connects', async () => {
    const page = await connectRelay(relayUrlOf(cloud), {
      projectId: null,
      headers: { origin: 'https://shop.example.com' },
    })
    expect(await page.closed).toEqual({ code: 3000, reason: 'Unauthorized: origin not allowed' })
    const anonymous = await connectRelay(relayUrlOf(cloud), { projectId: null })
    expect(await anonymous.closed).toEqual({ code: 3000, reason: 'Unauthorized: invalid key' })
    const node = await connectRelay(relayUrlOf(cloud), { projectId: 'shop' })
    expect(await node.request('irn_subscribe', { topic: 'a'.repeat(64) })).toHaveProperty('result')
    node.socket.close()
    const allowed = await connectRelay(relayUrlOf(cloud), {
      projectId: 'shop',
      headers: { origin: 'https://shop.example.com' },
    })
    expect(await allowed.request('irn_subscribe', { topic: 'b'.repeat(64) })).toHaveProperty('result')
    allowed.socket.close()
  })
})
