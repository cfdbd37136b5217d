import type { Queryable } from '../db/types.ts'
import { createCoalescer } from './stampedCache.ts'

/**
 * Reads of the version rows migration 014's triggers bump: an account's (account_versions, at each change of
 * its history rows) and a cached table's (cache_versions, e.g. 'wallets'). Each is one primary-key lookup;
 * concurrent reads of the same row share it. '0' for a row not written yet.
 *
 * @example
 * const versions = createVersionReader(ctx.db)
 * const stamp = await versions.account('0xab…')
 */
export function createVersionReader(db: Queryable) {
  const accounts = createCoalescer<string>()
  const tables = createCoalescer<string>()
  const read = async (sql: string, key: string) => {
    const [row] = await db.query<{ version: string }>(sql, [key])
    return row?.version ?? '0'
  }
  return {
    /** Version of a lower-case address's history rows. */
    account: (address: string) =>
      accounts(address, () =>
        read('select version::text as version from account_versions where address = $1', address),
      ),
    /** Version of a cached table, e.g. 'wallets'. */
    table: (name: string) =>
      tables(name, () => read('select version::text as version from cache_versions where name = $1', name)),
  }
}
