import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'
import { openDatabase } from './open.ts'
import { openPglite } from './pglite.ts'
import { openPostgres, redact } from './postgres.ts'
import type { Db } from './types.ts'

const databases = useTestDatabases()

describe.each(DB_KINDS)('query layer on %s', (kind) => {
  let db: Db
  beforeAll(async () => {
    db = await databases.open(kind)
    await db.exec(`
      create table items (id bigserial primary key, name text not null, data jsonb, amount numeric,
        at timestamptz not null default now());
      create table counters (n integer not null)
    `)
  })
  afterAll(() => db?.close())

  it('reports its kind', () => {
    expect(db.kind).toBe(kind)
  })

  it('runs parameterised queries and returns rows alike on both drivers', async () => {
    const [row] = await db.query<{ id: number; name: string; data: unknown; amount: string; at: Date }>(
      'insert into items (name, data, amount) values ($1, $2::jsonb, $3) returning *',
      ['first', JSON.stringify({ list: [1, 'two'], nested: { ok: true } }), '123456789012345678901234567890'],
    )
    expect(row).toMatchObject({
      id: 1,
      name: 'first',
      data: { list: [1, 'two'], nested: { ok: true } },
      amount: '123456789012345678901234567890',
    })
    expect(row!.at).toBeInstanceOf(Date)
    const [count] = await db.query<{ n: number }>('select count(*) as n from items where name = $1', [
      'first',
    ])
    expect(count).toEqual({ n: 1 })
  })

  it('keeps parameters as data, not SQL', async () => {
    const evil = "x'); drop table items; --"
    await db.query('insert into items (name) values ($1)', [evil])
    const rows = await db.query<{ name: string }>('select name from items where name = $1', [evil])
    expect(rows).toEqual([{ name: evil }])
  })

  it('commits a transaction that resolves', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into counters (n) values ($1)', [1])
      await tx.exec('insert into counters (n) values (2); insert into counters (n) values (3)')
      return 'done'
    })
    expect(value).toBe('done')
    expect(await db.query('select n from counters order by n')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
  })

  it('rolls back a transaction that throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into counters (n) values (100)')
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into counters (n) values (101)')
        await tx.query('select * from no_such_table')
      }),
    ).rejects.toThrow(/no_such_table/)
    expect(await db.query('select n from counters where n >= 100')).toEqual([])
    // The connection is usable afterwards.
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }])
  })

  it('reports SQL errors with PostgreSQL codes', async () => {
    await expect(db.query('select $1::int', ['x'])).rejects.toMatchObject({ code: '22P02' })
  })

  it('refuses several statements in query() and runs them in exec()', async () => {
    await expect(db.query('select 1; select 2')).rejects.toThrow()
    await expect(db.exec('select 1; select 2')).resolves.toBeUndefined()
  })
})

describe('closing', () => {
  it.each(DB_KINDS)('%s: close is safe twice and ends the connection', async (kind) => {
    const db = await databases.open(kind)
    await db.close()
    await expect(db.close()).resolves.toBeUndefined()
    await expect(db.query('select 1')).rejects.toThrow()
  })
})

describe('PGlite folders', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'airlock-pglite-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('creates missing parent folders, keeps data across opens, and locks the folder while open', async () => {
    const dataDir = join(dir, 'nested', 'pglite')
    const first = await openDatabase({ dataDir })
    expect(first.kind).toBe('pglite')
    try {
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid))
      await first.exec('create table kept (v text); insert into kept values (1)')
      await expect(openPglite(dataDir)).rejects.toThrow(
        /PGlite data folder .* is in use by another database instance in this process.*DATABASE_URL/,
      )
    } finally {
      await first.close()
    }
    const second = await openPglite(dataDir)
    try {
      expect(await second.query('select v from kept')).toEqual([{ v: '1' }])
    } finally {
      await second.close()
    }
  })

  it('refuses a folder another live process holds, and takes over a lock left by a dead one', async () => {
    const dataDir = join(dir, 'shared')
    // An initialised cluster (no initdb): the test before this one starts PGlite on a new folder.
    await seedPgliteFolder(dataDir)
    // pid 1 is always alive and never us.
    await writeFile(`${dataDir}.lock`, '1')
    await expect(openPglite(dataDir)).rejects.toThrow(/in use by process 1\b/)
    await writeFile(`${dataDir}.lock`, '2147483646')
    const db = await openPglite(dataDir)
    await db.close()
    await expect(readFile(`${dataDir}.lock`)).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

describe('PostgreSQL connection errors', () => {
  it('fails fast with the URL, password hidden', async () => {
    const url = 'postgres://someone:secret@127.0.0.1:1/nothing'
    const error = await openPostgres(url).catch((caught: Error) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(
      /^Could not connect to PostgreSQL at postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1/,
    )
    expect((error as Error).message).not.toContain('secret')
  })

  it('redacts passwords only', () => {
    expect(redact('postgres://u:p@h:5432/d')).toBe('postgres://u:***@h:5432/d')
    expect(redact('postgres://u@h/d')).toBe('postgres://u@h/d')
    expect(redact('::')).toBe('(an unparsable DATABASE_URL)')
  })
})

describe('an in-memory PGlite from a dump', () => {
  it('starts with what the dumped database held, and is its own copy', async () => {
    const { PGlite } = await import('@electric-sql/pglite')
    // The Db interface has no dump call: make the dump with PGlite itself.
    const raw = await PGlite.create('memory://')
    await raw.exec("create table seeded (note text); insert into seeded values ('from the dump')")
    const dump = await raw.dumpDataDir('none')
    await raw.close()

    const first = await openPglite('memory://', { memoryDump: dump })
    const second = await openPglite('memory://', { memoryDump: dump })
    try {
      expect(await first.query('select note from seeded')).toEqual([{ note: 'from the dump' }])
      await first.exec("insert into seeded values ('only in the first')")
      expect(await second.query('select note from seeded')).toEqual([{ note: 'from the dump' }])
    } finally {
      await first.close()
      await second.close()
    }
  })
})
