import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freeLoopbackPort } from '@airlock/testing'
import { SOURCE_NODE_OPTIONS, TSX_BIN } from './tsx.ts'

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url))
const DEFAULT_START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 5_000
/** Only the output's tail is kept: enough for a failure message, bounded for chatty children. */
const OUTPUT_LIMIT = 64 * 1024

export interface CloudProcessOptions {
  /** The cloud's HTTP port on 127.0.0.1; a free one when unset. Restarts reuse it. */
  port?: number
  /** PostgreSQL; unset (and no DATA_DIR in `env`): an in-memory PGlite, lost on every restart. */
  databaseUrl?: string
  redisUrl?: string
  /** Added to (and overriding) the defaults below and this process's environment. */
  env?: Record<string, string>
  /** How long one start may take until /healthz answers 200 (default 60 s: tsx compiles on 2 busy cores). */
  startTimeoutMs?: number
}

/** A real cloud (`tsx src/server.ts`) in its own process group, for crash and multi-instance tests. */
export interface CloudProcess {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  /** The running child's pid, which is also its process group's id; undefined once killed. */
  pid(): number | undefined
  /** The child's stdout and stderr (tail), across restarts: for failure messages. */
  output(): string
  /** Sends `signal` (default SIGKILL) to the whole process group and waits until the child is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts the cloud again on the same port and environment (stopping it first if it runs). */
  restart(): Promise<void>
  /** SIGTERM, then SIGKILL after 5 s; safe to call twice. */
  stop(): Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The signal to every process of the child's group: tsx runs the server in a grandchild node process. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is gone already.
  }
}

/**
 * The pids of `pgid`'s processes that still run (zombies excluded: this machine's init may never reap the
 * orphaned server). Linux /proc; empty elsewhere.
 *
 * @example
 * expect(runningInGroup(pgid)).toEqual([])
 */
export function runningInGroup(pgid: number): number[] {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const running: number[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses, so parse after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') running.push(Number(entry))
  }
  return running
}

async function groupGone(pgid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (runningInGroup(pgid).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

/**
 * Starts a cloud child process on loopback and resolves once its /healthz answers 200.
 *
 * @example
 * const cloud = await startCloudProcess({ databaseUrl: db.url, redisUrl: redis.url })
 * await cloud.kill('SIGKILL')
 * await cloud.restart() // same port, same database
 * await cloud.stop()
 */
export async function startCloudProcess(options: CloudProcessOptions = {}): Promise<CloudProcess> {
  if (options.port !== undefined) return startOn(options.port, options)
  for (let attempt = 1; ; attempt++) {
    const port = await freeLoopbackPort()
    try {
      return await startOn(port, options)
    } catch (error) {
      // A port is free only when asked: a server binding port 0 meanwhile (a sibling cloud's side servers,
      // started at the same time) may be handed it first. Another free port then.
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

async function startOn(port: number, options: CloudProcessOptions): Promise<CloudProcess> {
  const url = `http://127.0.0.1:${port}`
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_OPTIONS: SOURCE_NODE_OPTIONS,
    PORT: String(port),
    // The side servers take free ports, so instances do not collide with each other or a dev cloud.
    ONRAMP_SANDBOX_PORT: '0',
    SECURE_SITE_PORT: '0',
    MAILBOX_SMTP_PORT: '0',
    IDENTITY_PROVIDER_PORT: '0',
    SMTP_URL: '',
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: options.redisUrl ?? '',
    DATA_DIR: options.databaseUrl ? '' : 'memory://',
    // One secret for all starts: restarts must read what the previous run stored.
    EMBEDDED_WALLET_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...options.env,
  }

  let log = ''
  let child: ChildProcess | undefined
  const onExit = () => {
    if (child) signalGroup(child, 'SIGKILL')
  }
  process.on('exit', onExit)

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!child) return
    const current = child
    signalGroup(current, signal)
    await exited(current)
    // tsx may exit before its server grandchild has; the group must be empty before the port is reused.
    if (signal !== 'SIGKILL' && current.pid !== undefined && runningInGroup(current.pid).length > 0) {
      signalGroup(current, 'SIGKILL')
    }
    if (current.pid !== undefined) await groupGone(current.pid, STOP_TIMEOUT_MS)
  }

  const stopChild = async () => {
    if (!child) return
    const current = child
    const timer = setTimeout(() => signalGroup(current, 'SIGKILL'), STOP_TIMEOUT_MS)
    await kill('SIGTERM')
    clearTimeout(timer)
  }

  const start = async () => {
    const current = spawn(TSX_BIN, [SERVER], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    child = current
    const append = (chunk: Buffer) => {
      log += chunk
      if (log.length > OUTPUT_LIMIT) log = log.slice(-OUTPUT_LIMIT)
    }
    current.stdout?.on('data', append)
    current.stderr?.on('data', append)
    const deadline = Date.now() + startTimeoutMs
    while (!(await healthy(url))) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(
          `cloud on ${url} exited (${current.exitCode ?? current.signalCode}) before /healthz answered:\n${log}`,
        )
      }
      if (Date.now() > deadline) {
        await kill('SIGKILL')
        throw new Error(`cloud on ${url} did not answer /healthz within ${startTimeoutMs} ms:\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await stopChild()
      process.off('exit', onExit)
    })()
    return stopping
  }

  try {
    await start()
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    port,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    output: () => log,
    kill,
    restart: async () => {
      await stopChild()
      stopping = undefined
      process.off('exit', onExit)
      process.on('exit', onExit)
      await start()
    },
    stop,
  }
}
