import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { useTestDatabases } from '../test/databases.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'
import { randomTopic } from '../test/relayClient.ts'
import { type RedisRelayStore, startRedisRelayStore } from './redisStore.ts'
import { createRelayStore, type PublishInput, type RelayStore, type StoredMessage } from './store.ts'

const silent = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger
const databases = useTestDatabases()

const ALICE = 'did:key:alice'
const BOB = 'did:key:bob'
const CAROL = 'did:key:carol'

const input = (topic: string, message: string, ttl = 300): PublishInput => ({
  topic,
  message,
  ttl,
  tag: 1108,
})
const texts = (messages: readonly StoredMessage[]) => messages.map((message) => message.message)

describe.each(['pglite', 'redis'] as const)('RelayStore contract on %s', (kind) => {
  let store: RelayStore
  let db: Db | undefined
  let redis: TestRedis | undefined
  let redisStore: RedisRelayStore | undefined
  const prefix = `test:${randomBytes(4).toString('hex')}:`

  beforeAll(async () => {
    if (kind === 'pglite') {
      db = await databases.open('pglite')
      await runMigrations(db)
      store = createRelayStore(db)
    } else {
      redis = await startRedis()
      redisStore = await startRedisRelayStore({ url: redis.url, origin: 'contract', log: silent, prefix })
      store = redisStore
    }
  })
  afterAll(async () => {
    await redisStore?.close()
    await redis?.stop()
    await db?.close()
  })

  it('stores a (topic, message) once while it lives: a retry, even in the same batch, is not new', async () => {
    const topic = randomTopic()
    const other = randomTopic()
    const now = Date.now()
    const first = await store.insert(ALICE, [input(topic, 'b25l'), input(topic, 'b25l')], now)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ topic, message: 'b25l', tag: 1108, publisher: ALICE, publishedAt: now })
    expect(first[0]?.expiresAt).toBe(now + 300_000)
    expect(await store.insert(BOB, [input(topic, 'b25l')], now + 1)).toEqual([])
    const next = await store.insert(ALICE, [input(topic, 'dHdv'), input(other, 'b25l')], now + 2)
    expect(texts(next)).toEqual(['dHdv', 'b25l'])
    // Ids grow with each stored message: the store's order.
    const ids = [first[0]?.id, ...next.map((message) => message.id)] as number[]
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    expect(new Set(ids).size).toBe(3)
  })

  it('keeps the attestation and leaves it out when there is none', async () => {
    const topic = randomTopic()
    const now = Date.now()
    await store.insert(
      ALICE,
      [{ ...input(topic, 'YXR0'), attestation: 'eyJhIjoxfQ' }, input(topic, 'bm9uZQ')],
      now,
    )
    const [attested, plain] = await store.pending(BOB, [topic], now, 10)
    expect(attested?.attestation).toBe('eyJhIjoxfQ')
    expect(plain).not.toHaveProperty('attestation')
  })

  it('never gives a client what it published, nor what it acknowledged', async () => {
    const topic = randomTopic()
    const now = Date.now()
    const stored = await store.insert(ALICE, [input(topic, 'b25l'), input(topic, 'dHdv')], now)
    expect(await store.pending(ALICE, [topic], now, 10)).toEqual([])
    expect(await store.pending(BOB, [topic], now, 10)).toEqual(stored)

    await store.markDelivered(BOB, [stored[0]?.id as number, 987_654_321])
    expect(texts(await store.pending(BOB, [topic], now, 10))).toEqual(['dHdv'])
    // Acks are per client.
    expect(texts(await store.pending(CAROL, [topic], now, 10))).toEqual(['b25l', 'dHdv'])
    await store.markDelivered(BOB, [stored[1]?.id as number])
    expect(await store.pending(BOB, [topic], now, 10)).toEqual([])
  })

  it('returns the topics merged in publish order and pages with the cursor', async () => {
    const one = randomTopic()
    const two = randomTopic()
    const now = Date.now()
    const published: string[] = []
    for (let i = 0; i < 7; i += 1) {
      const message = `bXNn${i}`
      published.push(message)
      // Another publisher's messages in between: skipped, they must not cut a page short.
      await store.insert(BOB, [input(i % 2 ? one : two, `b3du${i}`)], now)
      await store.insert(ALICE, [input(i % 3 ? one : two, message)], now)
    }
    const seen: StoredMessage[] = []
    let after: StoredMessage | undefined
    for (let page = 0; page < 10; page += 1) {
      const rows = await store.pending(BOB, [one, two, one], now, 3, after)
      seen.push(...rows)
      after = rows.at(-1)
      if (rows.length < 3) break
    }
    expect(texts(seen)).toEqual(published)
    expect(seen.map((message) => message.id)).toEqual(
      [...seen.map((message) => message.id)].sort((a, b) => a - b),
    )
  })

  it('drops a message at its expiry; the same message published after it is new again', async () => {
    const topic = randomTopic()
    const now = Date.now()
    await store.insert(ALICE, [input(topic, 'c2hvcnQ', 10), input(topic, 'bG9uZw', 60)], now)
    expect(texts(await store.pending(BOB, [topic], now + 9_999, 10))).toEqual(['c2hvcnQ', 'bG9uZw'])
    expect(texts(await store.pending(BOB, [topic], now + 10_000, 10))).toEqual(['bG9uZw'])
    expect(await store.insert(ALICE, [input(topic, 'c2hvcnQ', 10)], now + 5_000)).toEqual([])
    const revived = await store.insert(ALICE, [input(topic, 'c2hvcnQ', 10)], now + 10_000)
    expect(revived).toHaveLength(1)
    // Published later than the 60 s one: after it.
    expect(texts(await store.pending(BOB, [topic], now + 10_001, 10))).toEqual(['bG9uZw', 'c2hvcnQ'])
  })

  it.runIf(kind === 'redis')('gives every key of a message its expiry; Redis then deletes them', async () => {
    const raw = createClient({ url: redis?.url })
    await raw.connect()
    try {
      const topic = randomTopic()
      // Published as if 9 s ago with a 10 s ttl: Redis expires it within a second.
      const [stored] = await store.insert(ALICE, [input(topic, 'Z29uZQ', 10)], Date.now() - 9_000)
      const expiresAt = stored?.expiresAt as number
      await store.markDelivered(BOB, [stored?.id as number])
      const [dedupe] = await raw.keys(`${prefix}h:${topic}:*`)
      const keys = [
        `${prefix}m:${stored?.id}`,
        `${prefix}a:${stored?.id}`,
        dedupe as string,
        `${prefix}t:${topic}`,
        `${prefix}x:${topic}`,
      ]
      expect(await Promise.all(keys.map((key) => raw.pExpireTime(key)))).toEqual(keys.map(() => expiresAt))
      await vi.waitFor(async () => expect(await raw.exists(keys)).toBe(0), { timeout: 5_000, interval: 50 })
    } finally {
      raw.destroy()
    }
  })

  it.runIf(kind === 'redis')(
    "replays past a long run of the client's own messages in bounded script calls, in order, nothing skipped",
    async () => {
      // A budget of 4 ids per topic per call: BOB's 15 own messages on `busy` take several calls to walk.
      const bounded = await startRedisRelayStore({
        url: redis?.url as string,
        origin: 'bounded',
        log: silent,
        prefix: `${prefix}b:`,
        scanBudget: 4,
      })
      try {
        const busy = randomTopic()
        const quiet = randomTopic()
        const now = Date.now()
        const expected: string[] = []
        for (let i = 0; i < 15; i += 1) await bounded.insert(BOB, [input(busy, `b3du${i}`)], now)
        for (let i = 0; i < 6; i += 1) {
          const message = `bXNn${i}`
          expected.push(message)
          await bounded.insert(ALICE, [input(i % 2 ? busy : quiet, message)], now)
          if (i === 2)
            for (let j = 0; j < 9; j += 1) await bounded.insert(BOB, [input(busy, `bW9yZQ${j}`)], now)
        }
        const seen: StoredMessage[] = []
        let after: StoredMessage | undefined
        for (let page = 0; page < 10; page += 1) {
          const rows = await bounded.pending(BOB, [busy, quiet], now, 2, after)
          seen.push(...rows)
          after = rows.at(-1)
          if (rows.length < 2) break
        }
        expect(texts(seen)).toEqual(expected)
      } finally {
        await bounded.close()
      }
    },
  )

  it.runIf(kind === 'redis')('drops the ids of expired messages from a topic that stays busy', async () => {
    const raw = createClient({ url: redis?.url })
    await raw.connect()
    try {
      const topic = randomTopic()
      const now = Date.now()
      const [short] = await store.insert(ALICE, [input(topic, 'c2hvcnQ', 10)], now)
      const [long] = await store.insert(ALICE, [input(topic, 'bG9uZw', 600)], now)
      await store.insert(ALICE, [input(topic, 'bGF0ZXI', 600)], now + 10_000)
      const ids = (await raw.zRange(`${prefix}t:${topic}`, 0, -1)).map(Number)
      expect(ids).not.toContain(short?.id)
      expect(ids).toContain(long?.id)
      expect(await raw.zCard(`${prefix}x:${topic}`)).toBe(2)
    } finally {
      raw.destroy()
    }
  })
})
