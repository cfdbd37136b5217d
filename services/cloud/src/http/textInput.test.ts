import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { findUnsafeText } from './textInput.ts'

/*
 * The attack: a NUL byte (%00 in a URL, \u0000 in JSON) sent to any route. PostgreSQL (and PGlite) refuse
 * NUL in text, so a route that put the value in a query answered 500 (GET /v1/onramp/orders/a%00b,
 * GET /getWallets?search=a%00b, POST /e). Every request is now checked before its route runs.
 */

const PROJECT = 'text-input-test'

/** Every query parameter name the cloud's GET routes read (and the project hook's). */
const QUERY_NAMES = [
  'projectId',
  'st',
  'sv',
  'chainId',
  'address',
  'account',
  'currency',
  'forceUpdate',
  'limit',
  'cursor',
  'onramp',
  'page',
  'entries',
  'search',
  'badge_type',
  'include',
  'exclude',
  'chains',
  'apiVersion',
  'zone',
  'sender',
  'token',
  'email',
  'deviceId',
  'code',
  'state',
  'origin',
  'id',
  'to',
  'from',
  'amount',
  'userAddress',
  'tokenAddress',
]

let cloud: Cloud
beforeAll(async () => {
  cloud = await startTestCloud({ rateLimit: false })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(() => cloud?.close())

const get = (path: string) => fetchJson<{ error?: string }>(`${cloud.url}${path}`)

/** A GET route's pattern with each `:name` (and a `*` tail) replaced by `value`, URL-encoded. */
const fill = (pattern: string, value: string) => pattern.replace(/:\w+|\*/g, () => encodeURIComponent(value))

describe('NUL and lone surrogates in requests to the cloud', () => {
  it('GET /v1/onramp/orders/{id} with a NUL in the id answers 400, not a 500 from the database', async () => {
    const response = await get(`/v1/onramp/orders/order%00one?projectId=${PROJECT}`)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(
      'path parameter id holds a NUL character (U+0000), which no text field accepts',
    )
  })

  it('GET /getWallets with a NUL in search answers 400, not a 500 from the database', async () => {
    const response = await get(`/getWallets?projectId=${PROJECT}&st=appkit&sv=1.0.0&search=meta%00mask`)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(
      'query parameter search holds a NUL character (U+0000), which no text field accepts',
    )
    // The same search without the NUL still works.
    expect((await get(`/getWallets?projectId=${PROJECT}&st=appkit&sv=1.0.0&search=meta`)).status).toBe(200)
  })

  it('a JSON body with a NUL or a lone surrogate in any string (or key) answers 400', async () => {
    const event = (properties: Record<string, unknown>) => ({
      eventId: 'e1',
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN', properties },
    })
    const post = (body: string) =>
      fetchJson<{ error?: string }>(`${cloud.url}/e?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    const nul = await post(JSON.stringify(event({ label: 'a\u0000b' })))
    expect(nul).toMatchObject({
      status: 400,
      body: {
        error:
          'body field props.properties.label holds a NUL character (U+0000), which no text field accepts',
      },
    })
    const surrogate = await post(JSON.stringify(event({ label: 'a\ud800b' })))
    expect(surrogate).toMatchObject({
      status: 400,
      body: {
        error:
          'body field props.properties.label holds a lone UTF-16 surrogate (U+D800), which no text field accepts',
      },
    })
    const key = await post(JSON.stringify(event({ 'a\u0000b': 1 })))
    expect(key.status).toBe(400)
    expect(key.body.error).toMatch(/^body field props\.properties\.a\?b holds a NUL character/)
    // A well-formed pair (an emoji) is text like any other.
    expect((await post(JSON.stringify(event({ label: 'ok 🦊' })))).status).toBeLessThan(300)
  })

  it('the RPC gateway refuses it as a JSON-RPC client reads refusals', async () => {
    const response = await fetchJson(`${cloud.url}/v1/?chainId=eip155:1&projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId\u0000' }),
    })
    expect(response).toMatchObject({
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32600,
          message: 'body field method holds a NUL character (U+0000), which no text field accepts',
        },
      },
    })
  })

  it('every GET route answers 400 { error } to a NUL in any query parameter or path parameter', async () => {
    const routes = cloud.routes.filter((route) => route.method === 'GET').map((route) => route.url)
    expect(routes.length).toBeGreaterThan(30)
    const wrong: string[] = []
    for (const route of routes) {
      const requests = QUERY_NAMES.map((name) => {
        const query = new URLSearchParams({ projectId: PROJECT, st: 'appkit', sv: '1.0.0' })
        query.set(name, 'x\u0000y')
        return `${fill(route, 'x')}?${query}`
      })
      if (/:\w+|\*/.test(route)) requests.push(`${fill(route, 'x\u0000y')}?projectId=${PROJECT}`)
      for (const path of requests) {
        // Images and pages answer what they are; only a JSON refusal passes.
        const response = await fetch(`${cloud.url}${path}`)
        const text = await response.text()
        const json = response.headers.get('content-type')?.startsWith('application/json')
        const error = json ? (JSON.parse(text) as { error?: unknown }).error : undefined
        if (response.status !== 400 || typeof error !== 'string' || !error.includes('NUL character')) {
          wrong.push(`${path} → ${response.status} ${text.slice(0, 120)}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('the onramp sandbox pages refuse a NUL too (its own server), with an HTML page', async () => {
    const sandbox = cloud.onrampSandboxUrl as string
    const page = await fetch(`${sandbox}/coinbase/?sessionId=a%00b`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('query parameter sessionId holds a NUL character')
  })
})

describe('findUnsafeText', () => {
  it('finds NUL and lone surrogates in query, path parameters and body, at any depth, keys included', () => {
    expect(findUnsafeText({ query: { a: ['ok', 'b\u0000'] }, params: {}, body: undefined })).toBe(
      'query parameter a.1 holds a NUL character (U+0000), which no text field accepts',
    )
    expect(findUnsafeText({ query: {}, params: {}, body: 'text\udfff' })).toBe(
      'body holds a lone UTF-16 surrogate (U+DFFF), which no text field accepts',
    )
    expect(findUnsafeText({ query: {}, params: {}, body: [{ x: [1, { y: '\u0000' }] }] })).toBe(
      'body field 0.x.1.y holds a NUL character (U+0000), which no text field accepts',
    )
    expect(findUnsafeText({ query: {}, params: {}, body: { '\ud800': 1 } })).toBe(
      'body field ? holds a lone UTF-16 surrogate (U+D800), which no text field accepts',
    )
    expect(findUnsafeText({ query: { q: 'fine 🦊' }, params: { id: 'ok' }, body: { n: 1, b: null } })).toBe(
      undefined,
    )
  })

  it('walks a body nested far deeper than the call stack without overflowing it', () => {
    let deep: unknown = 'a\u0000'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(findUnsafeText({ query: {}, params: {}, body: deep })).toMatch(/holds a NUL character/)
  })
})
