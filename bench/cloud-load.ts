import { type ChildProcess, fork } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Cloud, createCloud } from '@airlock/cloud'
import { devnetPricing, devnetSpamTokens, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import autocannon from 'autocannon'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { seededAccount, seedHistoryVolume } from '../services/cloud/src/history/volume.ts'
import { startPostgres, type TestPostgres } from '../services/cloud/src/test/postgres.ts'

/**
 * Load benchmark of the cloud's read side (`npm run bench:cloud`). A real devnet with some activity and a real
 * cloud, each in a child process of its own (autocannon, the node and the cloud share no event loop), on a real
 * PostgreSQL server (a throw-away one on 127.0.0.1, or DATABASE_URL; BENCH_DB=pglite for the embedded
 * database), BENCH_TRANSFERS synthetic transfers (default 100,000) written straight into the indexer's
 * tables over 5,000 accounts, and autocannon on loopback against balance, history and getWallets. The anchor
 * is /healthz, one database round trip through the same server: each route's throughput is printed as a ratio
 * to it, with p50/p99 latency. Bounded: BENCH_SECONDS per route (default 10), BENCH_CONNECTIONS (default 10);
 * BENCH_ROUTES=history,balance measures only routes whose names start so (and the anchor).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const syntheticTransfers = Number(process.env.BENCH_TRANSFERS ?? 100_000)
const realTransfers = Number(process.env.BENCH_REAL_TRANSFERS ?? 40)
const dbKind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres'
/** Seeded accounts the synthetic transfers spread over; the bench account takes part in 1 in 50 of them. */
const ACCOUNTS = 5_000
const CHAIN = 'eip155:31337'

interface ChildStart {
  type: 'start'
  options: Parameters<typeof createCloud>[0]
}
interface ChildQuery {
  type: 'query'
  id: number
  sql: string
  params: readonly unknown[]
}
type ChildMessage = ChildStart | ChildQuery | { type: 'stop' }

/** The cloud side: runs in the forked child, answers the parent's SQL (seeding, plans) over IPC. */
async function serveCloud() {
  let cloud: Cloud | undefined
  process.on('message', async (message: ChildMessage) => {
    if (message.type === 'start') {
      cloud = await createCloud(message.options)
      process.send?.({ type: 'started', url: cloud.url, kind: cloud.db.kind })
    } else if (message.type === 'query') {
      try {
        const rows = await cloud!.db.query(message.sql, message.params)
        process.send?.({ type: 'result', id: message.id, rows })
      } catch (error) {
        process.send?.({ type: 'result', id: message.id, error: String(error) })
      }
    } else if (message.type === 'stop') {
      await cloud?.close()
      process.exit(0)
    }
  })
}

/** The devnet side: its own child, so the node answers the cloud's head and price reads at its own pace. */
async function serveDevnet() {
  const node = await startDevnet({ port: 0 })
  process.send?.({ type: 'started', url: node.rpcUrl })
  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return
    await node.stop()
    process.exit(0)
  })
}

