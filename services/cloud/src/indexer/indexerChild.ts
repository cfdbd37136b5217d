/**
 * The indexer alone in a process of its own, for the crash tests (failover.test.ts): one cloud instance's
 * indexer without its HTTP server, so a test can kill -9 it with a lease short enough to wait out.
 * Prints one JSON line {"holder": "<instance id>"} once started; its log (pino JSON) follows on stdout.
 * SIGTERM stops it gracefully (releasing the lease).
 *
 * Environment: DATABASE_URL, RPC_URL, CHAIN_ID (default eip155:31337), LEASE_MS, POLL_MS, BATCH_BLOCKS.
 *
 * @example
 * spawn(TSX_BIN, [INDEXER_CHILD], { env: { ...process.env, DATABASE_URL, RPC_URL, LEASE_MS: '1500' } })
 */
import Fastify from 'fastify'
import { openDatabase } from '../db/open.ts'
import { startIndexer } from './indexer.ts'

const env = process.env
const number = (name: string) => (env[name] ? Number(env[name]) : undefined)
if (!env.DATABASE_URL || !env.RPC_URL) throw new Error('DATABASE_URL and RPC_URL are required')

const log = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } }).log
const db = await openDatabase({ databaseUrl: env.DATABASE_URL })
const indexer = startIndexer({
  db,
  chains: [{ caipNetworkId: env.CHAIN_ID ?? 'eip155:31337', rpcUrl: env.RPC_URL }],
  log,
  ...(number('POLL_MS') ? { pollMs: number('POLL_MS') } : {}),
  ...(number('LEASE_MS') ? { leaseMs: number('LEASE_MS') } : {}),
  ...(number('BATCH_BLOCKS') ? { maxBlocksPerBatch: number('BATCH_BLOCKS') } : {}),
})
process.stdout.write(`${JSON.stringify({ holder: indexer.holder })}\n`)
process.once('SIGTERM', async () => {
  await indexer.stop()
  await db.close()
  process.exit(0)
})
