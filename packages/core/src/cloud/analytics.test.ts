import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, startTestServer } from '../test/httpServer.ts'
import { createAnalytics, ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from './analytics.ts'
import { createCloudHttp } from './http.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function setup(status = 200) {
  let answer = status
  const server = await startTestServer((_req, res) =>
    json(res, answer, answer === 200 ? {} : { error: 'no' }),
  )
  close = server.close
  let time = 1_000
  const onForbidden = vi.fn()
  const analytics = createAnalytics({
    http: createCloudHttp({ baseUrl: server.url, projectId: 'p' }),
    location: { href: 'https://dapp.example/page', host: 'dapp.example' },
    onForbidden,
    now: () => time,
    randomId: () => 'id-1',
  })
  return {
    server,
    analytics,
    onForbidden,
    setStatus: (s: number) => {
      answer = s
    },
    advance: (ms: number) => {
      time += ms
    },
  }
}

const event = { timestamp: 1, event: 'SWITCH_NETWORK' as const, properties: { network: 'eip155:1' } }

describe('analytics', () => {
  it('sends nothing until enabled', async () => {
    const { analytics, server } = await setup()
    await analytics.track(event)
    expect(server.requests).toHaveLength(0)
  })

  it('posts the event body to /e', async () => {
    const { analytics, server } = await setup()
    analytics.setEnabled(true)
    await analytics.track(event, '0xabc')
    expect(server.requests[0]!.url.pathname).toBe('/e')
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      eventId: 'id-1',
      url: 'https://dapp.example/page',
      domain: 'dapp.example',
      timestamp: 1_000,
      props: {
        type: 'track',
        event: 'SWITCH_NETWORK',
        address: '0xabc',
        properties: { network: 'eip155:1' },
      },
    })
  })

  it('a 403 sets the forbidden flag once and the next success resets it', async () => {
    const { analytics, onForbidden, setStatus } = await setup(403)
    analytics.setEnabled(true)
    await analytics.track(event)
    await analytics.track(event)
    expect(analytics.forbidden).toBe(true)
    expect(onForbidden).toHaveBeenCalledOnce()
    setStatus(200)
    await analytics.track(event)
    expect(analytics.forbidden).toBe(false)
  })

  it('caps error telemetry at 5 per 60 s', async () => {
    const { analytics, advance } = await setup()
    analytics.setEnabled(true)
    expect(ERROR_TELEMETRY_LIMIT).toBe(5)
    expect(ERROR_TELEMETRY_WINDOW_MS).toBe(60_000)
    const sent = Array.from({ length: 7 }, () => analytics.reportError(new Error('x')))
    expect(sent).toEqual([true, true, true, true, true, false, false])
    advance(ERROR_TELEMETRY_WINDOW_MS)
    expect(analytics.reportError(new Error('y'))).toBe(true)
  })

  it('holds errors reported before the analytics setting is known: sent once enabled, dropped when not', async () => {
    const on = await setup()
    expect(on.analytics.reportError(new Error('early'))).toBe(true)
    expect(on.server.requests).toHaveLength(0)
    on.analytics.setEnabled(true)
    await vi.waitFor(() => expect(on.server.requests).toHaveLength(1))
    expect(JSON.parse(on.server.requests[0]!.body).props).toMatchObject({
      event: 'INTERNAL_SDK_ERROR',
      properties: { message: 'early' },
    })
    await close?.()

    const off = await setup()
    off.analytics.reportError(new Error('early'))
    off.analytics.setEnabled(false)
    off.analytics.setEnabled(true)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(off.server.requests).toHaveLength(0)
  })
})
