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
import { apiChangesetProblems, currentReports } from './pack/apiChangeset.ts'
import { generateReports, reportProblems, UPDATE_HINT } from './pack/apiReports.ts'
import { docsLinks, docsPages } from './pack/docsLinks.ts'
import { entryGzipSize } from './pack/entrySize.ts'
import { evmOnlyInstall } from './pack/evmOnlyInstall.ts'
import { expandPattern, exportedPaths, type PackageManifest, publishedManifest } from './pack/manifest.ts'
import {
  extraBuilds,
  type PublishablePackage,
  packDir,
  publishablePackages,
  repoRoot,
} from './pack/packages.ts'
import { privateDependencies } from './pack/privateDependencies.ts'
import { readmePackageNames } from './pack/readmePackageNames.ts'
import { readmePaths } from './pack/readmePaths.ts'
import { publishedManifests, trackedTopLevelNames, workspacePackages } from './pack/workspace.ts'

/**
 * `npm run pack`: builds every publishable package to dist/ (tsc: ESM, .d.ts, source maps; then its extra
 * build steps, such as the embedded wallet's frame: `extraBuilds` in scripts/pack/packages.ts), stages what
 * npm would publish with the workspace-only parts of package.json removed, packs each into .pack/*.tgz,
 * checks the types resolve under node16 and bundler resolution (are-the-types-wrong, esm-only profile) and
 * prints each tarball's size and each entry point's gzip size. Before building, it refuses a package a dapp could
 * not install or whose README sends its reader where the tarball does not go (`publishProblems`); each README's
 * paths are checked against the files of its own tarball once staged. It also refuses a public API changed since
 * the package's last release with no changeset naming it (scripts/pack/apiChangeset.ts), and, once a package is
 * built, API reports in packages/<name>/api/ that differ from its declarations (`npm run api:update` rewrites them).
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
  // The CHANGELOG goes with the package: a dapp developer reads what changed where the package is installed.
  for (const entry of [...((manifest.files as string[] | undefined) ?? []), 'README.md', 'CHANGELOG.md']) {
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

/**
 * What would make a published package fail its reader, for every publishable package, one line each naming
 * the package: a dependency on a private workspace package, a Solana or Bitcoin library an EVM-only install
 * of @airlock/testing would pull, and README text naming an unpublished `@airlock/…` package, an entry point
 * its package does not export, or a docs-site page that does not exist (the rules are in scripts/pack/*.ts).
 */
export function publishProblems(): string[] {
  const published = publishedManifests()
  const names = {
    workspace: new Set(workspacePackages().map((each) => each.manifest.name)),
    published: new Set(published.keys()),
  }
  const pages = new Set(docsPages())
  return publishablePackages.flatMap((name) => {
    const manifest = publishedManifest(
      JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as PackageManifest,
    )
    const readme = readFileSync(join(repoRoot, 'packages', name, 'README.md'), 'utf8')
    return [
      ...privateDependencies(manifest, names),
      ...evmOnlyInstall(manifest),
      ...[...readmePackageNames(readme, published), ...docsLinks(readme, pages)].map(
        (problem) => `${manifest.name}: README.md ${problem}`,
      ),
    ]
  })
}

/** The README's repository paths its staged tarball does not hold (see readmePaths), naming the package. */
function readmePathProblems(name: PublishablePackage, manifest: PackageManifest, stage: string): string[] {
  const checked = new Set(['dist', ...trackedTopLevelNames('.'), ...trackedTopLevelNames(`packages/${name}`)])
  const readme = readFileSync(join(stage, 'README.md'), 'utf8')
  return readmePaths(readme, { files: stagedFiles(stage), checked }).map(
    (problem) => `${manifest.name}: README.md ${problem}`,
  )
}

const refuse = (problems: string[]) => {
  if (problems.length > 0)
    throw new Error(`npm run pack refuses to publish:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
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
  refuse(publishProblems())
  // A public API changed since the package's last release needs a changeset (scripts/pack/apiChangeset.ts).
  refuse(
    apiChangesetProblems(
      repoRoot,
      publishablePackages.map((name) => ({ name: `@airlock/${name}`, folder: `packages/${name}` })),
    ),
  )
  mkdirSync(packDir, { recursive: true })
  const packed: PackedPackage[] = []
  for (const name of publishablePackages) {
    const folder = join(repoRoot, 'packages', name)
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest
    console.log(`▶ ${manifest.name}: build, pack, check types`)
    buildPackage(name, folder)
    const reports = reportProblems(
      repoRoot,
      folder,
      currentReports(repoRoot, `packages/${name}`),
      generateReports(folder, manifest),
    )
    if (reports.length > 0)
      throw new Error(
        `${manifest.name}: its API reports are out of date\n\n${reports.join('\n')}\n${UPDATE_HINT}`,
      )
    const stage = stagePackage(name, folder, manifest)
    refuse(readmePathProblems(name, manifest, stage))
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
