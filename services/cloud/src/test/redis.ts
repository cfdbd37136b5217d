import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { freeLoopbackPort } from '@airlock/testing'

/** A throw-away redis-server on 127.0.0.1 for one test file: no persistence, no disk. */
export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string
  /** Ends the server. Safe to call twice. */
  stop(): Promise<void>
}

/** REDIS_SERVER_BIN when set (`npm test` sets it after making sure the server is there), else Debian's. */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server'
const START_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 5_000

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Whether the server answers PING with PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    let answer = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'))
    })
  })
}

export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER_BIN)) {
    throw new Error(
      `${REDIS_SERVER_BIN} not found. The relay fan-out tests run against a real Redis server: install ` +
        "Debian's redis-server package (apt-get install -y redis-server) or set REDIS_SERVER_BIN=/path/to/redis-server.",
    )
  }
  const port = await freeLoopbackPort()
  let log = ''
  const server = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  server.stdout?.on('data', (chunk) => (log += chunk))
  server.stderr?.on('data', (chunk) => (log += chunk))
  const onExit = () => server.kill('SIGKILL')
  process.on('exit', onExit)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited(server)
      clearTimeout(timer)
      process.off('exit', onExit)
    })()
    return stopping
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await pings(port))) {
    if (server.exitCode !== null) {
      await stop()
      throw new Error(`redis-server exited with code ${server.exitCode}:\n${log}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`redis-server did not answer PING within ${START_TIMEOUT_MS} ms:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}
