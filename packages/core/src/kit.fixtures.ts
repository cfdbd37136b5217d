import type { AirlockEvent } from './events/store.ts'
import { createKit } from './kit.ts'
import { airlockDevnet, mainnet } from './networks/index.ts'
import type { AirlockOptions } from './options/options.ts'
import { createMemoryBackend } from './storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from './test/fakeAdapter.ts'

// The kit tests' shared setup: a kit over the fake adapter on the devnet and mainnet, its events recorded.

/** The fake wallet's account. */
export const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A kit over the fake adapter (or the one given), desktop, with the events it emits. */
export function setup(
  overrides: Partial<AirlockOptions> & { adapter?: ReturnType<typeof createFakeAdapter> } = {},
) {
  const fake = overrides.adapter ?? createFakeAdapter()
  fake.state.connectors = [testConnector]
  const backend = overrides.storage ?? createMemoryBackend()
  const events: AirlockEvent[] = []
  const airlock = createKit({
    projectId: 'test-project',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage: backend,
    isMobile: () => false,
    ...overrides,
  })
  airlock.events.subscribe((s) => {
    if (s.last) events.push(s.last)
  })
  return { airlock, fake, backend, events }
}

/** A kit connected through the fake wallet. */
export async function connected(overrides: Parameters<typeof setup>[0] = {}) {
  const env = setup(overrides)
  await env.airlock.connect(testConnector)
  await flush()
  return env
}
