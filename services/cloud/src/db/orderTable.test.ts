import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { orderTable } from './orderTable.ts'
import type { Db } from './types.ts'

const databases = useTestDatabases()

interface Row {
  id: string
  status: string
  amount: string
  updated_at: Date
}

const orders = orderTable('test_orders', 'id, status, amount::text as amount, updated_at', (row: Row) => ({
  id: row.id,
  status: row.status,
  amount: BigInt(row.amount),
  updatedAt: row.updated_at,
}))

describe.each(DB_KINDS)('an orders table on %s', (kind) => {
  let db: Db
  beforeAll(async () => {
    db = await databases.open(kind)
    await db.exec(`
      create table test_orders (id text primary key, status text not null, amount numeric not null,
        updated_at timestamptz not null default now() - interval '1 hour');
      insert into test_orders (id, status, amount) values ('o1', 'created', 5), ('o2', 'created', 7)
    `)
  })
  afterAll(() => db?.close())

  it('finds an order by id, through the columns and the mapping given', async () => {
    expect(await orders.find(db, 'o1')).toMatchObject({ id: 'o1', status: 'created', amount: 5n })
    expect(await orders.find(db, 'nope')).toBeUndefined()
  })

  it('moves an order on from the state the caller saw, with the values as $2, $3…, and stamps it', async () => {
    const before = (await orders.find(db, 'o1'))?.updatedAt as Date
    const moved = await orders.update(db, 'o1', `status = $2`, `status = $3, amount = $4`, [
      'created',
      'paid',
      '9',
    ])
    expect(moved).toMatchObject({ id: 'o1', status: 'paid', amount: 9n })
    expect(moved?.updatedAt.getTime()).toBeGreaterThan(before.getTime())
    expect(await orders.find(db, 'o2')).toMatchObject({ status: 'created', amount: 7n })
  })

  it('changes nothing when the order is no longer in that state: of two racing, one wins', async () => {
    const [first, second] = await Promise.all([
      orders.update(db, 'o2', `status = 'created'`, `status = 'paid'`),
      orders.update(db, 'o2', `status = 'created'`, `status = 'expired'`),
    ])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(await orders.update(db, 'missing', 'true', `status = 'paid'`)).toBeUndefined()
  })
})
