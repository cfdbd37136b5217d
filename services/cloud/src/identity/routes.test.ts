import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'

const databases = useTestDatabases()
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe.each(DB_KINDS)('GET /v1/identity/{address} on %s', (kind) => {
  let cloud: Cloud
  const identity = (address: string, query = '') =>
    fetchJson(`${cloud.url}/v1/identity/${address}?projectId=id-test${query}`)

  beforeAll(async () => {
    cloud = await startTestCloud(await databases.options(kind))
    await cloud.context.projects.create({ id: 'id-test' })
    await cloud.db.query(
      `insert into names (name, address, attributes, created_at) values
         ('alice.airlock', $1, '{"avatar":"https://img.example/alice.png"}'::jsonb, now() - interval '1 day'),
         ('alice2.airlock', $1, '{}'::jsonb, now()),
         ('bob.airlock', $2, '{"avatar":"javascript:alert(1)"}'::jsonb, now())`,
      [ALICE.toLowerCase(), BOB.toLowerCase()],
    )
  })
  afterAll(() => cloud?.close())

  it('answers the first name registered for the address, whatever its casing', async () => {
    expect(await identity(ALICE, `&sender=${BOB}`)).toMatchObject({
      status: 200,
      body: { name: 'alice.airlock', avatar: 'https://img.example/alice.png' },
    })
    expect((await identity(ALICE.toLowerCase())).body).toEqual({
      name: 'alice.airlock',
      avatar: 'https://img.example/alice.png',
    })
  })

  it('passes on only http(s) avatars', async () => {
    expect((await identity(BOB)).body).toEqual({ name: 'bob.airlock', avatar: null })
  })

  it('answers nulls for an address without a name', async () => {
    expect((await identity('0x0000000000000000000000000000000000000001')).body).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('refuses a malformed address or sender with 400', async () => {
    for (const [address, query] of [
      ['0x123', ''],
      ['alice.airlock', ''],
      [`${ALICE}00`, ''],
      [ALICE, '&sender=nobody'],
    ]) {
      const response = await identity(address as string, query)
      expect(response.status, `${address}${query}`).toBe(400)
      expect((response.body as { error: string }).error).toMatch(/Expected an EVM address/)
    }
  })
})
