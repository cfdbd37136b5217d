import { createMemoryStorage } from '@airlock/protocol'
import { nodeWebSocket } from '@airlock/testing/websocket'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensurePairing } from '../connect/walletConnect.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { startRefusingRelay } from '../test/refusingRelay.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
  vi.restoreAllMocks()
})

describe('a relay that refuses the kit opens the alert that says why', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'Invalid App Configuration', /allowlist/],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired', /time settings/],
    ['Unauthorized: invalid key', 'Invalid App Configuration', /Invalid Project ID/],
  ])('close 3000 %j', async (reason, shortMessage, longMessage) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const relay = await startRefusingRelay(3000, reason)
    close = relay.close
    const airlock = createKit({
      projectId: 'demo',
      networks: [airlockDevnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
      walletConnect: { relayUrl: relay.url, webSocket: nodeWebSocket, storage: createMemoryStorage() },
    })
    await airlock.ready
    await expect(ensurePairing(airlock)).rejects.toThrow(reason)
    expect(relay.upgrades.length).toBeGreaterThan(0)
    expect(airlock.alert.getState()).toMatchObject({ open: true, variant: 'error', shortMessage })
    expect(airlock.alert.getState().longMessage).toMatch(longMessage)
    expect(airlock.connection.getState()).toMatchObject({ wcError: true, status: 'disconnected' })
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(shortMessage))
  })
})
