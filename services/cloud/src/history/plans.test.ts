import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryTokens } from '../balance/read.ts'
import { runMigrations } from '../db/migrate.ts'
import type { Db, Queryable, Row } from '../db/types.ts'
import { useTestDatabases } from '../test/databases.ts'
import { queryHistoryPage } from './query.ts'
import { seedHistoryVolume } from './volume.ts'

const CHAIN = 'eip155:31337'
const ACCOUNT = `0x${'ab'.repeat(20)}`
const TOKEN = `0x${'cd'.repeat(20)}`
/**
 * Tables that grow with the chain: reading one whole is what this file exists to catch. (onramp_orders is
 * empty here, where a Seq Scan is the right plan; the page query joins it on its unique (chain_id, tx_hash).)
 */
const BIG_TABLES = new Set(['chain_transactions', 'transfers', 'account_activity'])

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)]
}

/** Each node matching `found` with its ancestors, root first. */
function pathsTo(plan: PlanNode, found: (node: PlanNode) => boolean, above: PlanNode[] = []): PlanNode[][] {
  const path = [...above, plan]
  return [
    ...(found(plan) ? [path] : []),
    ...(plan.Plans ?? []).flatMap((child) => pathsTo(child, found, path)),
  ]
}

/** A Queryable that answers every statement with its plan (EXPLAIN, format json) instead of running it. */
function explaining(db: Queryable) {
  const plans: PlanNode[] = []
  const queryable: Queryable = {
    async query<T extends object = Row>(sql: string, params?: readonly unknown[]) {
      const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) ${sql}`,
        params,
      )
      plans.push(row!['QUERY PLAN'][0].Plan)
      return [] as T[]
    },
    exec: (sql) => db.exec(sql),
  }
  return { queryable, plans }
}

const seqScans = (plan: PlanNode) =>
  nodesOf(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? ''))
    .map((node) => node['Relation Name'])

const databases = useTestDatabases()

describe('query plans of history and balance over PostgreSQL with 30,000 indexed transactions', () => {
  let db: Db
  beforeAll(async () => {
    db = await databases.open('postgres')
    await runMigrations(db)
    await seedHistoryVolume(db, { chainId: CHAIN, transactions: 30_000, account: ACCOUNT, token: TOKEN })
    await db.query('analyze')
  }, 60_000)
  afterAll(() => db?.close())

  it('pages history by a keyset range scan of account_activity, transfers and purchases by key', async () => {
    const [newest] = await queryHistoryPage(db, ACCOUNT, [CHAIN], undefined, 1)
    expect(newest?.transfers.length).toBeGreaterThan(0)
    const { queryable, plans } = explaining(db)
    await queryHistoryPage(queryable, ACCOUNT, [CHAIN], undefined, 21)
    await queryHistoryPage(
      queryable,
      ACCOUNT,
      [CHAIN, 'eip155:1'],
      {
        minedAt: newest!.mined_at,
        chainId: newest!.chain_id,
        blockNumber: newest!.block_number,
        txIndex: newest!.tx_index,
      },
      21,
    )
    expect(plans).toHaveLength(2)
    for (const plan of plans) {
      expect(seqScans(plan)).toEqual([])
      const scans = pathsTo(plan, (node) => node['Relation Name'] === 'account_activity')
      expect(scans).toHaveLength(1)
      const path = scans[0]!
      expect(path.at(-1)!['Index Name']).toBe('account_activity_page')
      // The index gives the order, so the Limit stops the scan after a page: a Sort between them would
      // mean reading every row of the account first.
      const fromLimit = path.slice(path.findLastIndex((node) => node['Node Type'] === 'Limit'))
      expect(fromLimit[0]?.['Node Type']).toBe('Limit')
      expect(fromLimit.map((node) => node['Node Type'])).not.toContain('Sort')
      expect(fromLimit.map((node) => node['Node Type'])).not.toContain('Incremental Sort')
    }
  })

  it("reads the chain's tokens for a balance by key", async () => {
    const { queryable, plans } = explaining(db)
    await queryTokens(queryable, CHAIN)
    expect(plans).toHaveLength(1)
    expect(seqScans(plans[0]!)).toEqual([])
  })

  it('catches a Seq Scan: the same check fails on a query without an index', async () => {
    const { queryable, plans } = explaining(db)
    await queryable.query('select hash from chain_transactions where value = 0 order by nonce limit 5')
    expect(seqScans(plans[0]!)).toEqual(['chain_transactions'])
  })
})
