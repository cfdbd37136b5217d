import { createCloud } from '@airlock/cloud'

/*
 * One cloud instance for `npm run bench:relay`, run as its own process so its CPU and memory are its own: the same
 * app as `npm start`'s, on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), without chains (the relay needs none,
 * and no indexer then competes for the two cores). It tells the parent its URL over IPC and stops on SIGTERM.
 */
const port = Number(process.env.PORT ?? 0)
const cloud = await createCloud({
  port,
  databaseUrl: process.env.DATABASE_URL!,
  redisUrl: process.env.REDIS_URL!,
  chains: [],
  // The bench is one machine making 10,000 clients: the per-project publish limit would cut it short.
  rateLimit: false,
  logger: false,
})
process.send?.({ type: 'ready', url: cloud.url, pid: process.pid })
process.on('SIGTERM', () => {
  void cloud.close().finally(() => process.exit(0))
})
