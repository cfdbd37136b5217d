import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { findName, insertName, namesOf, registeredAmong, signatureUsed } from './store.ts'

const databases = useTestDatabases()
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const entry = (name: string, signature: string) => ({
  name,
  address: ALICE,
  attributes: { avatar: 'https://img.example/a.png' },
  coinType: 0x80007a69,
  message: `{"name":"${name}"}`,
  signature,
})

describe.each(DB_KINDS)('the names store on %s', (kind) => {
  let db: Db
  beforeAll(async () => {
    db = await databases.open(kind)
    await runMigrations(db)
  })
  afterAll(() => db?.close())

  it('registers a name once and a signature once, whatever its casing', async () => {
    expect(await insertName(db, entry('alice.airlock.eth', '0xAB01'))).toBe('registered')
    expect(await insertName(db, entry('alice.airlock.eth', '0xab02'))).toBe('taken')
    expect(await insertName(db, entry('alice2.airlock.eth', '0xab01'))).toBe('replayed')
    expect(await signatureUsed(db, '0xAB01')).toBe(true)
    expect(await signatureUsed(db, '0xab02')).toBe(false)
    expect(await insertName(db, entry('alice2.airlock.eth', '0xab02'))).toBe('registered')
  })

  it('reads names back, by name, by address (first registered first) and in bulk', async () => {
    expect(await findName(db, 'alice.airlock.eth')).toMatchObject({
      name: 'alice.airlock.eth',
      address: ALICE.toLowerCase(),
      attributes: { avatar: 'https://img.example/a.png' },
      coin_type: 0x80007a69,
    })
    expect((await findName(db, 'alice.airlock.eth'))?.created_at).toBeInstanceOf(Date)
    expect((await namesOf(db, ALICE)).map((row) => row.name)).toEqual([
      'alice.airlock.eth',
      'alice2.airlock.eth',
    ])
    expect(await registeredAmong(db, ['alice.airlock.eth', 'bob.airlock.eth', 'alice2.airlock.eth'])).toEqual(
      new Set(['alice.airlock.eth', 'alice2.airlock.eth']),
    )
    expect(await registeredAmong(db, [])).toEqual(new Set())
  })
})
