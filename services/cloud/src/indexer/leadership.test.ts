import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { type Indexer, type IndexerOptions, startIndexer } from './indexer.ts'
import { INDEXER_LEASE } from './lease.ts'

const databases = useTestDatabases()
const LEASE_MS = 1_000
const silent = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger
/** A node nobody listens on: the followers run and fail, which is all leadership needs. */
const CHAINS = [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9/' }]

describe.each(DB_KINDS)('indexer leadership on %s', { timeout: 20_000 }, (kind) => {
  let db: Db
  beforeAll(async () => {
    db = await databases.open(kind)
    await runMigrations(db)
  })
  afterAll(() => db?.close())

  const start = (options: Partial<IndexerOptions> = {}): Indexer => {
    const indexer = startIndexer({
      db,
      chains: CHAINS,
      log: silent,
      pollMs: 50,
      leaseMs: LEASE_MS,
      ...options,
    })
    onTestFinished(() => indexer.stop())
    return indexer
  }
  const lease = async () =>
    (
      await db.query<{ holder: string; fence: number; live: boolean; expires_at: Date }>(
        'select holder, fence, expires_at, expires_at > now() as live from indexer_leases where name = $1',
        [INDEXER_LEASE],
      )
    )[0]
  const leader = async (...indexers: Indexer[]) => {
    await expect.poll(() => indexers.filter((indexer) => indexer.leading()).length, { interval: 10 }).toBe(1)
    return indexers.find((indexer) => indexer.leading())!
  }

  it('leads on one instance only; a graceful stop hands the lease over at the next try', async () => {
    const a = start()
    const b = start()
    const first = await leader(a, b)
    const second = first === a ? b : a
    expect(await lease()).toMatchObject({ holder: first.holder })
    const { fence, expires_at: firstEnd } = (await lease())!
    // Renewed: the same leader and fence, a later end.
    await expect.poll(async () => (await lease())!.expires_at > firstEnd, { interval: 20 }).toBe(true)
    expect(await lease()).toMatchObject({ holder: first.holder, fence })
    expect(second.leading()).toBe(false)

    await first.stop()
    expect(first.leading()).toBe(false)
    await expect.poll(() => second.leading(), { interval: 10 }).toBe(true)
    expect(await lease()).toMatchObject({ holder: second.holder, fence: fence + 1 })

    await second.stop()
    expect(await lease()).toMatchObject({ holder: second.holder, live: false })
  })

  it('stops following once another instance has taken the lease, and takes it back when that one is gone', async () => {
    await db.query('delete from indexer_leases')
    const a = start()
    await leader(a)
    // Another instance took over while this one was stalled.
    await db.query(
      `update indexer_leases set holder = 'elsewhere', fence = fence + 1, expires_at = now() + interval '1 minute'`,
    )
    await expect.poll(() => a.leading(), { interval: 10 }).toBe(false)
    await db.query(`update indexer_leases set expires_at = now() where holder = 'elsewhere'`)
    await expect.poll(() => a.leading(), { interval: 10 }).toBe(true)
    expect(await lease()).toMatchObject({ holder: a.holder })
  })

  it('refuses a lease length that would renew in a busy loop or never', () => {
    for (const leaseMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => startIndexer({ db, chains: CHAINS, log: silent, leaseMs })).toThrow(
        /leaseMs must be a positive/,
      )
    }
  })

  it('takes no lease without an EVM chain to follow', async () => {
    await db.query('delete from indexer_leases')
    const indexer = start({ chains: [{ caipNetworkId: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9/' }] })
    await indexer.stop()
    expect(indexer.leading()).toBe(false)
    expect(await lease()).toBeUndefined()
  })
})
