import { afterAll, beforeAll } from 'vitest'
import { openDatabase } from '../db/open.ts'
import { MEMORY_DATA_DIR } from '../db/pglite.ts'
import type { Db, DbKind } from '../db/types.ts'
import { startPostgres, type TestPostgres } from './postgres.ts'

export const DB_KINDS: readonly DbKind[] = ['pglite', 'postgres']

export interface TestDatabases {
  /** Options for createCloud / openDatabase pointing at a new, empty database of that kind. */
  options(kind: DbKind): Promise<{ databaseUrl: string } | { dataDir: string }>
  /** A new, empty database of that kind; the caller closes it. */
  open(kind: DbKind): Promise<Db>
}

/**
 * Call at the top of a test file: one PostgreSQL server for the file (started in beforeAll, stopped in
 * afterAll), a fresh database on it per request; PGlite databases live in memory.
 */
export function useTestDatabases(): TestDatabases {
  let server: TestPostgres | undefined
  let created = 0
  beforeAll(async () => {
    server = await startPostgres()
  })
  afterAll(async () => {
    await server?.stop()
  })

  const options: TestDatabases['options'] = async (kind) => {
    if (kind === 'pglite') return { dataDir: MEMORY_DATA_DIR }
    if (!server)
      throw new Error('The test PostgreSQL server is not running (useTestDatabases outside a describe?)')
    created += 1
    return { databaseUrl: await server.createDatabase(`test_${created}`) }
  }
  return { options, open: async (kind) => openDatabase(await options(kind)) }
}
