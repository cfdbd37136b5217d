import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdmin } from './admin/run.ts'
import { DEFAULT_PROJECT_FEATURES } from './projects/features.ts'
import { startTestCloud } from './test/cloud.ts'
import { useTestDatabases } from './test/databases.ts'
import { seedPgliteFolder } from './test/pgliteDump.ts'
import { type RunResult, runTsx } from './test/tsx.ts'

const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url))
const databases = useTestDatabases()
let dir: string
let env: Record<string, string>

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-admin-'))
  // DATABASE_URL may be set in the caller's shell; these runs must use the temp PGlite folder.
  env = { DATA_DIR: join(dir, 'pglite'), DATABASE_URL: '' }
  // An initialised cluster in the folder spares the first command initdb; the migrations still run on it.
  await seedPgliteFolder(env.DATA_DIR!)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/**
 * The command as admin.ts runs it, in this process: a spawned tsx costs seconds per run, so only the
 * entry point's own test below spawns it.
 */
function admin(...args: string[]): Promise<RunResult> {
  return adminOn(env, ...args)
}

/** admin() with `withEnv` (DATA_DIR, DATABASE_URL) added to this process's environment. */
async function adminOn(withEnv: Record<string, string>, ...args: string[]): Promise<RunResult> {
  let stdout = ''
  let stderr = ''
  const code = await runAdmin(args, {
    env: { ...process.env, ...withEnv },
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  })
  return { code, stdout, stderr }
}
/** Each run opens the database: seconds each, more on a busy machine. */
const SLOW = { timeout: 120_000 }

describe('admin.ts, the entry point', () => {
  it('runs a command and exits with its code, its output on stdout and stderr', SLOW, async () => {
    // Neither run opens the database: the two processes may start side by side.
    const [help, wrong] = await Promise.all([
      runTsx(ADMIN, ['--help'], env),
      runTsx(ADMIN, ['drop', 'shop'], env),
    ])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: tsx services\/cloud\/src\/admin\.ts <command>/)
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/^Error: .+\n\nUsage: /)
  })
})

describe('admin command on a PGlite folder', () => {
  it('creates, lists, sets origins and features', SLOW, async () => {
    const empty = await admin('list')
    expect(empty).toMatchObject({ code: 0, stdout: 'No projects.\n', stderr: '' })

    const created = await admin(
      'create',
      'shop',
      '--name',
      'My Shop',
      '--origins',
      'https://shop.example.com,https://*.shop.dev',
    )
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('Created project shop')
    expect(created.stdout).toContain('allowed origins: https://shop.example.com, https://*.shop.dev')

    expect((await admin('create', 'blog')).code).toBe(0)

    const origins = await admin('set-origins', 'blog', 'HTTPS://Blog.Example.com, http://localhost:3000')
    expect(origins.code).toBe(0)
    expect(origins.stdout).toContain('allowed origins: https://blog.example.com, http://localhost:3000')

    const features = await admin('set-features', 'shop', '{"swaps":false,"socials":["google","github"]}')
    expect(features.code).toBe(0)
    expect(features.stdout).toContain('Updated the features of shop')

    const listed = await admin('list', '--json')
    expect(listed.code).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual([
      {
        id: 'blog',
        name: 'blog',
        allowedOrigins: ['https://blog.example.com', 'http://localhost:3000'],
        features: DEFAULT_PROJECT_FEATURES,
        featureOverrides: {},
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        secretKeys: [],
        webhookUrl: null,
      },
      {
        id: 'shop',
        name: 'My Shop',
        allowedOrigins: ['https://shop.example.com', 'https://*.shop.dev'],
        features: { ...DEFAULT_PROJECT_FEATURES, swaps: false, socials: ['google', 'github'] },
        featureOverrides: { swaps: false, socials: ['google', 'github'] },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        secretKeys: [],
        webhookUrl: null,
      },
    ])
    const text = await admin('list')
    expect(text.stdout).toMatch(
      /^blog {2}blog\n {2}allowed origins: .*\n {2}features: .*\n {2}created: .*\n\nshop {2}My Shop\n/,
    )
  })

  it('and the cloud started on the same folder serves what it wrote', SLOW, async () => {
    const cloud = await startTestCloud({ dataDir: env.DATA_DIR! })
    try {
      expect((await cloud.context.projects.get('shop'))?.allowedOrigins).toEqual([
        'https://shop.example.com',
        'https://*.shop.dev',
      ])
      // While the cloud holds the folder, the admin command refuses to touch it.
      const locked = await admin('list')
      expect(locked.code).toBe(1)
      expect(locked.stderr).toMatch(
        /^Error: list: The PGlite data folder .* is in use by another database instance in this process\. .*stop the cloud first/,
      )
    } finally {
      await cloud.close()
    }
  })

  it('explains failures with exit code 1', SLOW, async () => {
    const cases: [string[], RegExp][] = [
      [['create', 'shop'], /^Error: create: A project with id 'shop' already exists\n$/],
      [['create', 'bad id'], /^Error: create: id: A project id is 1 to 64 letters/],
      [
        ['create', 'x', '--origins', 'ftp://x.com'],
        /^Error: create: allowedOrigins\.0: 'ftp:\/\/x\.com' is not an origin pattern/,
      ],
      [['set-origins', 'ghost', 'https://a.com'], /^Error: set-origins: No project with id 'ghost'\n$/],
      [
        ['set-features', 'shop', '{"swaps":"no"}'],
        /^Error: set-features: swaps: Expected boolean, received string\n$/,
      ],
      [
        ['set-features', 'shop', '{"teleport":true}'],
        /^Error: set-features: Unrecognized key\(s\) in object: 'teleport'\n$/,
      ],
    ]
    for (const [args, stderr] of cases) {
      const result = await admin(...args)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr, args.join(' ')).toMatch(stderr)
      expect(result.stdout).toBe('')
    }
  })

  it('prints the usage with exit code 2 for a wrong command line, and 0 for --help', SLOW, async () => {
    const wrong = [
      [],
      ['drop', 'shop'],
      ['create'],
      ['set-features', 'shop', 'not json'],
      ['list', '--bogus'],
    ]
    // Usage errors never open the database, so these may run side by side.
    const results = await Promise.all(wrong.map((args) => admin(...args)))
    for (const [index, args] of wrong.entries()) {
      const result = results[index]!
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toMatch(/^Error: .+\n\nUsage: tsx services\/cloud\/src\/admin\.ts <command>/)
    }
    const help = await admin('--help')
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(
      /^Usage: .*\n\nCommands:\n {2}create <id> \[--name <name>\] \[--origins <origin,\.\.\.>\]/,
    )
  })
})

describe('admin command on PostgreSQL', () => {
  it('works on DATABASE_URL', SLOW, async () => {
    const { databaseUrl } = (await databases.options('postgres')) as { databaseUrl: string }
    const pgEnv = { DATABASE_URL: databaseUrl }
    // In this process: the command reads DATABASE_URL from the environment it is given, as admin.ts gives
    // it process.env (the entry point's test above runs the real process).
    const created = await adminOn(pgEnv, 'create', 'pg-project', '--origins', 'https://pg.example.com')
    expect(created.code).toBe(0)
    const listed = await adminOn(pgEnv, 'list', '--json')
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ id: 'pg-project', allowedOrigins: ['https://pg.example.com'] }),
    ])
  })
})
