import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pollUntil } from './net.ts'

const devnetDir = join(import.meta.dirname, '..')

/** Only the tail is kept: hardhat logs every RPC call, and a long-lived devnet would grow without bound. */
const LOG_LIMIT = 256 * 1024

const READY_LINE = /Started HTTP and WebSocket JSON-RPC server at http:\/\/\S+:(\d+)\//

export interface HardhatNode {
  /** The process id, which is also the id of the process group hardhat and its children run in. */
  pid: number
  /** The port hardhat listens on, once it says so; rejects when the process exits first. */
  listening: Promise<number>
  /** What hardhat printed so far (its tail). */
  log(): string
  /** SIGTERM to the group, SIGKILL after the timeout; resolves once the whole group is gone. */
  stop(timeoutMs?: number): Promise<void>
  /** SIGKILL to the group, synchronously: for process 'exit' handlers, where nothing async runs. */
  kill(): void
}

function hardhatBin(): string {
  return createRequire(import.meta.url).resolve('hardhat/internal/cli/bootstrap.js')
}

/** Starts `hardhat node` in its own process group, so stopping it reaches every process it forks. */
export function spawnHardhatNode(options: { host: string; port: number; silent: boolean }): HardhatNode {
  const child = spawn(
    process.execPath,
    [hardhatBin(), 'node', '--hostname', options.host, '--port', String(options.port)],
    {
      cwd: devnetDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
        HARDHAT_HIDE_SOLIDITY_SURVEY_MESSAGE: 'true',
        NO_COLOR: '1',
      },
    },
  )
  // Without a listener a failed spawn would surface as an uncaught 'error' event.
  child.once('error', () => {})
  const pid = child.pid
  if (pid === undefined) throw new Error('Could not spawn hardhat node')

  let log = ''
  let ready = false
  let exited = false
  let resolveListening: (port: number) => void = () => {}
  let rejectListening: (error: Error) => void = () => {}
  const listening = new Promise<number>((resolve, reject) => {
    resolveListening = resolve
    rejectListening = reject
  })
  // Callers may stop waiting (a timeout): a late rejection must not surface as unhandled.
  listening.catch(() => {})

  const append = (chunk: string) => {
    log = (log + chunk).slice(-LOG_LIMIT)
    const match = ready ? null : READY_LINE.exec(log)
    if (match) {
      ready = true
      resolveListening(Number(match[1]))
    }
  }
  for (const [stream, echo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      append(chunk)
      if (!options.silent) echo.write(chunk)
    })
  }
  child.once('exit', (code, signal) => {
    exited = true
    rejectListening(new Error(`hardhat node exited (${signal ?? `code ${code}`}) before it was ready`))
  })

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal)
    } catch {
      // Already gone.
    }
  }
  const alive = () => {
    try {
      process.kill(-pid, 0)
      return true
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM'
    }
  }
  // Until Node reaps the direct child it stays a zombie that kill(2) still finds, hence `exited` too.
  const gone = () => exited && !alive()

  return {
    pid,
    listening,
    log: () => log,
    kill: () => signalGroup('SIGKILL'),
    async stop(timeoutMs = 5_000) {
      signalGroup('SIGTERM')
      if (await pollUntil(gone, { timeoutMs })) return
      signalGroup('SIGKILL')
      if (await pollUntil(gone, { timeoutMs })) return
      throw new Error(`hardhat node (process group ${pid}) did not stop`)
    },
  }
}
