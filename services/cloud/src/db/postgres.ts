import pg from 'pg'
import { INT8_OID, parseInt8 } from './parsers.ts'
import type { Db, Queryable } from './types.ts'

export interface PostgresOptions {
  /** Errors of idle pooled connections (e.g. the server restarted); without a listener they crash Node. */
  onIdleError?: (error: Error) => void
  /** Pool size; default 10. */
  max?: number
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      // Always the extended protocol, as PGlite's query(): one statement, the same on both drivers.
      // (pg supports queryMode; @types/pg does not list it yet.)
      const config: pg.QueryConfig & { queryMode: 'extended' } = {
        text: sql,
        values: params ? [...params] : [],
        queryMode: 'extended',
      }
      const result = await target.query<T & pg.QueryResultRow>(config)
      return result.rows
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql)
    },
  }
}

/** A pg connection pool to a PostgreSQL server. Connects once to fail fast on a wrong URL. */
export async function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    application_name: 'airlock-cloud',
    // Per pool, not pg.types.setTypeParser: that would change every pg user in the process.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  pool.on('error', (error) => options.onIdleError?.(error))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => {})
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not connect to PostgreSQL at ${redact(databaseUrl)}: ${message}`, { cause: error })
  }

  let closing: Promise<void> | undefined
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await fn(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        try {
          await client.query('rollback')
        } catch (rollbackError) {
          // A connection that cannot roll back must not go back to the pool.
          broken = rollbackError as Error
        }
        throw error
      } finally {
        client.release(broken)
      }
    },
    close() {
      closing ??= pool.end()
      return closing
    },
  }
}

/** The URL without its password, for messages and logs. */
export function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return '(an unparsable DATABASE_URL)'
  }
}
