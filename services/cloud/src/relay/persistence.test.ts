import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'
import {
  connectRelay,
  createRelayTestProject,
  newSeed,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'

const databases = useTestDatabases()
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-relay-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe.each(DB_KINDS)('relay persistence on %s', (kind) => {
  it('loses nothing within the ttl across a cloud restart, acknowledged messages included', async () => {
    // PGlite in a folder (memory would not survive the restart), PostgreSQL in a fresh database.
    const dbOptions = kind === 'pglite' ? { dataDir: join(dir, 'pglite') } : await databases.options(kind)
    // An initialised cluster in the folder: the first cloud loads it instead of running initdb.
    if ('dataDir' in dbOptions) await seedPgliteFolder(dbOptions.dataDir)
    const topic = randomTopic()
    const aliceSeed = newSeed()
    const bobSeed = newSeed()

    const first = await startTestCloud(dbOptions)
    try {
      // In the database: the second cloud finds it there.
      await createRelayTestProject(first)
      const alice = await connectRelay(relayUrlOf(first), { seed: aliceSeed })
      const bob = await connectRelay(relayUrlOf(first), { seed: bobSeed })
      await alice.request('irn_subscribe', { topic })
      await bob.request('irn_publish', { topic, message: 'b25l', ttl: 300, tag: 1108 })
      await alice.waitForPushes(1)
      await expect.poll(async () => (await first.db.query('select 1 from relay_deliveries')).length).toBe(1)
      await alice.close()
      await bob.request('irn_publish', { topic, message: 'dHdv', ttl: 300, tag: 1109 })
      await bob.close()
    } finally {
      await first.close()
    }

    const second = await startTestCloud(dbOptions)
    try {
      const alice = await connectRelay(relayUrlOf(second), { seed: aliceSeed })
      await alice.request('irn_batchSubscribe', { topics: [topic] })
      const [missed] = await alice.waitForPushes(1)
      expect(missed?.params.data).toMatchObject({ topic, message: 'dHdv', tag: 1109 })

      const carol = await connectRelay(relayUrlOf(second))
      await carol.request('irn_subscribe', { topic })
      const pushes = await carol.waitForPushes(2)
      expect(pushes.map((push) => push.params.data.message)).toEqual(['b25l', 'dHdv'])

      // The publisher still gets nothing back.
      const bob = await connectRelay(relayUrlOf(second), { seed: bobSeed })
      await bob.request('irn_subscribe', { topic })
      await bob.request('irn_fetchMessages', { topic: randomTopic() })
      expect(bob.pushes).toEqual([])
      expect(alice.pushes).toHaveLength(1)
      await Promise.all([alice.close(), bob.close(), carol.close()])
    } finally {
      await second.close()
    }
  }, 90_000) // two clouds each creating a PGlite cluster on disk: slow on a busy 2-core machine
})
