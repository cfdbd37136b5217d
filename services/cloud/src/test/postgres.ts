import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freeLoopbackPort } from '@airlock/testing'
import pg from 'pg'

/** A throw-away PostgreSQL server for one test file. */
export interface TestPostgres {
  /** URL of the database created at start. */
  url: string
  /** URL of the server itself (no database), for createDatabaseOn. */
  serverUrl: string
  /** Creates another empty database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>
  /** Ends the server and removes its folder. Safe to call twice. */
  stop(): Promise<void>
}

const PG_ROOT = '/usr/lib/postgresql'
const START_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 10_000

/**
 * The folder of the server binaries: POSTGRES_BIN's (set by `npm test`) when given, else Debian's
 * /usr/lib/postgresql/<version>/bin, newest wins.
 */
export function findPostgresBin(): string {
  const configured = process.env.POSTGRES_BIN
  if (configured && existsSync(configured) && existsSync(join(dirname(configured), 'initdb')))
    return dirname(configured)
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
    : []
  for (const version of versions) {
    const bin = join(PG_ROOT, version, 'bin')
    if (existsSync(join(bin, 'postgres')) && existsSync(join(bin, 'initdb'))) return bin
  }
  throw new Error(
    `PostgreSQL server binaries (initdb, postgres) not found in ${PG_ROOT}/<version>/bin. These tests run ` +
      "against a real PostgreSQL server: install Debian's postgresql package (apt-get install -y postgresql) or set POSTGRES_BIN=/path/to/postgres.",
  )
}

/** PostgreSQL refuses to run as root: as root we run it as the postgres OS user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    return { uid, gid }
  } catch {
    throw new Error(
      "Running as root, but there is no postgres OS user to run PostgreSQL as. Install Debian's " +
        'postgresql package (apt-get install postgresql), which creates it.',
    )
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS
  let lastError: unknown
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}:\n${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.query('select 1')
      return
    } catch (error) {
      lastError = error
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await client.end().catch(() => {})
    }
  }
  throw new Error(
    `postgres did not accept connections within ${START_TIMEOUT_MS} ms (${lastError}):\n${log()}`,
  )
}

/**
 * Creates an empty database on the server at `serverUrl` (postgres://user@host:port, no database) and
 * returns its URL.
 */
export async function createDatabaseOn(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  return `${serverUrl}/${name}`
}

/** initdb into a temp folder, then postgres on 127.0.0.1 and a free port, with one database created. */
export async function startPostgres(database = 'airlock_test'): Promise<TestPostgres> {
  const bin = findPostgresBin()
  const user = serverUser()
  const dir = await mkdtemp(join(tmpdir(), 'airlock-pg-'))
  if (user) await chown(dir, user.uid, user.gid)
  const asServerUser = user ? { uid: user.uid, gid: user.gid } : {}
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' }

  let server: ChildProcess | undefined
  const onExit = () => server?.kill('SIGKILL')
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      if (server) {
        // SIGINT is PostgreSQL's "fast shutdown": ends sessions and exits without waiting for clients.
        server.kill('SIGINT')
        const timer = setTimeout(() => server?.kill('SIGKILL'), STOP_TIMEOUT_MS)
        await exited(server)
        clearTimeout(timer)
      }
      process.off('exit', onExit)
      await rm(dir, { recursive: true, force: true })
    })()
    return stopping
  }

  try {
    const dataDir = join(dir, 'data')
    try {
      execFileSync(
        join(bin, 'initdb'),
        ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
        { ...asServerUser, env, cwd: dir, stdio: 'pipe' },
      )
    } catch (error) {
      const output = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
      throw new Error(`initdb failed: ${output || error}`)
    }

    const port = await freeLoopbackPort()
    let log = ''
    server = spawn(
      join(bin, 'postgres'),
      // No durability needed for a test database; fsync off makes DDL much faster.
      ['-D', dataDir, '-k', dir, '-h', '127.0.0.1', '-p', String(port), '-c', 'fsync=off'],
      { ...asServerUser, env, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    process.on('exit', onExit)
    server.stdout?.on('data', (chunk) => (log += chunk))
    server.stderr?.on('data', (chunk) => (log += chunk))

    const baseUrl = `postgres://postgres@127.0.0.1:${port}`
    await waitUntilReady(`${baseUrl}/postgres`, server, () => log)

    const createDatabase = (name: string) => createDatabaseOn(baseUrl, name)
    return { url: await createDatabase(database), serverUrl: baseUrl, createDatabase, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
