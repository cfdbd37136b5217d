import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { useTestDatabases } from '../test/databases.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'
import { connectRelay, createRelayTestProject, randomTopic, relayUrlOf } from '../test/relayClient.ts'

/** Stored before the subscriber arrives: more than one flush page (500), so the replay takes a while. */
const BACKLOG = 1_200
const LIVE = 150
const BATCH = 400

const text = (i: number) => `m${String(i).padStart(5, '0')}`

const databases = useTestDatabases()

// PostgreSQL rather than PGlite: its queries run side by side, as in production, where PGlite's run one
// at a time and hide the race.
describe.each(['postgres', 'redis'] as const)('relay order with the messages in %s', (where) => {
  let cloud: Cloud
  let redis: TestRedis | undefined
  beforeAll(async () => {
    if (where === 'redis') redis = await startRedis()
    cloud = await startTestCloud(redis ? { redisUrl: redis.url } : await databases.options('postgres'))
    await createRelayTestProject(cloud)
  })
  afterAll(async () => {
    await cloud?.close()
    await redis?.stop()
  })

  it('pushes messages published during a subscribe after the stored backlog, in order, each once', async () => {
    const topic = randomTopic()
    const publisher = await connectRelay(relayUrlOf(cloud))
    const subscriber = await connectRelay(relayUrlOf(cloud))
    try {
      for (let start = 0; start < BACKLOG; start += BATCH) {
        const messages = Array.from({ length: BATCH }, (_, i) => ({
          topic,
          message: text(start + i),
          ttl: 300,
          tag: 1108,
        }))
        expect((await publisher.request('irn_batchPublish', { messages })).result).toBe(true)
      }
      // Live publishes, one after another; the subscriber arrives after a few, so the rest land while its
      // backlog is being replayed.
      let subscribed: Promise<unknown> | undefined
      for (let i = BACKLOG; i < BACKLOG + LIVE; i += 1) {
        await publisher.request('irn_publish', { topic, message: text(i), ttl: 300, tag: 1108 })
        if (i === BACKLOG + 5) subscribed = subscriber.request('irn_batchSubscribe', { topics: [topic] })
      }
      await subscribed
      const pushes = await subscriber.waitForPushes(BACKLOG + LIVE, 20_000)
      // Wait a round trip more: a duplicate would come after the last expected push.
      await subscriber.request('irn_batchFetchMessages', { topics: [] })
      const received = subscriber.pushes.map((push) => push.params.data.message)
      expect(pushes.length).toBe(BACKLOG + LIVE)
      expect(received).toEqual(Array.from({ length: BACKLOG + LIVE }, (_, i) => text(i)))
    } finally {
      await Promise.all([publisher.close(), subscriber.close()])
    }
  }, 60_000)
})
