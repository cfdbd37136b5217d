import type { ServerResponse } from 'node:http'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from './fakeAdapter.ts'
import { type Recorded, startTestServer } from './httpServer.ts'

/**
 * A kit connected through the fake adapter to the devnet network, its cloud a loopback server answering
 * with `handler`. `configure` adjusts the fake adapter before the kit is created. Close the server after.
 */
export async function connectedWithCloud(
  handler: (request: Recorded, res: ServerResponse) => void | Promise<void>,
  configure: (fake: ReturnType<typeof createFakeAdapter>) => void = () => {},
) {
  const server = await startTestServer(handler)
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  configure(fake)
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    cloudUrl: server.url,
  })
  await airlock.ready
  await airlock.connect(testConnector)
  await flush()
  return { airlock, server, fake }
}
