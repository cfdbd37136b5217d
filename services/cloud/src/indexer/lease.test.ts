import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { acquireLease, holdsLease, releaseLease } from './lease.ts'
import type { BlockRange } from './readBlocks.ts'
import { loadPosition, resetChain, writeRange } from './store.ts'

const databases = useTestDatabases()
const LONG_MS = 60_000
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

/** Blocks from..to with one native transfer each. */
function blocks(from: number, to: number): BlockRange {
  const transfers = []
  for (let n = from; n <= to; n++) {
    transfers.push({
      tx_hash: hash(1000 + n),
      log_index: -1,
      standard: 'native' as const,
      token_address: null,
      from_address: `0x${'a'.repeat(40)}`,
      to_address: `0x${'b'.repeat(40)}`,
      amount: '1',
      token_id: null,
      block_number: n,
    })
  }
  return {
    from: BigInt(from),
    to: BigInt(to),
    parentHash: hash(from - 1),
    lastHash: hash(to),
    transactions: [],
    transfers,
    tokens: new Map(),
  }
}

describe.each(DB_KINDS)('the indexer lease on %s', (kind) => {
  let db: Db
  beforeAll(async () => {
    db = await databases.open(kind)
    await runMigrations(db)
  })
  afterAll(() => db?.close())

  /** Ends the lease as if its holder had stopped renewing it long ago. */
  const runOut = (name: string) =>
    db.query(`update indexer_leases set expires_at = now() - interval '1 minute' where name = $1`, [name])
  const row = async (name: string) =>
    (
      await db.query<{ holder: string; fence: number; left_ms: number }>(
        `select holder, fence, (extract(epoch from expires_at - now()) * 1000)::float8 as left_ms
           from indexer_leases where name = $1`,
        [name],
      )
    )[0]

  it('has one holder at a time; another takes it once it has run out, with the fence grown by one', async () => {
    expect(await acquireLease(db, 'one', 'a', LONG_MS)).toEqual({ name: 'one', holder: 'a', fence: 1 })
    expect(await acquireLease(db, 'one', 'b', LONG_MS)).toBeUndefined()
    expect(await row('one')).toMatchObject({ holder: 'a', fence: 1 })

    await runOut('one')
    expect(await acquireLease(db, 'one', 'b', LONG_MS)).toEqual({ name: 'one', holder: 'b', fence: 2 })
    expect(await acquireLease(db, 'one', 'a', LONG_MS)).toBeUndefined()
    await runOut('one')
    expect(await acquireLease(db, 'one', 'a', LONG_MS)).toEqual({ name: 'one', holder: 'a', fence: 3 })
    // Other names are other leases.
    expect(await acquireLease(db, 'two', 'b', LONG_MS)).toMatchObject({ holder: 'b', fence: 1 })
  })

  it('renews for its holder: the fence stays, the end moves; also after it ran out with nobody taking it', async () => {
    await acquireLease(db, 'renew', 'a', 1_000)
    expect((await row('renew'))!.left_ms).toBeLessThanOrEqual(1_000)
    expect(await acquireLease(db, 'renew', 'a', LONG_MS)).toEqual({ name: 'renew', holder: 'a', fence: 1 })
    expect((await row('renew'))!.left_ms).toBeGreaterThan(1_000)
    await runOut('renew')
    expect(await acquireLease(db, 'renew', 'a', LONG_MS)).toMatchObject({ fence: 1 })
  })

  it('runs out by the database clock', async () => {
    await acquireLease(db, 'short', 'a', 50)
    await expect
      .poll(() => acquireLease(db, 'short', 'b', LONG_MS), { timeout: 5_000, interval: 20 })
      .toEqual({ name: 'short', holder: 'b', fence: 2 })
  })

  it('hands over at once when released; releasing what another holds does nothing', async () => {
    const a = (await acquireLease(db, 'release', 'a', LONG_MS))!
    await releaseLease(db, { name: 'release', holder: 'b' })
    expect(await acquireLease(db, 'release', 'b', LONG_MS)).toBeUndefined()
    expect(await holdsLease(db, a)).toBe(true)
    await releaseLease(db, a)
    expect(await holdsLease(db, a)).toBe(false)
    expect(await acquireLease(db, 'release', 'b', LONG_MS)).toMatchObject({ holder: 'b', fence: 2 })
  })

  it('refuses the writes of a holder whose lease was taken over or ran out', async () => {
    const chain = 'eip155:9001'
    const count = async () =>
      (await db.query<{ n: number }>('select count(*) as n from transfers where chain_id = $1', [chain]))[0]!
        .n
    await loadPosition(db, chain)
    const a = (await acquireLease(db, 'fence', 'a', LONG_MS))!
    expect(await writeRange(db, chain, blocks(0, 1), [], a)).toBe(true)

    await runOut('fence')
    // Ran out, nobody took it yet: still refused (the holder may be stalled past its end).
    expect(await writeRange(db, chain, blocks(2, 3), [], a)).toBe(false)
    const b = (await acquireLease(db, 'fence', 'b', LONG_MS))!
    expect(await writeRange(db, chain, blocks(2, 3), [], a)).toBe(false)
    expect(await resetChain(db, chain, a)).toBe(false)
    expect(await count()).toBe(2)
    expect((await loadPosition(db, chain)).nextBlock).toBe(2n)

    // A holder that came back under the same id but an older fence is refused as well.
    expect(await writeRange(db, chain, blocks(2, 3), [], { ...b, fence: b.fence - 1 })).toBe(false)
    expect(await writeRange(db, chain, blocks(2, 3), [], b)).toBe(true)
    expect(await count()).toBe(4)
    expect(await loadPosition(db, chain)).toEqual({ nextBlock: 4n, lastBlockHash: hash(3) })
    expect(await resetChain(db, chain, b)).toBe(true)
    expect(await count()).toBe(0)
  })

  it.runIf(kind === 'postgres')('cannot be taken over while its holder is writing', async () => {
    const a = (await acquireLease(db, 'mid-write', 'a', 200))!
    let letWriteEnd!: () => void
    const writeMayEnd = new Promise<void>((resolve) => (letWriteEnd = resolve))
    let checked!: () => void
    const leaseChecked = new Promise<void>((resolve) => (checked = resolve))
    const order: string[] = []
    const writing = db.transaction(async (tx) => {
      const held = await holdsLease(tx, a)
      checked()
      await writeMayEnd
      order.push('write committed')
      return held
    })
    await leaseChecked
    // The lease runs out while its holder is still writing; another instance (another connection) comes.
    await expect
      .poll(
        async () =>
          (
            await db.query('select 1 from indexer_leases where name = $1 and expires_at <= now()', [
              'mid-write',
            ])
          ).length,
        { timeout: 5_000, interval: 20 },
      )
      .toBe(1)
    const takeover = acquireLease(db, 'mid-write', 'b', LONG_MS).then((lease) => {
      order.push('taken over')
      return lease
    })
    // It waits on holdsLease's row lock until the write has committed.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select 1 from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%insert into indexer_leases%'`,
            )
          ).length,
        { timeout: 5_000, interval: 10 },
      )
      .toBe(1)
    letWriteEnd()
    expect(await writing).toBe(true)
    expect(await takeover).toMatchObject({ holder: 'b', fence: 2 })
    expect(order).toEqual(['write committed', 'taken over'])
  })
})
