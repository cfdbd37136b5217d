import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/types.ts'
import { useTestDatabases } from '../../test/databases.ts'
import { internalTransferLogIndexes, transferOrderKeySql } from './logIndexes.ts'

describe('internal transfer log indexes', () => {
  const databases = useTestDatabases()
  let db: Db
  beforeAll(async () => {
    db = await databases.open('pglite')
  })
  afterAll(() => db?.close())

  it('are below -1, unique, and sort among the logs where they happened', async () => {
    // Logs 5, 6, 7 in the block; two transfers before log 5, one between 6 and 7, one after 7.
    const internal = internalTransferLogIndexes(
      [{ logsBefore: 0 }, { logsBefore: 0 }, { logsBefore: 2 }, { logsBefore: 3 }],
      5,
    )
    expect(internal.every((index) => index < -1)).toBe(true)
    expect(new Set(internal).size).toBe(4)
    expect(internalTransferLogIndexes([{ logsBefore: 0 }], 0)).toEqual([-2])

    const rows = await db.query<{ log_index: number }>(
      `select log_index from jsonb_to_recordset($1::jsonb) as r(log_index integer)
        order by ${transferOrderKeySql('log_index')}`,
      [JSON.stringify([7, ...internal, 6, -1, 5].map((log_index) => ({ log_index })))],
    )
    expect(rows.map((row) => row.log_index)).toEqual([
      -1,
      internal[0],
      internal[1],
      5,
      6,
      internal[2],
      7,
      internal[3],
    ])
  })
})
