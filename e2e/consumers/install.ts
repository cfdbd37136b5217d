import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
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

/**
 * An environment without the workspace's source condition: consumers see only what was published. Nor
 * anything of the test run a bundler would bake into the build, so that it is the same wherever it is made
 * (under `npm test`, beside the unit tests; else in the test): no VITE_* or NEXT_PUBLIC_* (the e2e global
 * setup sets VITE_* for the demo; the apps take the devnet's and the cloud's urls from the server that serves
 * them), and no NODE_ENV (Vitest's `test` would bundle React's development build).
 */
export const consumerEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !/^(VITE|NEXT_PUBLIC)_/.test(name)),
  ),
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

export async function tarballs(): Promise<void> {
  const status = process.env.AIRLOCK_PACK_STATUS
  // `npm test` packs once, beside the tests; a test run on its own packs here.
  if (status) await packedBesideTheTests(status)
  else await packAll({ checkTypes: false })
}

/** What the copy and its install leave out of the app's folder. */
const notCopied = /\/(node_modules|dist[^/]*|\.next)$/

/** The app's own files in the repository, as a checksum. */
function sourceChecksum(folder: string): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (notCopied.test(path)) return
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry))
    } else hash.update(`${relative(folder, path)}\0`).update(readFileSync(path))
  }
  visit(folder)
  return hash.digest('hex')
}

/**
 * Which tarballs and app sources an install used: a later install from the same ones can keep the app (and
 * its build) as it is.
 */
function installStamp(name: string): string {
  return JSON.stringify({
    tarballs: readdirSync(packDir)
      .filter((file) => file.endsWith('.tgz'))
      .sort()
      .map((file) => [file, statSync(join(packDir, file)).mtimeMs]),
    source: sourceChecksum(join(repoRoot, 'consumers', name)),
  })
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
  const stamp = installStamp(name)
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
    filter: (source) => !notCopied.test(source),
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

/**
 * `npm run build` in the consumer, unless it was built already since its install. The build is the same
 * wherever the devnet and the cloud run: the apps read them when served (consumers/vite/vite.config.ts,
 * consumers/next/app/layout.tsx), so nothing of the test run's environment may reach the bundler.
 */
export async function buildConsumer(app: string): Promise<void> {
  const stampFile = join(app, '.airlock-build')
  if (existsSync(stampFile)) return
  await npmRun(app, 'build')
  writeFileSync(stampFile, 'built')
}

/** `npm run typecheck` in the consumer; throws with its output when it fails. */
export async function typecheckConsumer(app: string): Promise<void> {
  await npmRun(app, 'typecheck')
}

/**
 * What `prepare.ts` did for one app beside the tests: where it is, installed and built, or why not; and,
 * when the app has a typecheck script, its outcome (the test reports it), with tsc's output if it failed.
 */
export interface PreparedStatus {
  app?: string
  error?: string
  typecheck?: { ok: boolean; output: string }
}

/** Writes an app's status in one step: a test polling for it never reads half a file. */
export function writePreparedStatus(dir: string, name: string, status: PreparedStatus): void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${name}.json`)
  writeFileSync(`${file}.tmp`, JSON.stringify(status))
  renameSync(`${file}.tmp`, file)
}

/** Resolves with an app's status once `npm test`'s preparation (running beside the tests) has written it. */
async function preparedBesideTheTests(dir: string, name: string): Promise<PreparedStatus> {
  // The preparation starts once the packages are packed: a failed packing is reported as such.
  await tarballs()
  const file = join(dir, `${name}.json`)
  const deadline = Date.now() + 15 * 60_000
  while (!existsSync(file)) {
    // scripts/test.ts writes `done` once prepare.ts has exited: nothing more will come.
    if (existsSync(join(dir, 'done')))
      throw new Error(
        `Preparing the consumer apps ended without ${name} (see "Prepare the consumer apps" above)`,
      )
    if (Date.now() > deadline) throw new Error(`consumers/${name} was never prepared: no ${file}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const status = JSON.parse(readFileSync(file, 'utf8')) as PreparedStatus
  if (status.error || !status.app)
    throw new Error(`Installing and building consumers/${name} failed:\n${status.error ?? ''}`)
  return status
}

/**
 * A consumer app installed from the tarballs and built for production, ready to serve. Under `npm test`, the
 * install and build run beside the unit tests once the packages are packed (prepare.ts, status files in
 * AIRLOCK_CONSUMERS_STATUS); a test run on its own installs and builds here. `typecheck` resolves once the
 * app's strict typecheck passed (checked beside the tests too, or here) and throws with tsc's output otherwise.
 */
export async function preparedConsumer(name: string): Promise<{ app: string; typecheck(): Promise<void> }> {
  const dir = process.env.AIRLOCK_CONSUMERS_STATUS
  if (!dir) {
    const app = await installConsumer(name)
    await buildConsumer(app)
    return { app, typecheck: () => typecheckConsumer(app) }
  }
  const status = await preparedBesideTheTests(dir, name)
  const app = status.app!
  return {
    app,
    typecheck: async () => {
      if (!status.typecheck) return typecheckConsumer(app)
      if (!status.typecheck.ok) throw new Error(status.typecheck.output)
    },
  }
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
