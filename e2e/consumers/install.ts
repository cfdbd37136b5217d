import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { packDir, publishablePackages, repoRoot } from '../../scripts/pack/packages.ts'
import { packAll } from '../../scripts/pack.ts'

const run = promisify(execFile)

/**
 * The consumers run outside the repository (in the system's temp folder), so Node's lookup can never climb
 * into the workspace's node_modules and hide a dependency a tarball forgot to declare. The tarballs sit
 * at the same place relative to the app as in the repository (../../.pack), where its lockfile expects them.
 */
const consumersRoot = join(tmpdir(), 'airlock-consumers')

/** An environment without the workspace's source condition: consumers see only what was published. */
export const consumerEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_OPTIONS: '',
  npm_config_update_notifier: 'false',
  // Next.js would report usage to its servers: nothing leaves this machine.
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
})

async function tarballs(): Promise<void> {
  const packed = publishablePackages.every((name) => existsSync(join(packDir, `airlock-${name}-0.1.0.tgz`)))
  // `npm test` packs once before the tests (and says so); a test run on its own packs here.
  if (process.env.AIRLOCK_PACKED === '1' && packed) return
  await packAll({ checkTypes: false })
}

/**
 * Copies `consumers/<name>` out of the repository with the tarballs and installs it as a dapp developer
 * would, offline: the registry packages come from npm's cache, which the workspace's own `npm install` filled
 * (the app's lockfile pins the versions the workspace uses and records their registry urls, so npm needs
 * only the tarballs, found in the cache by checksum; `scripts/pack/consumerLocks.test.ts` keeps the two in step).
 */
export async function installConsumer(name: string): Promise<string> {
  await tarballs()
  const app = join(consumersRoot, 'consumers', name)
  rmSync(app, { recursive: true, force: true })
  rmSync(join(consumersRoot, '.pack'), { recursive: true, force: true })
  mkdirSync(join(consumersRoot, 'consumers'), { recursive: true })
  cpSync(packDir, join(consumersRoot, '.pack'), {
    recursive: true,
    filter: (source) => !source.includes(`${packDir}/stage`),
  })
  cpSync(join(repoRoot, 'consumers', name), app, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist[^/]*|\.next)$/.test(source),
  })
  // The tarballs are rebuilt with every change, so their checksums in the lockfile are not kept.
  const lockPath = join(app, 'package-lock.json')
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
    packages: Record<string, { resolved?: string; integrity?: string }>
  }
  for (const entry of Object.values(lock.packages)) {
    if (entry.resolved?.startsWith('file:')) delete entry.integrity
  }
  writeFileSync(lockPath, JSON.stringify(lock, null, 2))
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: app,
    env: consumerEnv(),
    maxBuffer: 16 * 1024 * 1024,
  })
  return app
}

/** Runs one of the consumer's npm scripts; throws with its output when it fails. */
export async function npmRun(app: string, script: string, env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await run('npm', ['run', script], {
      cwd: app,
      env: consumerEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout + stderr
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm run ${script} failed in ${app}:\n${stdout}\n${stderr}`)
  }
}
