import { execFileSync } from 'node:child_process'
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
import { join, relative } from 'node:path'
import { anyInDeclarations } from './pack/anyTypes.ts'
import { entryGzipSize } from './pack/entrySize.ts'
import { expandPattern, exportedPaths, type PackageManifest, publishedManifest } from './pack/manifest.ts'
import {
  extraBuilds,
  type PublishablePackage,
  packDir,
  publishablePackages,
  repoRoot,
} from './pack/packages.ts'

/**
 * `npm run pack`: builds every publishable package to dist/ (tsc: ESM, .d.ts, source maps; then its extra
 * build steps, such as the embedded wallet's frame: `extraBuilds` in scripts/pack/packages.ts), stages what
 * npm would publish with the workspace-only parts of package.json removed, packs each into .pack/*.tgz,
 * checks the types resolve under node16 and bundler resolution (are-the-types-wrong, esm-only profile) and
 * prints each tarball's size and each entry point's gzip size.
 */

export interface PackedPackage {
  name: string
  tarball: string
  tarballBytes: number
  entries: { subpath: string; gzipBytes: number; allGzipBytes: number }[]
}

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)
// The built output must not be resolved through the source condition the npm scripts set.
const plainEnv = { ...process.env, NODE_OPTIONS: '' }

/** tsc to an empty dist/, then the package's own extra build steps (its npm scripts, in order). */
function buildPackage(name: PublishablePackage, folder: string) {
  rmSync(join(folder, 'dist'), { recursive: true, force: true })
  execFileSync(bin('tsc'), ['-p', join(folder, 'tsconfig.build.json')], { stdio: 'inherit', env: plainEnv })
  for (const script of extraBuilds[name]?.scripts ?? [])
    execFileSync('npm', ['run', '--silent', script], { cwd: folder, stdio: 'inherit', env: plainEnv })
}

function stagePackage(name: PublishablePackage, folder: string, manifest: PackageManifest): string {
  const stage = join(packDir, 'stage', name)
  rmSync(stage, { recursive: true, force: true })
  mkdirSync(stage, { recursive: true })
  const published = publishedManifest(manifest)
  for (const entry of [...((manifest.files as string[] | undefined) ?? []), 'README.md']) {
    if (existsSync(join(folder, entry))) cpSync(join(folder, entry), join(stage, entry), { recursive: true })
  }
  cpSync(join(repoRoot, 'LICENSE'), join(stage, 'LICENSE'))
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`)
  const files = stagedFiles(stage)
  for (const path of exportedPaths(published)) {
    // A subpath pattern ('./locales/*') must match at least one file; a plain path must exist.
    const found = path.includes('*')
      ? expandPattern('', path, files).length > 0
      : existsSync(join(stage, path))
    if (!found) throw new Error(`${manifest.name} exports ${path}, which is not in the package`)
  }
  for (const path of extraBuilds[name]?.files ?? []) {
    if (!existsSync(join(stage, path))) throw new Error(`${manifest.name}: its build made no ${path}`)
  }
  return stage
}

/** Every file of a staged package, as './'-relative paths. */
function stagedFiles(stage: string): string[] {
  return readdirSync(stage, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `./${relative(stage, join(entry.parentPath, entry.name))}`)
}

function npmPack(stage: string): string {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], {
    cwd: stage,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [packed] = JSON.parse(output) as { filename: string }[]
  if (!packed) throw new Error(`npm pack printed nothing in ${stage}`)
  return join(packDir, packed.filename)
}

interface AttwReport {
  problems: Record<string, { entrypoint: string; resolutionKind?: string }[]>
}

/** Resolutions an ESM-only package does not serve: CommonJS `require` and the pre-exports node10 lookup. */
const IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs'])

/**
 * Are the types wrong, esm-only profile: every entry must resolve to types and JavaScript under node16 (ESM)
 * and bundler resolution. Returns the problems found, as attw names them.
 */
function checkTypes(tarball: string): string[] {
  const args = [tarball, '--profile', 'esm-only', '--no-definitely-typed']
  let output: string
  try {
    output = execFileSync(bin('attw'), [...args, '--format', 'json'], { encoding: 'utf8', env: plainEnv })
  } catch (error) {
    // attw exits non-zero when it finds problems; its report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? ''
  }
  const report = JSON.parse(output) as AttwReport
  return Object.entries(report.problems).flatMap(([kind, found]) =>
    found
      .filter((problem) => !IGNORED_RESOLUTIONS.has(problem.resolutionKind ?? ''))
      .map((problem) => `${kind} at ${problem.entrypoint} (${problem.resolutionKind ?? 'all'})`),
  )
}

/** Builds, stages, packs and checks every publishable package; returns what it packed. */
export async function packAll(options: { checkTypes?: boolean } = {}): Promise<PackedPackage[]> {
  mkdirSync(packDir, { recursive: true })
  const packed: PackedPackage[] = []
  for (const name of publishablePackages) {
    const folder = join(repoRoot, 'packages', name)
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest
    console.log(`▶ ${manifest.name}: build, pack, check types`)
    buildPackage(name, folder)
    const stage = stagePackage(name, folder, manifest)
    const anys = anyInDeclarations(join(stage, 'dist'))
    if (anys.length > 0) throw new Error(`${manifest.name}: its public types contain any: ${anys.join(', ')}`)
    const tarball = npmPack(stage)
    if (options.checkTypes !== false) {
      const problems = checkTypes(tarball)
      if (problems.length > 0)
        throw new Error(`${manifest.name}: the types are wrong: ${problems.join('; ')}`)
    }
    const published = publishedManifest(manifest)
    const external = Object.keys({ ...published.dependencies, ...published.peerDependencies })
    const entries = []
    for (const [subpath, target] of Object.entries(published.exports ?? {})) {
      if (typeof target === 'string') continue
      const pattern = (target as Record<string, string>).import
      if (!pattern) continue
      for (const { subpath: each, file } of expandPattern(subpath, pattern, stagedFiles(stage))) {
        const size = await entryGzipSize(join(stage, file), external)
        entries.push({ subpath: each, gzipBytes: size.entry, allGzipBytes: size.all })
      }
    }
    packed.push({ name: manifest.name, tarball, tarballBytes: statSync(tarball).size, entries })
  }
  return packed
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

if (import.meta.url === `file://${process.argv[1]}`) {
  const packed = await packAll()
  const width = Math.max(20, ...packed.map((each) => each.name.length))
  console.log(
    `\n${'package'.padEnd(width)} ${'tarball'.padStart(8)}   entry                 entry gzip   with lazy chunks`,
  )
  for (const each of packed) {
    for (const [index, entry] of each.entries.entries()) {
      const head =
        index === 0
          ? `${each.name.padEnd(width)} ${kB(each.tarballBytes).padStart(8)}`
          : ' '.repeat(width + 9)
      console.log(
        `${head}   ${entry.subpath.padEnd(20)} ${kB(entry.gzipBytes).padStart(10)}   ${kB(entry.allGzipBytes).padStart(10)}`,
      )
    }
  }
  console.log(
    '\nTypes: every entry resolves under node16 (ESM) and bundler (are-the-types-wrong, esm-only); no any.',
  )
  console.log(`Tarballs in ${packDir}`)
}
