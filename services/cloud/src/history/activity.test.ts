import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { queryHistoryPage } from './query.ts'
import { seedHistoryVolume } from './volume.ts'

const CHAIN = 'eip155:31337'
const VOLUME = {
  chainId: CHAIN,
  transactions: 2_000,
  account: `0x${'ab'.repeat(20)}`,
  token: `0x${'cd'.repeat(20)}`,
}
const databases = useTestDatabases()
let before014: string

beforeAll(async () => {
  before014 = await mkdtemp(join(tmpdir(), 'airlock-before-014-'))
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file < '014') await cp(join(MIGRATIONS_DIR, file), join(before014, file))
  }
})
afterAll(() => rm(before014, { recursive: true, force: true }))

/** What history reads of a database: its activity index and versions, and the busy account's first page. */
async function historyOf(db: Db) {
  const [counts] = await db.query<{ activity: string; versions: string }>(
    `select (select count(*)::text from account_activity) as activity,
            (select count(*)::text from account_versions) as versions`,
  )
  const page = await queryHistoryPage(db, VOLUME.account, [CHAIN], undefined, 30)
  return { counts, page: page.map((row) => ({ hash: row.hash, transfers: row.transfers.length })) }
}

describe.each(DB_KINDS)('migration 014 (account_activity) on %s', (kind) => {
  let upgraded: Db
  let fresh: Db
  beforeAll(async () => {
    upgraded = await databases.open(kind)
    await runMigrations(upgraded, before014)
    await seedHistoryVolume(upgraded, VOLUME)
    await runMigrations(upgraded)
    fresh = await databases.open(kind)
    await runMigrations(fresh)
    await seedHistoryVolume(fresh, VOLUME)
  }, 60_000)
  afterAll(async () => {
    await upgraded?.close()
    await fresh?.close()
  })

  it('backfills what was indexed before it exactly as its triggers index what comes after', async () => {
    const [backfilled, triggered] = [await historyOf(upgraded), await historyOf(fresh)]
    expect(triggered.page).toHaveLength(30)
    expect(backfilled).toEqual(triggered)
  })

  it("forgets a chain's activity with its transactions, and moves the versions of the accounts it touched", async () => {
    const versionOf = async () =>
      (
        await fresh.query<{ version: string }>(
          'select version::text as version from account_versions where address = $1',
          [VOLUME.account],
        )
      )[0]?.version
    const before = await versionOf()
    // What indexer/store.ts resetChain deletes.
    await fresh.transaction(async (tx) => {
      await tx.query('delete from transfers where chain_id = $1', [CHAIN])
      await tx.query('delete from chain_transactions where chain_id = $1', [CHAIN])
    })
    expect((await historyOf(fresh)).counts?.activity).toBe('0')
    expect(Number(await versionOf())).toBeGreaterThan(Number(before))
  })
})
