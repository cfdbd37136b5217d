import type { HistoryResponse } from '@airlock/core/internal'
import { type Devnet, startDevnet } from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import type { Queryable } from '../db/types.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'

const DEVNET = 'eip155:31337'
const PROJECT = 'cache-test'
const address = (byte: string) => `0x${byte.repeat(20)}`
const ALICE = address('a1')
const BOB = address('b2')
const CAROL = address('c3')
const DAVE = address('d4')
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/** Writes a native send as the indexer does: the transaction, then its transfer (each fires a trigger). */
async function indexSend(db: Queryable, n: number, from: string, to: string) {
  await db.query(
    `insert into chain_transactions (chain_id, hash, block_number, tx_index, from_address, to_address,
       contract_address, value, input_selector, status, nonce, mined_at)
     values ($1, $2, $3::bigint, 0, $4, $5, null, 1000, null, 'confirmed', $3::bigint,
       now() - interval '1 day' + $3::integer * interval '1 second')`,
    [DEVNET, hash(n), n, from, to],
  )
  await db.query(
    `insert into transfers (chain_id, tx_hash, log_index, standard, token_address, from_address, to_address,
       amount, token_id, block_number)
     values ($1, $2, -1, 'native', null, $3, $4, 1000, null, $5)`,
    [DEVNET, hash(n), from, to, n],
  )
}

const databases = useTestDatabases()
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
})
afterAll(() => devnet?.stop())

describe.each(DB_KINDS)('the history and getWallets caches on %s', (kind) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud({
      ...(await databases.options(kind)),
      // The rows are written here, as the indexer would write them; the devnet gives the head block.
      chains: [{ caipNetworkId: DEVNET, rpcUrl: devnet.rpcUrl }],
      indexer: false,
    })
    await cloud.context.projects.create({ id: PROJECT })
  })
  afterAll(() => cloud?.close())

  const history = async (account: string) => {
    const response = await fetchJson<HistoryResponse>(
      `${cloud.url}/v1/account/${account}/history?projectId=${PROJECT}&chainId=${DEVNET}`,
    )
    expect(response.status).toBe(200)
    return response.body.data.map((entry) => `${entry.id.split(':').at(-1)}:${entry.metadata.status}`)
  }
  // The indexer never updates a row it wrote: an update shows whether an answer came from the cache.
  const setStatus = (n: number, status: 'confirmed' | 'failed') =>
    cloud.db.query('update chain_transactions set status = $2 where hash = $1', [hash(n), status])

  it("serves an account's page until rows of that account are written, whoever writes them", async () => {
    await indexSend(cloud.db, 1, ALICE, BOB)
    expect(await history(ALICE)).toEqual([`${hash(1)}:confirmed`])

    await setStatus(1, 'failed')
    expect(await history(ALICE)).toEqual([`${hash(1)}:confirmed`])

    // Another account's activity leaves Alice's page as it was.
    await indexSend(cloud.db, 2, CAROL, DAVE)
    expect(await history(ALICE)).toEqual([`${hash(1)}:confirmed`])

    // Her own (here as a recipient) makes the next read a fresh one.
    await indexSend(cloud.db, 3, CAROL, ALICE)
    expect(await history(ALICE)).toEqual([`${hash(3)}:confirmed`, `${hash(1)}:failed`])
    expect(await history(BOB)).toEqual([`${hash(1)}:failed`])
  })

  it("forgets an account's pages when its rows are deleted (a chain reset)", async () => {
    await indexSend(cloud.db, 10, BOB, CAROL)
    expect((await history(CAROL)).length).toBeGreaterThan(0)
    // What indexer/store.ts resetChain deletes.
    await cloud.db.transaction(async (tx) => {
      await tx.query('delete from transfers where chain_id = $1', [DEVNET])
      await tx.query('delete from chain_transactions where chain_id = $1', [DEVNET])
    })
    expect(await history(CAROL)).toEqual([])
    expect(await history(ALICE)).toEqual([])
  })

  it('serves a getWallets answer until the wallets table changes', async () => {
    const search = async () => {
      const response = await fetchJson<{ count: number }>(
        `${cloud.url}/getWallets?projectId=${PROJECT}&search=Cachetest`,
      )
      expect(response.status).toBe(200)
      return response.body.count
    }
    expect(await search()).toBe(0)
    const insert = (id: string) =>
      cloud.db.query(
        `insert into wallets (id, image_id, name, chains, badge_type, rank)
         values ($1, $1, 'Cachetest ' || $1, '[]'::jsonb, 'none', 1000000)`,
        [id],
      )
    // Without the trigger the table changes unseen: the cache answers.
    await cloud.db.query('alter table wallets disable trigger wallets_changed')
    await insert('cachetest-one')
    await cloud.db.query('alter table wallets enable trigger wallets_changed')
    expect(await search()).toBe(0)
    await insert('cachetest-two')
    expect(await search()).toBe(2)
  })
})
