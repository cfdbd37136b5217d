import { freeLoopbackPort } from '@airlock/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { useTestDatabases } from '../test/databases.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'
import {
  connectRelay,
  createRelayTestProject,
  newSeed,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'

const databases = useTestDatabases()
let redis: TestRedis
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(() => redis?.stop())

describe('relay fan-out through Redis', () => {
  let one: Cloud
  let two: Cloud
  beforeAll(async () => {
    const shared = await databases.options('postgres')
    one = await startTestCloud({ ...shared, redisUrl: redis.url })
    two = await startTestCloud({ ...shared, redisUrl: redis.url })
    // One database: both instances know it.
    await createRelayTestProject(one)
  })
  afterAll(async () => {
    await one?.close()
    await two?.close()
  })

  it('delivers a message published on one instance to subscribers of the other, never to the publisher', async () => {
    const topic = randomTopic()
    const bobSeed = newSeed()
    const alice = await connectRelay(relayUrlOf(one))
    // The same client on both instances: subscribed on one, publishing on two.
    const bobOnOne = await connectRelay(relayUrlOf(one), { seed: bobSeed })
    const bobOnTwo = await connectRelay(relayUrlOf(two), { seed: bobSeed })
    const carol = await connectRelay(relayUrlOf(two))
    for (const client of [alice, bobOnOne, carol]) await client.request('irn_subscribe', { topic })

    await bobOnTwo.request('irn_publish', { topic, message: 'ZmFu', ttl: 300, tag: 1108 })
    const [atAlice] = await alice.waitForPushes(1)
    expect(atAlice?.params.data).toMatchObject({ topic, message: 'ZmFu', tag: 1108 })
    const [atCarol] = await carol.waitForPushes(1)
    expect(atCarol?.params.data.publishedAt).toBe(atAlice?.params.data.publishedAt)

    await alice.request('irn_publish', { topic, message: 'YmFjaw==', ttl: 300, tag: 1109 })
    const pushes = await bobOnOne.waitForPushes(1)
    expect(pushes.map((push) => push.params.data.message)).toEqual(['YmFjaw=='])
    await carol.waitForPushes(2)
    // Each got each message once: no echo through Redis, no double delivery on the publishing instance.
    await alice.request('irn_fetchMessages', { topic: randomTopic() })
    expect(alice.pushes).toHaveLength(1)
    expect(carol.pushes).toHaveLength(2)
    await Promise.all([alice, bobOnOne, bobOnTwo, carol].map((client) => client.close()))
  })

  it('both instances share the stored messages', async () => {
    const topic = randomTopic()
    const bob = await connectRelay(relayUrlOf(one))
    await bob.request('irn_publish', { topic, message: 'c3RvcmVk', ttl: 300, tag: 1108 })
    const alice = await connectRelay(relayUrlOf(two))
    await alice.request('irn_subscribe', { topic })
    const [push] = await alice.waitForPushes(1)
    expect(push?.params.data.message).toBe('c3RvcmVk')
    await Promise.all([alice.close(), bob.close()])
  })
})

describe('relay with an unreachable Redis', () => {
  it('refuses to start with a readable error', async () => {
    const port = await freeLoopbackPort()
    await expect(startTestCloud({ redisUrl: `redis://:secret@127.0.0.1:${port}` })).rejects.toThrow(
      new RegExp(`^Could not connect to Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}`),
    )
  })
})
