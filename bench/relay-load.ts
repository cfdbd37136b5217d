import { type ChildProcess, fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startPostgres } from '../services/cloud/src/test/postgres.ts'
import { startRedis } from '../services/cloud/src/test/redis.ts'

/**
 * Load benchmark of the relay (`npm run bench:relay`): BENCH_RELAY_CLIENTS (default 10,000) concurrent WebSocket
 * clients in pairs, each pair sharing a topic as a dapp and a wallet do. The cloud runs in its own process on a
 * real PostgreSQL and Redis (as in production); the clients run in BENCH_RELAY_WORKERS processes (default 2, so
 * no process holds more sockets than its open-file limit). Two rounds: every client on one instance, then the
 * dapp side on one instance and the wallet side on a second one (delivery crosses Redis). Reported: connect
 * time, deliveries per second, p50/p99 delivery latency (publish sent → push received, one process clock) and
 * the cloud's memory per connection. Bounded: BENCH_RELAY_SECONDS of publishing (default 20), each dapp
 * publishing every BENCH_RELAY_INTERVAL_MS (default 1000); loopback only.
 */
const clients = Number(process.env.BENCH_RELAY_CLIENTS ?? 10_000)
const workers = Number(process.env.BENCH_RELAY_WORKERS ?? 2)
const seconds = Number(process.env.BENCH_RELAY_SECONDS ?? 20)
const intervalMs = Number(process.env.BENCH_RELAY_INTERVAL_MS ?? 1000)
const connectsPerSecond = Number(process.env.BENCH_RELAY_CONNECTS_PER_SECOND ?? 1000)

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const tsx = ['--conditions=airlock-source', '--import', 'tsx']

interface Message {
  type: string
  [key: string]: unknown
}

function nextMessage(child: ChildProcess, type: string, timeoutMs = 300_000): Promise<Message> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error(`no '${type}' within ${timeoutMs} ms`))
    }, timeoutMs)
    const onMessage = (message: Message) => {
      if (message.type !== type) return
      done()
      resolve(message)
    }
    const onExit = (code: number | null, signal: string | null) => {
      done()
      reject(new Error(`process exited (${code ?? signal}) before '${type}'`))
    }
    child.on('message', onMessage)
    child.once('exit', onExit)
  })
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Number(line[1]) * 1024 : Number.NaN
}

async function startCloud(env: Record<string, string>) {
  const child = fork(here('./relay/cloud.ts'), [], {
    execArgv: tsx,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await nextMessage(child, 'ready', 60_000)
  return { child, url: `${String(ready.url).replace(/^http/, 'ws')}/relay`, pid: child.pid! }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN

interface Round {
  name: string
  connectSeconds: number
  connectP50: number
  connectP99: number
  deliveriesPerSecond: number
  published: number
  received: number
  p50: number
  p99: number
  max: number
  bytesPerConnection: number[]
  errors: number
  errorSamples: string[]
}

async function round(name: string, urlA: string, urlB: string, cloudPids: number[]): Promise<Round> {
  const pairs = Math.floor(clients / 2 / workers)
  const rssBefore = cloudPids.map(rssOf)
  const children = Array.from({ length: workers }, () =>
    fork(
      here('./relay/clients.ts'),
      [JSON.stringify({ pairs, urlA, urlB, connectsPerSecond: connectsPerSecond / workers })],
      {
        execArgv: tsx,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    ),
  )
  await Promise.all(children.map((child) => nextMessage(child, 'ready', 60_000)))
  const connectStart = performance.now()
  const connected = await Promise.all(
    children.map((child) => {
      child.send({ type: 'connect' })
      return nextMessage(child, 'connected')
    }),
  )
  const connectSeconds = (performance.now() - connectStart) / 1000
  const connectTimes = connected.flatMap((m) => m.connectTimes as number[]).sort((a, b) => a - b)
  const rssConnected = cloudPids.map(rssOf)
  const runStart = performance.now()
  await Promise.all(
    children.map((child) => {
      child.send({ type: 'run', seconds, intervalMs })
      return nextMessage(child, 'ran')
    }),
  )
  const runSeconds = (performance.now() - runStart) / 1000
  const results = await Promise.all(
    children.map((child) => {
      child.send({ type: 'stop' })
      return nextMessage(child, 'result')
    }),
  )
  const latencies = results.flatMap((r) => r.latencies as number[]).sort((a, b) => a - b)
  const received = results.reduce((sum, r) => sum + (r.received as number), 0)
  const perInstance = clients / cloudPids.length
  return {
    name,
    connectSeconds,
    connectP50: percentile(connectTimes, 50),
    connectP99: percentile(connectTimes, 99),
    deliveriesPerSecond: received / runSeconds,
    published: results.reduce((sum, r) => sum + (r.published as number), 0),
    received,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    bytesPerConnection: rssConnected.map((rss, i) => (rss - rssBefore[i]!) / perInstance),
    errors: results.reduce((sum, r) => sum + (r.errors as number), 0),
    errorSamples: results.flatMap((r) => r.errorSamples as string[]).slice(0, 5),
  }
}

const postgres = await startPostgres('airlock_bench_relay')
const redis = await startRedis()
const rounds: Round[] = []
const stops: (() => Promise<void>)[] = []
const stopCloud = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
try {
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url }
  const one = await startCloud(env)
  stops.push(stopCloud(one.child))
  console.log(`Round 1: ${clients} clients on one instance…`)
  rounds.push(await round('one instance', one.url, one.url, [one.pid]))
  const two = await startCloud(env)
  stops.push(stopCloud(two.child))
  console.log(`Round 2: ${clients} clients across two instances…`)
  rounds.push(await round('two instances', one.url, two.url, [one.pid, two.pid]))
} finally {
  for (const stop of stops.reverse()) await stop()
  await redis.stop()
  await postgres.stop()
}

console.log(
  `\nRelay load: ${clients} clients (${clients / 2} pairs) in ${workers} worker processes, each dapp publishing every ` +
    `${intervalMs} ms for ${seconds} s; PostgreSQL + Redis; Node ${process.version}`,
)
console.log(
  'round            connect s  connect p50/p99 ms  deliveries/s   p50 ms   p99 ms   max ms  kB/conn  lost  errors',
)
for (const r of rounds) {
  console.log(
    `${r.name.padEnd(16)} ${r.connectSeconds.toFixed(1).padStart(9)} ${`${r.connectP50.toFixed(1)}/${r.connectP99.toFixed(1)}`.padStart(19)} ${r.deliveriesPerSecond
      .toFixed(0)
      .padStart(
        13,
      )} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(0).padStart(8)} ${r.bytesPerConnection
      .map((b) => (b / 1024).toFixed(1))
      .join('+')
      .padStart(8)} ${String(r.published - r.received).padStart(5)} ${String(r.errors).padStart(7)}`,
  )
  if (r.errorSamples.length) console.log(`  errors, e.g.: ${r.errorSamples.join(' | ')}`)
}
