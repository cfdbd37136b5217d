import { describe, expect, it } from 'vitest'
import { kitDestroyedError } from '../errors/kitDestroyed.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'

function kit(fake: ReturnType<typeof createFakeAdapter>, backend: ReturnType<typeof createMemoryBackend>) {
  fake.state.connectors = [testConnector]
  return createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: backend,
    isMobile: () => false,
  })
}

describe('a kit destroyed while it restores the connection of an earlier visit', () => {
  it('keeps the stored connection for the next kit, and lets the wallet be', async () => {
    const backend = createMemoryBackend()
    await kit(createFakeAdapter(), backend).connect(testConnector)
    await flush()
    const stored = backend.getItem(StorageKeys.connectedConnectorId('eip155'))
    expect(stored).not.toBeNull()

    const fake = createFakeAdapter()
    // What the adapter sees of a provider the destroyed kit let go of.
    fake.state.reconnectError = new Error('Reconnect failed', { cause: kitDestroyedError() })
    const airlock = kit(fake, backend)
    await airlock.ready
    expect(backend.getItem(StorageKeys.connectedConnectorId('eip155'))).toBe(stored)
    expect(JSON.parse(backend.getItem(StorageKeys.CONNECTION_STATUS)!)).toBe('connected')
    expect(fake.calls.map((c) => c.method)).not.toContain('disconnect')
    expect(airlock.toast.getState().open).toBe(false)
  })
})
