import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db, Queryable } from '../db/types.ts'
import { useTestDatabases } from '../test/databases.ts'
import { createProjectStore } from './store.ts'
import { type ApiCall, createUsageRecorder } from './usage.ts'

const databases = useTestDatabases()
let db: Db
beforeAll(async () => {
  db = await databases.open('pglite')
  await runMigrations(db)
  await createProjectStore(db).create({ id: 'p1' })
})
afterAll(() => db?.close())

/** The real database, counting the statements that reach it. */
function counting(target: Queryable) {
  const statements: string[] = []
  const queryable: Queryable = {
    query: (sql, params) => {
      statements.push(sql)
      return target.query(sql, params)
    },
    exec: (sql) => target.exec(sql),
  }
  return { queryable, statements }
}

function logger() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> }
}

const call = (n: number): ApiCall => ({
  projectId: 'p1',
  path: `/path/${n}`,
  st: 'appkit',
  sv: n % 2 ? undefined : '1.0.0',
})

async function rows() {
  return db.query<{ path: string; st: string | null; sv: string | null }>(
    'select path, st, sv from api_calls order by id',
  )
}

describe('usage recorder', () => {
  it('buffers calls and writes them in one insert', async () => {
    await db.exec('delete from api_calls')
    const { queryable, statements } = counting(db)
    const usage = createUsageRecorder(queryable, { log: logger(), flushIntervalMs: 60_000 })
    for (let n = 0; n < 5; n++) usage.record(call(n))
    expect(statements).toHaveLength(0)
    await usage.flush()
    expect(statements).toHaveLength(1)
    expect(await rows()).toEqual([
      { path: '/path/0', st: 'appkit', sv: '1.0.0' },
      { path: '/path/1', st: 'appkit', sv: null },
      { path: '/path/2', st: 'appkit', sv: '1.0.0' },
      { path: '/path/3', st: 'appkit', sv: null },
      { path: '/path/4', st: 'appkit', sv: '1.0.0' },
    ])
    await usage.flush()
    expect(statements).toHaveLength(1)
    await usage.close()
  })

  it('writes a full batch at once, without waiting for the interval', async () => {
    await db.exec('delete from api_calls')
    const { queryable, statements } = counting(db)
    const usage = createUsageRecorder(queryable, { log: logger(), maxBatch: 3, flushIntervalMs: 60_000 })
    for (let n = 0; n < 4; n++) usage.record(call(n))
    await vi.waitFor(async () => expect(await rows()).toHaveLength(3), { timeout: 2_000, interval: 10 })
    await usage.close()
    expect(await rows()).toHaveLength(4)
    expect(statements).toHaveLength(2)
  })

  it('writes a partial batch after the interval on its own', async () => {
    await db.exec('delete from api_calls')
    const usage = createUsageRecorder(db, { log: logger(), flushIntervalMs: 30 })
    usage.record(call(7))
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 2_000, interval: 10 })
    await usage.close()
  })

  it('writes what is left on close and drops later calls', async () => {
    await db.exec('delete from api_calls')
    const usage = createUsageRecorder(db, { log: logger(), flushIntervalMs: 60_000 })
    usage.record(call(1))
    await usage.close()
    usage.record(call(2))
    await usage.flush()
    expect((await rows()).map((row) => row.path)).toEqual(['/path/1'])
  })

  it('logs a failed write instead of throwing', async () => {
    const log = logger()
    const usage = createUsageRecorder(db, { log, flushIntervalMs: 60_000 })
    usage.record({ projectId: 'no-such-project', path: '/x', st: undefined, sv: undefined })
    await expect(usage.flush()).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ rows: 1 }), 'could not record api calls')
    await usage.close()
  })
})
