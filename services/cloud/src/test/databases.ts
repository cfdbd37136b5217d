import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { openDatabase } from '../db/open.ts'
import { MEMORY_DATA_DIR } from '../db/pglite.ts'
import type { Db, DbKind } from '../db/types.ts'
import { testPgliteDump } from './pgliteDump.ts'
import { createDatabaseOn } from './postgres.ts'

export const DB_KINDS: readonly DbKind[] = ['pglite', 'postgres']

export interface TestDatabases {
  /** Options for createCloud / openDatabase pointing at a new, empty database of that kind. */
  options(kind: DbKind): Promise<{ databaseUrl: string } | { dataDir: string; pgliteMemoryDump?: Blob }>
  /** A new, empty database of that kind; the caller closes it. */
  open(kind: DbKind): Promise<Db>
}

/**
 * New, empty databases for a test file: on PostgreSQL, a database of its own on the run's shared server
 * (postgresServer.globalSetup.ts), so files never see each other's rows; PGlite databases live in memory.
 */
export function useTestDatabases(): TestDatabases {
  const options: TestDatabases['options'] = async (kind) => {
    if (kind === 'pglite') {
      const dump = await testPgliteDump()
      return { dataDir: MEMORY_DATA_DIR, ...(dump ? { pgliteMemoryDump: dump } : {}) }
    }
    const serverUrl = inject('testPostgresUrl')
    if (!serverUrl)
      throw new Error(inject('testPostgresError') ?? 'The test PostgreSQL server is not running')
    // Files run in parallel workers: a random name cannot collide where a per-file counter would.
    return { databaseUrl: await createDatabaseOn(serverUrl, `test_${randomBytes(8).toString('hex')}`) }
  }
  return { options, open: async (kind) => openDatabase(await options(kind)) }
}
