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

/** PGlite (PostgreSQL compiled to WASM) in a folder, or in memory with 'memory://'. */
export async function openPglite(folder: string): Promise<Db> {
  const inMemory = folder === MEMORY_DATA_DIR
  const dataDir = inMemory ? folder : resolve(folder)
  let unlock: (() => Promise<void>) | undefined
  if (!inMemory) {
    await mkdir(dirname(dataDir), { recursive: true })
    unlock = await lockDataDir(dataDir)
  }
  let pglite: PGlite
  try {
    pglite = await PGlite.create(dataDir, { parsers: { [INT8_OID]: parseInt8 } })
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