/** Forks this file in `role`; `url` resolves with what the child serves once it has started. */
function forkRole(role: 'cloud' | 'devnet', start?: ChildStart) {
  const profile = role === 'cloud' ? process.env.BENCH_CPU_PROF : undefined
  const child = fork(process.argv[1]!, [], {
    env: { ...process.env, BENCH_ROLE: role },
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the cloud child, written there when it exits.
    ...(profile ? { execArgv: [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profile}`] } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const url = new Promise<string>((resolve, reject) => {
    child.once('message', (message: { type: string; url: string }) => resolve(message.url))
    child.once('exit', (code) => reject(new Error(`The ${role} child exited with ${code}`)))
  })
  if (start) child.send(start)
  return { child, url }
}

/** Asks a child to stop, and kills it after 10 s. */
function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  child.send({ type: 'stop' })
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve()
    }, 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** The parent's handle on the cloud child. */
function cloudChild(child: ChildProcess) {
  let nextId = 0
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>()
  child.on('message', (message: { type: string; id?: number; rows?: unknown[]; error?: string }) => {
    if (message.type !== 'result' || message.id === undefined) return
    const waiter = pending.get(message.id)
    pending.delete(message.id)
    if (message.error) waiter?.reject(new Error(message.error))
    else waiter?.resolve(message.rows ?? [])
  })
  return {
    query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject })
        child.send({ type: 'query', id, sql, params } satisfies ChildQuery)
      })
    },
  }
}

async function main() {
  const started = Date.now()
  const devnet = forkRole('devnet')
  const rpcUrl = await devnet.url
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-bench-'))
  let postgres: TestPostgres | undefined
  let databaseUrl = process.env.DATABASE_URL
  if (dbKind === 'postgres' && !databaseUrl) {
    postgres = await startPostgres('airlock_bench')
    databaseUrl = postgres.url
  }
  const cloud = forkRole('cloud', {
    type: 'start',
    options: {
      port: 0,
      ...(databaseUrl ? { databaseUrl } : { dataDir }),
      chains: [{ caipNetworkId: CHAIN, rpcUrl, pricing: devnetPricing, spamTokens: devnetSpamTokens }],
      indexer: { pollMs: 100 },
      // Throughput of the routes, not of the rate limiter's 429s.
      rateLimit: false,
      logger: false,
    },
  })
  const db = cloudChild(cloud.child)
  try {
    const cloudUrl = await cloud.url
    const owner = testAccounts[0]!
    const other = testAccounts[1]!
    const transport = http(rpcUrl)
    const client = createPublicClient({ chain: hardhat, transport, pollingInterval: 20 })
    const wallet = createWalletClient({
      account: privateKeyToAccount(owner.privateKey),
      chain: hardhat,
      transport,
    })
    console.log(`Seeding ${realTransfers} real transfers on the devnet…`)
    for (let i = 0; i < realTransfers; i++) {
      const hash =
        i % 2 === 0
          ? await wallet.sendTransaction({ to: other.address, value: parseEther('0.01') })
          : await wallet.writeContract({
              address: devnetTokens.usdc.address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [other.address, 1_000_000n],
            })
      await client.waitForTransactionReceipt({ hash })
    }
    const head = await client.getBlockNumber()
    // The indexer follows the chain: seed and measure once it has caught up.
    for (let tries = 0; ; tries++) {
      const [state] = await db.query<{ next_block: string }>('select next_block from indexer_state')
      if (state && BigInt(state.next_block) > head) break
      if (tries > 600) throw new Error('The indexer did not catch up within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const seedStart = Date.now()
    await seedHistoryVolume(db, {
      chainId: CHAIN,
      transactions: syntheticTransfers,
      account: owner.address.toLowerCase(),
      token: devnetTokens.usdc.address.toLowerCase(),
      accounts: ACCOUNTS,
    })
    await db.query('analyze')
    const [volume] = await db.query<{ transactions: string; transfers: string }>(
      `select (select count(*) from chain_transactions) as transactions,
              (select count(*) from transfers) as transfers`,
    )
    console.log(
      `Seeded ${volume?.transactions} transactions, ${volume?.transfers} transfers in ${Date.now() - seedStart} ms`,
    )

    const project = 'projectId=airlock-demo&st=bench&sv=1'
    const history = (address: string) =>
      `${cloudUrl}/v1/account/${address}/history?${project}&chainId=${CHAIN}`
    const first = (await (await fetch(history(owner.address))).json()) as { next: string | null }
    if (!first.next) throw new Error('The bench account has a single history page')
    const page2 = `${history(owner.address)}&cursor=${encodeURIComponent(first.next)}`
    // Round-robin over the seeded accounts: each is read only every ACCOUNTS requests, so most reads miss
    // any per-account cache.
    let nextAccount = 0
    const manyAccounts = () => {
      nextAccount = (nextAccount % ACCOUNTS) + 1
      return `/v1/account/${seededAccount(nextAccount)}/history?${project}&chainId=${CHAIN}`
    }

    const targets: { name: string; url: string; path?: () => string }[] = [
      { name: 'healthz (anchor)', url: `${cloudUrl}/healthz` },
      { name: 'balance', url: `${cloudUrl}/v1/account/${owner.address}/balance?${project}&currency=usd` },
      { name: 'history', url: history(owner.address) },
      { name: 'history page 2', url: page2 },
      { name: 'history 5k accts', url: cloudUrl, path: manyAccounts },
      { name: 'getWallets', url: `${cloudUrl}/getWallets?${project}&page=2&entries=40` },
      { name: 'getWallets search', url: `${cloudUrl}/getWallets?${project}&search=wallet&entries=40` },
    ]
    const only = process.env.BENCH_ROUTES?.split(',')
    const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
    for (const target of targets) {
      if (only && !target.name.startsWith('healthz') && !only.some((name) => target.name.startsWith(name)))
        continue
      const path = target.path
      const result = await autocannon({
        url: target.url,
        connections,
        duration: seconds,
        ...(path ? { requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }] } : {}),
      })
      rows.push({
        name: target.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      })
    }
    const anchor = rows[0]!.rps
    console.log(
      `\nCloud load: ${connections} connections, ${seconds} s per route, ${dbKind}, ${syntheticTransfers} ` +
        `synthetic transfers; cloud in its own process; Node ${process.version}, ${cpus().length} CPUs, ` +
        `load average at start ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    )
    console.log('route               req/s    p50 ms   p99 ms   errors   ratio to anchor')
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(18)} ${row.rps.toFixed(0).padStart(6)} ${row.p50.toFixed(1).padStart(9)} ${row.p99
          .toFixed(1)
          .padStart(8)} ${String(row.errors).padStart(8)}   ${(row.rps / anchor).toFixed(2)}`,
      )
    }
    console.log(`(total ${((Date.now() - started) / 1000).toFixed(0)} s)`)
  } finally {
    await stopChild(cloud.child)
    await stopChild(devnet.child)
    await postgres?.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.env.BENCH_ROLE === 'cloud') await serveCloud()
else if (process.env.BENCH_ROLE === 'devnet') await serveDevnet()
else await main()
