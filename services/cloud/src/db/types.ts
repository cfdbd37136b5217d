/** A row as the drivers return it: jsonb as parsed JSON, timestamptz as Date, int8 as number, numeric as string. */
export type Row = Record<string, unknown>

/** What a transaction and the database itself both offer. */
export interface Queryable {
  /**
   * One statement with $1, $2… parameters. Pass JSON for jsonb columns as a string (`JSON.stringify`) and
   * cast it (`$1::jsonb`): the two drivers encode JS arrays differently (pg sends a PostgreSQL array).
   */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** A script of several statements without parameters, e.g. a migration file. */
  exec(sql: string): Promise<void>
}

export type DbKind = 'pglite' | 'postgres'

export interface Db extends Queryable {
  readonly kind: DbKind
  /** Runs `fn` in one transaction: commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Waits for running queries, then releases the connection(s). Safe to call twice. */
  close(): Promise<void>
}
