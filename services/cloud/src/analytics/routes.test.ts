import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'

const databases = useTestDatabases()

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: 'e-1',
  url: 'https://shop.example.com/checkout',
  domain: 'shop.example.com',
  timestamp: 1_764_000_000_000,
  props: { type: 'track', event: 'SEND_SUCCESS', address: '0xabc', properties: { network: 'eip155:1' } },
  ...overrides,
})

describe.each(DB_KINDS)('POST /e on %s', (kind) => {
  let cloud: Cloud
  const post = (body: unknown, projectId = 'shop', headers: Record<string, string> = {}) =>
    fetchJson(`${cloud.url}/e?projectId=${projectId}&st=appkit&sv=1.0.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const stored = (projectId = 'shop') =>
    cloud.db.query<{ event_id: string; event: unknown }>(
      'select event_id, event from analytics_events where project_id = $1 order by id',
      [projectId],
    )

  beforeAll(async () => {
    cloud = await startTestCloud(await databases.options(kind))
    await cloud.context.projects.create({ id: 'shop', allowedOrigins: ['https://shop.example.com'] })
    await cloud.context.projects.create({ id: 'quiet', features: { analytics: false } })
  })
  afterAll(() => cloud?.close())

  it('stores an event once, even when the kit retries it', async () => {
    expect(await post(event())).toMatchObject({ status: 202, body: { accepted: true } })
    expect(await post(event())).toMatchObject({ status: 202 })
    const rows = await stored()
    expect(rows).toEqual([{ event_id: 'e-1', event: event() }])
  })

  it('keeps error events (INTERNAL_SDK_ERROR) like the others', async () => {
    const error = event({
      eventId: 'e-2',
      props: { type: 'track', event: 'INTERNAL_SDK_ERROR', properties: { message: 'Failed to disconnect' } },
    })
    expect((await post(error)).status).toBe(202)
    expect((await stored()).map((row) => row.event_id)).toEqual(['e-1', 'e-2'])
  })

  it('keeps nothing for a project with analytics off, without telling the kit its config is wrong', async () => {
    expect((await post(event(), 'quiet')).status).toBe(204)
    expect(await stored('quiet')).toEqual([])
  })

  it('refuses a disallowed origin with 403 (the kit opens Invalid App Configuration)', async () => {
    expect(await post(event({ eventId: 'e-3' }), 'shop', { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { error: 'Unauthorized: origin not allowed' },
    })
  })

  it('answers bad events with 400 and a message naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /eventId: Required/],
      [event({ timestamp: 'now' }), /timestamp: Expected number, received string/],
      [
        event({ props: { type: 'track', event: 'lower case' } }),
        /props\.event: An event name is SCREAMING_SNAKE_CASE/,
      ],
      [event({ extra: 1 }), /Unrecognized key/],
      [event({ url: 'x'.repeat(3_000) }), /url: String must contain at most 2048 character/],
      [[], /Expected object, received array/],
    ]
    for (const [body, message] of cases) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((response.body as { error: string }).error).toMatch(message)
    }
    expect((await post('{not json')).status).toBe(400)
    expect((await post({ ...event(), pad: 'x'.repeat(20_000) })).status).toBe(413)
    expect((await stored()).map((row) => row.event_id)).toEqual(['e-1', 'e-2'])
  })
})
