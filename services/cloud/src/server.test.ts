import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, it, vi } from 'vitest'
import { seedPgliteFolder } from './test/pgliteDump.ts'
import { runTsx, TSX_BIN } from './test/tsx.ts'

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url))
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-server-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

function waitForUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /Airlock cloud listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())
      if (match) resolve(match[1]!)
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output()}`)),
    )
  })
}

// Each test runs its own process on its own port and folder: side by side, the processes' start-ups overlap.
describe.concurrent('server.ts', () => {
  // The SIGTERM run starts on a folder that does not exist yet (PGlite runs initdb, as on a first start);
  // the SIGINT run's folder holds an initialised cluster already, which spares it initdb's seconds.
  it.for([
    ['SIGTERM', 'new folder'],
    ['SIGINT', 'initialised folder'],
  ] as const)(
    'starts from the environment, logs its URL, and stops cleanly on %s',
    { timeout: 120_000 },
    async ([signal, folder], { expect }) => {
      const home = join(dir, signal)
      const dataDir = join(home, 'pglite')
      if (folder === 'initialised folder') await seedPgliteFolder(dataDir)
      const child = spawn(TSX_BIN, [SERVER], {
        env: {
          ...process.env,
          PORT: '0',
          ONRAMP_SANDBOX_PORT: '0',
          SECURE_SITE_PORT: '0',
          MAILBOX_SMTP_PORT: '0',
          SMTP_URL: '',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      try {
        const url = await waitForUrl(child, () => output)
        expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', db: 'ok' })
        const demo = await fetch(`${url}/v1/supported-chains?projectId=airlock-demo`)
        expect(await demo.json()).toEqual({ http: ['eip155:31337'], ws: [] })
        const site = /Embedded wallet secure site at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
        expect((await fetch(`${site}/config.json?projectId=airlock-demo`)).status).toBe(200)
        expect(output).toContain(`Dev mailbox (no SMTP_URL set) at ${url}/mailbox`)
        // The development secret lives beside the PGlite folder, outside the database.
        expect(existsSync(join(home, 'embedded-wallet-secret'))).toBe(true)
        // pino's JSON lines are on stdout next to the plain URL line, written asynchronously: the plain
        // line may come first.
        await vi.waitFor(() => expect(output).toMatch(/"msg":"Airlock cloud ready"/))
        expect(existsSync(`${dataDir}.lock`)).toBe(true)

        child.kill(signal)
        expect(await exited).toBe(0)
        expect(output).toMatch(new RegExp(`"signal":"${signal}","msg":"shutting down"`))
        expect(existsSync(`${dataDir}.lock`)).toBe(false)
        await expect(fetch(`${url}/healthz`)).rejects.toThrow()
      } finally {
        child.kill('SIGKILL')
      }
    },
  )

  it('refuses a bad environment with exit code 1 and the reason', { timeout: 60_000 }, async ({ expect }) => {
    const result = await runTsx(SERVER, [], { HOST: '0.0.0.0', PORT: 'x', DATA_DIR: join(dir, 'unused') })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /^Airlock cloud failed to start: Invalid environment: PORT: Expected number, received nan; HOST: must be 127\.0\.0\.1/,
    )
  })
})
