import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { MIGRATIONS_DIR, readMigrations, runMigrations } from './migrate.ts'
import { openDatabase } from './open.ts'
import type { Db } from './types.ts'

const databases = useTestDatabases()

async function migrationDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'airlock-migrations-'))
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql)
  return dir
}

async function tables(db: Db): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  )
  return rows.map((row) => row.table_name)
}

describe('migration files', () => {
  it('ships 001_initial.sql first', async () => {
    const migrations = await readMigrations(MIGRATIONS_DIR)
    expect(migrations[0]).toMatchObject({ version: 1, name: '001_initial.sql' })
    expect(migrations.map((migration) => migration.version)).toEqual(
      [...migrations.map((migration) => migration.version)].sort((a, b) => a - b),
    )
  })

  it('orders by number and refuses stray names and shared versions', async () => {
    const ordered = await migrationDir({ '010_c.sql': '', '002_b.sql': '', '001_a.sql': '', 'notes.txt': '' })
    const badName = await migrationDir({ '001_a.sql': '', '2_b.sql': '' })
    const shared = await migrationDir({ '001_a.sql': '', '001_b.sql': '' })
    try {
      expect((await readMigrations(ordered)).map((migration) => migration.name)).toEqual([
        '001_a.sql',
        '002_b.sql',
        '010_c.sql',
      ])
      await expect(readMigrations(badName)).rejects.toThrow(/2_b\.sql .* is not named NNN_name\.sql/)
      await expect(readMigrations(shared)).rejects.toThrow(
        /001_a\.sql and 001_b\.sql .* share the version 001/,
      )
    } finally {
      await Promise.all([ordered, badName, shared].map((dir) => rm(dir, { recursive: true })))
    }
  })
})

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  let custom: string
  beforeAll(async () => {
    custom = await migrationDir({
      '001_first.sql': 'create table a (id int primary key);\ninsert into a values (1);',
      '002_second.sql': 'create table b (id int references a (id));\ninsert into b values (1);',
    })
  })
  afterAll(() => rm(custom, { recursive: true, force: true }))

  it('applies every shipped migration and records each once, however often it runs', async () => {
    const db = await databases.open(kind)
    try {
      const shipped = await readMigrations(MIGRATIONS_DIR)
      expect(await runMigrations(db)).toEqual({ applied: shipped.map((migration) => migration.version) })
      expect(await tables(db)).toEqual(
        expect.arrayContaining(['analytics_events', 'api_calls', 'projects', 'schema_migrations']),
      )
      expect(await runMigrations(db)).toEqual({ applied: [] })
      expect(await runMigrations(db)).toEqual({ applied: [] })
      const recorded = await db.query<{ version: number; name: string; applied_at: Date }>(
        'select version, name, applied_at from schema_migrations order by version',
      )
      expect(recorded).toEqual(
        shipped.map(({ version, name }) => ({ version, name, applied_at: expect.any(Date) })),
      )
      const columns = await db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
         where table_schema = 'public' and table_name in ('analytics_events', 'api_calls', 'projects')
         order by table_name, ordinal_position`,
      )
      expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
        'analytics_events.id',
        'analytics_events.project_id',
        'analytics_events.event_id',
        'analytics_events.event',
        'analytics_events.created_at',
        'api_calls.id',
        'api_calls.project_id',
        'api_calls.path',
        'api_calls.st',
        'api_calls.sv',
        'api_calls.created_at',
        'projects.id',
        'projects.name',
        'projects.allowed_origins',
        'projects.features',
        'projects.created_at',
        'projects.updated_at',
      ])
    } finally {
      await db.close()
    }
  })

  it('applies only what is new, in order', async () => {
    const db = await databases.open(kind)
    const firstOnly = await migrationDir({
      '001_first.sql': 'create table a (id int primary key);\ninsert into a values (1);',
    })
    try {
      expect(await runMigrations(db, firstOnly)).toEqual({ applied: [1] })
      expect(await runMigrations(db, custom)).toEqual({ applied: [2] })
      expect(await db.query('select id from b')).toEqual([{ id: 1 }])
    } finally {
      await db.close()
      await rm(firstOnly, { recursive: true })
    }
  })

  it('rolls back every migration of a run when one fails', async () => {
    const db = await databases.open(kind)
    const failing = await migrationDir({
      '001_ok.sql': 'create table fine (id int);',
      '002_broken.sql': 'create table also_fine (id int);\nselect * from missing_table;',
    })
    try {
      await expect(runMigrations(db, failing)).rejects.toThrow(
        /Migration 002_broken\.sql failed: .*missing_table/,
      )
      expect(await tables(db)).toEqual([])
    } finally {
      await db.close()
      await rm(failing, { recursive: true })
    }
  })

  it('refuses to run when an applied migration was edited', async () => {
    const db = await databases.open(kind)
    const dir = await migrationDir({ '001_first.sql': 'create table a (id int);' })
    try {
      await runMigrations(db, dir)
      await writeFile(join(dir, '001_first.sql'), 'create table a (id bigint);')
      await expect(runMigrations(db, dir)).rejects.toThrow(
        /Migration 001_first\.sql changed after it was applied .* Add a new migration/,
      )
    } finally {
      await db.close()
      await rm(dir, { recursive: true })
    }
  })

  it('runs each migration once when several runs race', async () => {
    const options = await databases.options(kind)
    // PostgreSQL: separate pools, as two cloud instances would have; PGlite: one database, two callers.
    const first = await openDatabase(options)
    const second = kind === 'postgres' ? await openDatabase(options) : first
    try {
      const results = await Promise.all([
        runMigrations(first, custom),
        runMigrations(second, custom),
        runMigrations(first, custom),
      ])
      expect(results.map((result) => result.applied).sort()).toEqual([[], [], [1, 2]])
      expect(await first.query('select version from schema_migrations order by version')).toEqual([
        { version: 1 },
        { version: 2 },
      ])
      expect(await first.query('select id from a')).toEqual([{ id: 1 }])
    } finally {
      await first.close()
      await second.close()
    }
  })
})
