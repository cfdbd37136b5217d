import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alerts } from '../errors.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A cloud whose project allows `origins` (or answers /projects/v1/origins with `answer`), on a page at `origin`. */
async function kitOn(origin: string, answer: (req: Recorded, res: ServerResponse) => void) {
  const server = await startTestServer((req, res) => {
    if (req.url.pathname === '/projects/v1/origins') answer(req, res)
    else if (req.url.pathname === '/appkit/v1/config')
      json(res, 200, { features: [{ id: 'swaps', isEnabled: false }] })
    else json(res, 200, {})
  })
  close = server.close
  vi.stubGlobal('location', { origin, href: `${origin}/`, host: new URL(origin).host })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const airlock = createKit({
    projectId: 'demo',
    networks: [airlockDevnet],
    adapters: [createFakeAdapter().adapter],
    storage: createMemoryBackend(),
    cloudUrl: server.url,
  })
  await airlock.ready
  return { airlock, server }
}

const allowing =
  (...allowedOrigins: string[]) =>
  (_req: Recorded, res: ServerResponse) =>
    json(res, 200, { allowedOrigins })

describe("the page's origin against the project's allow-list", () => {
  it('asks GET /projects/v1/origins for the project at start', async () => {
    const { server } = await kitOn('https://app.example.com', allowing('https://app.example.com'))
    const calls = server.requests.filter((r) => r.url.pathname === '/projects/v1/origins')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('GET')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('demo')
  })

  it.each([
    ['listed as is', 'https://app.example.com', ['https://app.example.com']],
    [
      'matched by a wildcard',
      'https://preview.app.example.com',
      ['https://other.example', 'https://*.example.com'],
    ],
    ['listed with any port', 'http://localhost:5173', ['http://localhost:*']],
  ])('an origin %s passes quietly', async (_, origin, list) => {
    const { airlock } = await kitOn(origin, allowing(...list))
    expect(airlock.alert.getState().open).toBe(false)
  })

  it.each([
    ['localhost', 'http://localhost:5173'],
    ['a preview host', 'https://abc.my-app.pages.dev'],
  ])(
    '%s the project does not list opens the alert: nothing is allowed beyond the list',
    async (_, origin) => {
      const { airlock } = await kitOn(origin, allowing('https://app.example.com'))
      expect(airlock.alert.getState()).toMatchObject({ open: true, variant: 'error' })
    },
  )

  it('an origin not on the list opens the Invalid App Configuration alert', async () => {
    const { airlock } = await kitOn(
      'https://evil.example',
      allowing('https://app.example.com', 'https://*.example.com'),
    )
    expect(airlock.alert.getState()).toMatchObject({
      open: true,
      variant: 'error',
      shortMessage: Alerts.INVALID_APP_CONFIGURATION.shortMessage,
      longMessage: Alerts.INVALID_APP_CONFIGURATION.longMessage,
    })
  })

  it('a failed call gives an empty list: no alert, and the rest of the start goes on', async () => {
    const { airlock } = await kitOn('https://evil.example', (_req, res) => json(res, 500, { error: 'down' }))
    expect(airlock.alert.getState().open).toBe(false)
    // The remote features still applied.
    expect(airlock.optionsStore.getState().features.swaps).toBe(false)
  })
})
