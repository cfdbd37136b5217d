import { fileURLToPath } from 'node:url'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import type { Db } from './types.ts'

/** services/cloud/.data/pglite (git-ignored), whatever the working directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url))

export interface DatabaseOptions {
  /** PostgreSQL when set; PGlite otherwise. */
  databaseUrl?: string
  /** PGlite folder, or 'memory://'. Default DEFAULT_DATA_DIR. */
  dataDir?: string
  /** With dataDir 'memory://': the dump it starts from (see PgliteOptions). */
  pgliteMemoryDump?: Blob
  onIdleError?: (error: Error) => void
}

export function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.onIdleError ? { onIdleError: options.onIdleError } : {})
  }
  return openPglite(
    options.dataDir ?? DEFAULT_DATA_DIR,
    options.pgliteMemoryDump ? { memoryDump: options.pgliteMemoryDump } : {},
  )
}
