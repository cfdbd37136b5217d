import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db, Queryable } from './types.ts'

/** services/cloud/migrations: the one schema both drivers run. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))

/** Any fixed bigint: every cloud instance takes the same advisory lock before looking at the schema. */
const MIGRATION_LOCK_KEY = 7_305_101_001

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/

export interface Migration {
  version: number
  name: string
  sql: string
  checksum: string
}

export interface MigrationResult {
  /** Versions applied by this run, in order; empty when the schema was already current. */
  applied: number[]
}

/** The migration files of `dir`, ordered by version; refuses stray names and duplicate versions. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  const migrations: Migration[] = []
  for (const file of files) {
    const match = FILE_NAME.exec(file)
    if (!match) {
      throw new Error(`Migration file ${file} in ${dir} is not named NNN_name.sql (lower case, digits, _)`)
    }
    const version = Number(match[1])
    const previous = migrations.at(-1)
    if (previous?.version === version) {
      throw new Error(`Migrations ${previous.name} and ${file} in ${dir} share the version ${match[1]}`)
    }
    const sql = await readFile(join(dir, file), 'utf8')
    migrations.push({ version, name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') })
  }
  return migrations
}

async function appliedMigrations(tx: Queryable) {
  await tx.exec(`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )
  `)
  return tx.query<{ version: number; name: string; checksum: string }>(
    'select version, name, checksum from schema_migrations order by version',
  )
}

/**
 * Brings the schema up to date in one transaction. The advisory lock comes first, before even creating
 * schema_migrations, so two instances starting together on one PostgreSQL server run each migration once:
 * the second waits, then finds nothing left to do.
 */
export async function runMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<MigrationResult> {
  const migrations = await readMigrations(dir)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    const applied = new Map((await appliedMigrations(tx)).map((row) => [row.version, row]))
    for (const migration of migrations) {
      const row = applied.get(migration.version)
      // An edited migration would leave databases that ran the old text on a different schema.
      if (row && row.checksum !== migration.checksum) {
        throw new Error(
          `Migration ${migration.name} changed after it was applied (as ${row.name}). Add a new migration ` +
            'instead of editing an applied one.',
        )
      }
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of pending) {
      try {
        await tx.exec(migration.sql)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw new Error(`Migration ${migration.name} failed: ${message}`, { cause: error })
      }
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ])
    }
    return { applied: pending.map((migration) => migration.version) }
  })
}
