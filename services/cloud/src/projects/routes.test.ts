import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { toRemoteFeatures } from './routes.ts'

const databases = useTestDatabases()

describe('toRemoteFeatures', () => {
  it('sends only what the project set, socials with their list', () => {
    expect(toRemoteFeatures({})).toEqual([])
    expect(toRemoteFeatures({ swaps: false, email: true, socials: ['google', 'github'] })).toEqual([
      { id: 'email', isEnabled: true },
      { id: 'swaps', isEnabled: false },
      { id: 'socials', isEnabled: true, config: ['google', 'github'] },
    ])
    expect(toRemoteFeatures({ socials: false })).toEqual([{ id: 'socials', isEnabled: false, config: [] }])
    // Analytics has its own call, not a modal feature.
    expect(toRemoteFeatures({ analytics: false })).toEqual([])
  })
})

describe.each(DB_KINDS)('project configuration calls on %s', (kind) => {
  let cloud: Cloud
  const url = (path: string, projectId = 'shop') =>
    `${cloud.url}${path}?projectId=${projectId}&st=appkit&sv=1.0.0`

  beforeAll(async () => {
    cloud = await startTestCloud(await databases.options(kind))
    await cloud.context.projects.create({
      id: 'shop',
      allowedOrigins: ['https://shop.example.com', 'https://*.shop.dev'],
      features: { swaps: false, socials: ['google'], analytics: false },
    })
    await cloud.context.projects.create({ id: 'plain' })
  })
  afterAll(() => cloud?.close())

  it('GET /appkit/v1/config lists the remote feature overrides', async () => {
    expect(await fetchJson(url('/appkit/v1/config'))).toMatchObject({
      status: 200,
      body: {
        features: [
          { id: 'swaps', isEnabled: false },
          { id: 'socials', isEnabled: true, config: ['google'] },
        ],
      },
    })
    expect((await fetchJson(url('/appkit/v1/config', 'plain'))).body).toEqual({
      features: [],
      secureSiteUrl: cloud.secureSiteUrl,
    })
    expect(cloud.secureSiteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('a change by the admin is served on the next call', async () => {
    await cloud.context.projects.setFeatures('plain', { onramp: false })
    expect((await fetchJson(url('/appkit/v1/config', 'plain'))).body).toEqual({
      features: [{ id: 'onramp', isEnabled: false }],
      secureSiteUrl: cloud.secureSiteUrl,
    })
    await cloud.context.projects.setFeatures('plain', {})
  })

  it('GET /projects/v1/origins lists the allowed origins', async () => {
    expect((await fetchJson(url('/projects/v1/origins'))).body).toEqual({
      allowedOrigins: ['https://shop.example.com', 'https://*.shop.dev'],
    })
  })

  it('GET /getAnalyticsConfig says whether analytics is on', async () => {
    expect((await fetchJson(url('/getAnalyticsConfig'))).body).toEqual({ isAnalyticsEnabled: false })
    expect((await fetchJson(url('/getAnalyticsConfig', 'plain'))).body).toEqual({ isAnalyticsEnabled: true })
  })

  it('unknown projects get 401 and disallowed origins 403 with the messages the kit maps to alerts', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      expect(await fetchJson(url(path, 'nope'))).toMatchObject({
        status: 401,
        body: { error: 'Unauthorized: invalid key' },
      })
      expect(await fetchJson(url(path), { headers: { origin: 'https://evil.example' } })).toMatchObject({
        status: 403,
        body: { error: 'Unauthorized: origin not allowed' },
      })
      const allowed = await fetchJson(url(path), { headers: { origin: 'https://a.shop.dev' } })
      expect(allowed.status).toBe(200)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://a.shop.dev')
    }
  })

  it('records st and sv of each call', async () => {
    await fetchJson(url('/getAnalyticsConfig'))
    await cloud.context.usage.flush()
    const rows = await cloud.db.query<{ st: string; sv: string }>(
      `select st, sv from api_calls where project_id = 'shop' and path = '/getAnalyticsConfig'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows[0]).toEqual({ st: 'appkit', sv: '1.0.0' })
  })
})
