import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { registerErrorHandlers } from '../http/errors.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { INVALID_KEY, ORIGIN_NOT_ALLOWED } from './authorize.ts'
import { createProjectHook, projectOf } from './hook.ts'

let cloud: Cloud
const route = (query: string) => `${cloud.url}/v1/supported-chains?${query}`

beforeAll(async () => {
  cloud = await startTestCloud({
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
  })
  await cloud.context.projects.create({
    id: 'shop',
    allowedOrigins: ['https://shop.example.com', 'https://*.shop.dev'],
  })
})
afterAll(() => cloud?.close())

async function apiCalls() {
  await cloud.context.usage.flush()
  return cloud.db.query<{ project_id: string; path: string; st: string | null; sv: string | null }>(
    'select project_id, path, st, sv from api_calls order by id',
  )
}

describe('project-scoped calls', () => {
  it('answer 401 with the spec message for a missing, unknown or malformed project id', async () => {
    for (const query of [
      '',
      'projectId=',
      'projectId=unknown',
      'projectId=a&projectId=b',
      'projectId=%20bad%20',
    ]) {
      const response = await fetchJson(route(query))
      expect(response.status, query).toBe(401)
      expect(response.body, query).toEqual({ error: 'Unauthorized: invalid key' })
    }
    expect(INVALID_KEY).toBe('Unauthorized: invalid key')
  })

  it('answer 403 with the spec message for an origin the project does not allow, readable by the kit', async () => {
    for (const origin of [
      'https://evil.example.com',
      'http://shop.example.com',
      'null',
      'https://shop.dev',
    ]) {
      const response = await fetchJson(route('projectId=shop'), { headers: { origin } })
      expect(response.status, origin).toBe(403)
      expect(response.body, origin).toEqual({ error: 'Unauthorized: origin not allowed' })
      // Readable, so the kit can show Invalid App Configuration; the refusal carries no project data.
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin)
      expect(response.headers.get('vary')).toBe('Origin')
    }
    expect(ORIGIN_NOT_ALLOWED).toBe('Unauthorized: origin not allowed')
  })

  it('check the project before the origin', async () => {
    const response = await fetchJson(route('projectId=unknown'), { headers: { origin: 'https://evil.com' } })
    expect(response).toMatchObject({ status: 401, body: { error: INVALID_KEY } })
    // The kit in that page reads the message and shows its invalid-project alert.
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.com')
  })

  it('pass the listed origins with Access-Control-Allow-Origin set to that origin', async () => {
    for (const origin of ['https://shop.example.com', 'https://preview.shop.dev']) {
      const response = await fetchJson(route('projectId=shop'), { headers: { origin } })
      expect(response.status, origin).toBe(200)
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin)
      expect(response.headers.get('vary')).toBe('Origin')
    }
  })

  it('pass calls without an Origin header (server to server), without CORS headers', async () => {
    const response = await fetchJson(route('projectId=shop'))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('record project, route and st/sv of every authorised call, and nothing for refused ones', async () => {
    await apiCalls()
    await cloud.db.exec('delete from api_calls')
    await fetchJson(route('projectId=shop&st=appkit&sv=react-wagmi-1.7.0'))
    await fetchJson(route('projectId=shop'))
    await fetchJson(route('projectId=unknown&st=x'))
    await fetchJson(route('projectId=shop&st=y'), { headers: { origin: 'https://evil.com' } })
    await fetchJson(`${cloud.url}/v1/?chainId=eip155:1&projectId=shop&st=appkit&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(await apiCalls()).toEqual([
      { project_id: 'shop', path: '/v1/supported-chains', st: 'appkit', sv: 'react-wagmi-1.7.0' },
      { project_id: 'shop', path: '/v1/supported-chains', st: null, sv: null },
      { project_id: 'shop', path: '/v1/', st: 'appkit', sv: '1' },
    ])
  })

  it('answer 400 with the zod message for malformed st/sv, still readable cross-origin', async () => {
    const repeated = await fetchJson(route('projectId=shop&st=a&st=b'), {
      headers: { origin: 'https://shop.example.com' },
    })
    expect(repeated).toMatchObject({ status: 400, body: { error: 'st: Expected string, received array' } })
    expect(repeated.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    const long = await fetchJson(route(`projectId=shop&sv=${'9'.repeat(101)}`))
    expect(long).toMatchObject({
      status: 400,
      body: { error: 'sv: String must contain at most 100 character(s)' },
    })
  })

  it('see origin changes at once when the cache is off', async () => {
    const origin = 'https://new.example.net'
    expect((await fetchJson(route('projectId=shop'), { headers: { origin } })).status).toBe(403)
    await cloud.context.projects.setAllowedOrigins('shop', [
      'https://shop.example.com',
      'https://*.shop.dev',
      origin,
    ])
    expect((await fetchJson(route('projectId=shop'), { headers: { origin } })).status).toBe(200)
  })
})

describe('CORS preflight', () => {
  const preflight = (query: string, origin: string, headers: Record<string, string> = {}) =>
    fetch(`${cloud.url}/v1/?chainId=eip155:31337&${query}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', ...headers },
    })

  it('allows an allowed origin with the methods and requested headers', async () => {
    const response = await preflight('projectId=shop', 'https://shop.example.com', {
      'access-control-request-headers': 'content-type, x-sdk-version',
    })
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': 'https://shop.example.com',
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'content-type, x-sdk-version',
      'access-control-max-age': '600',
    })
    expect(response.headers.get('vary')).toMatch(/Origin/)
  })

  it('refuses other origins and unknown projects without CORS headers', async () => {
    const origin = await preflight('projectId=shop', 'https://evil.example.com')
    expect(origin.status).toBe(403)
    expect(await origin.json()).toEqual({ error: ORIGIN_NOT_ALLOWED })
    expect(origin.headers.get('access-control-allow-origin')).toBeNull()
    const project = await preflight('projectId=nope', 'https://shop.example.com')
    expect(project.status).toBe(401)
    expect(await project.json()).toEqual({ error: INVALID_KEY })
    expect(project.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a plain OPTIONS (no preflight) with the allowed methods only', async () => {
    const response = await fetch(`${cloud.url}/v1/`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('GET, POST, DELETE, OPTIONS')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves routes that are not project-scoped without CORS', async () => {
    const response = await fetch(`${cloud.url}/healthz`, { headers: { origin: 'http://localhost:3000' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('the project hook on its own', () => {
  it('takes the project id from a JSON body when the query has none, and exposes it with projectOf', async () => {
    const app = Fastify({ logger: false })
    app.decorateRequest('project', null)
    registerErrorHandlers(app)
    const hook = createProjectHook(cloud.context.projects, cloud.context.usage)
    app.post('/scoped', { preHandler: hook }, async (request) => ({ project: projectOf(request).id }))
    app.get('/unscoped', async (request) => ({ project: projectOf(request).id }))
    try {
      const body = await app.inject({ method: 'POST', url: '/scoped', payload: { projectId: 'shop' } })
      expect(body.json()).toEqual({ project: 'shop' })
      const queryFirst = await app.inject({
        method: 'POST',
        url: '/scoped?projectId=nope',
        payload: { projectId: 'shop' },
      })
      expect(queryFirst.statusCode).toBe(401)
      const none = await app.inject({ method: 'POST', url: '/scoped', payload: [{ projectId: 'shop' }] })
      expect(none.statusCode).toBe(401)
      // A route that forgot the hook fails loudly instead of running unscoped.
      const forgot = await app.inject({ method: 'GET', url: '/unscoped?projectId=shop' })
      expect(forgot.statusCode).toBe(500)
      expect(forgot.json()).toEqual({ error: 'Internal server error' })
    } finally {
      await app.close()
    }
  })
})
