import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EmbeddedWalletModule, FrameClient, FrameClientOptions } from '../embedded/types.ts'
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

/**
 * The secure site refuses to run in a page its project does not list: its frame never says READY, and the frame
 * client gives up with 'iframe_load_failed'. This module does what that client does, at once.
 */
function frameThatNeverLoads(): EmbeddedWalletModule {
  return {
    createFrameClient(options: FrameClientOptions) {
      setTimeout(() => options.onTimeout?.('iframe_load_failed'), 0)
      const never = new Promise<void>(() => {})
      return { ready: never } as unknown as FrameClient
    },
    createEmbeddedProvider: () => ({ request: async () => null }),
  }
}

/** A kit with a cloud whose project lists `allowedOrigins`, on a page at `origin`. */
async function kitOn(origin: string, allowedOrigins: string[]) {
  const server = await startTestServer((req: Recorded, res: ServerResponse) => {
    if (req.url.pathname === '/projects/v1/origins') json(res, 200, { allowedOrigins })
    else if (req.url.pathname === '/appkit/v1/config') json(res, 200, { features: [] })
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
    embeddedWallet: { load: async () => frameThatNeverLoads(), secureSiteUrl: 'http://127.0.0.1:9/' },
  })
  await airlock.ready
  // The start check has run; the visitor now closes its alert and tries to log in by email.
  await vi.waitFor(() => expect(airlock.alert.getState().open).toBe(origin !== allowedOrigins[0]))
  airlock.alert.close()
  void airlock.embeddedActions.connectEmail('ada@example.com')
  await vi.waitFor(() => expect(airlock.alert.getState().open).toBe(true))
  return airlock.alert.getState()
}

describe('the embedded wallet failing to load on a domain its project does not list', () => {
  it("says to verify the domain ('Invalid App Configuration'), not to try again later", async () => {
    const alert = await kitOn('https://unlisted.example', ['https://app.example.com'])
    expect(alert).toMatchObject({
      shortMessage: Alerts.UNVERIFIED_DOMAIN.shortMessage,
      longMessage: Alerts.UNVERIFIED_DOMAIN.longMessage,
    })
  })

  it('on a listed domain it is the network error it was', async () => {
    const alert = await kitOn('https://app.example.com', ['https://app.example.com'])
    expect(alert).toMatchObject({ shortMessage: Alerts.EMBEDDED_WALLET_LOAD_FAILED.shortMessage })
  })
})
