import type { Queryable } from './types.ts'

/**
 * Reading and moving on the rows of an orders table (onramp_orders, offramp_orders): an order is read whole
 * through `columns` and turned into what the code works with by `orderOf`. `table` and `columns` are the
 * store's own constants, never input.
 *
 * @example
 * const orders = orderTable('offramp_orders', ORDER_COLUMNS, orderOf)
 * await orders.update(db, id, `status = 'awaiting_deposit'`, `status = 'expired'`)
 */
export function orderTable<Row extends object, Order>(
  table: string,
  columns: string,
  orderOf: (row: Row) => Order,
) {
  return {
    /** The order with this id, if there is one. */
    async find(db: Queryable, id: string): Promise<Order | undefined> {
      const [row] = await db.query<Row>(`select ${columns} from ${table} where id = $1`, [id])
      return row && orderOf(row)
    },

    /**
     * Moves an order on only from the state the caller saw: `where` names it, so of two requests or passes
     * racing, one changes the order and the other changes nothing. `set` and `where` take their values as
     * $2, $3… from `params` ($1 is the id); `updated_at` is set too. Answers the changed order.
     */
    async update(
      db: Queryable,
      id: string,
      where: string,
      set: string,
      params: readonly unknown[] = [],
    ): Promise<Order | undefined> {
      const [row] = await db.query<Row>(
        `update ${table} set ${set}, updated_at = now() where id = $1 and (${where}) returning ${columns}`,
        [id, ...params],
      )
      return row && orderOf(row)
    },
  }
}
