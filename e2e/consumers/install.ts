import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { packDir, repoRoot } from '../../scripts/pack/packages.ts'
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

/** Resolves once `npm test`'s packing (running beside the tests) has written its status; throws if it failed. */
async function packedBesideTheTests(statusFile: string): Promise<void> {
  const deadline = Date.now() + 15 * 60_000
  while (!existsSync(statusFile)) {
    if (Date.now() > deadline) throw new Error(`No tarballs: ${statusFile} never appeared`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (readFileSync(statusFile, 'utf8').trim() !== 'ok')
    throw new Error('Packing the packages failed (see "Pack the packages" in the output above)')
}

async function tarballs(): Promise<void> {
  const status = process.env.AIRLOCK_PACK_STATUS
  // `npm test` packs once, beside the tests; a test run on its own packs here.
  if (status) await packedBesideTheTests(status)
  else await packAll({ checkTypes: false })
}

/** Which tarballs an install used: a later install from the same ones can keep the app as it is. */
function tarballStamp(): string {
  return JSON.stringify(
    readdirSync(packDir)
      .filter((file) => file.endsWith('.tgz'))
      .sort()
      .map((file) => [file, statSync(join(packDir, file)).mtimeMs]),
  )
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
  const stampFile = join(app, '.airlock-install')
  // Two test files use the Vite app: the second finds it installed from the same tarballs.
  const stamp = tarballStamp()
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return app
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
  writeFileSync(stampFile, stamp)
  return app
}

/** `npm run build` in the consumer, unless it was built already since its install with the same environment. */
export async function buildConsumer(app: string, env: Record<string, string>): Promise<void> {
  const stampFile = join(app, '.airlock-build')
  const stamp = JSON.stringify(env)
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return
  await npmRun(app, 'build', env)
  writeFileSync(stampFile, stamp)
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
