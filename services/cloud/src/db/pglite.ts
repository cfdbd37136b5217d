import { mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { lockDataDir } from './lock.ts'
import { INT8_OID, parseInt8 } from './parsers.ts'
import type { Db, Queryable } from './types.ts'

export const MEMORY_DATA_DIR = 'memory://'

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined)
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

export interface PgliteOptions {
  /**
   * A dump of a data folder (PGlite's dumpDataDir) an in-memory database starts from. An empty in-memory
   * database otherwise runs initdb, which takes seconds; loading a dump of a freshly initialised one takes
   * about a third of that, which is what a test suite starting a database per test needs.
   */
  memoryDump?: Blob
}

/** PGlite (PostgreSQL compiled to WASM) in a folder, or in memory with 'memory://'. */
export async function openPglite(folder: string, options: PgliteOptions = {}): Promise<Db> {
  const inMemory = folder === MEMORY_DATA_DIR
  const dataDir = inMemory ? folder : resolve(folder)
  let unlock: (() => Promise<void>) | undefined
  if (!inMemory) {
    await mkdir(dirname(dataDir), { recursive: true })
    unlock = await lockDataDir(dataDir)
  }
  let pglite: PGlite
  try {
    pglite = await PGlite.create(dataDir, {
      parsers: { [INT8_OID]: parseInt8 },
      // A folder already holds its data; loading a dump over it would mix two clusters.
      ...(inMemory && options.memoryDump ? { loadDataDir: options.memoryDump } : {}),
    })
  } catch (error) {
    await unlock?.()
    throw error
  }

  let closing: Promise<void> | undefined
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close() {
      closing ??= (async () => {
        try {
          await pglite.close()
        } finally {
          await unlock?.()
        }
      })()
      return closing
    },
  }
}
