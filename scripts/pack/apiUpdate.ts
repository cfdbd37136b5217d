import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { currentReports } from './apiChangeset.ts'
import { generateReports, reportProblems, UPDATE_HINT, writeReports } from './apiReports.ts'
import type { PackageManifest } from './manifest.ts'
import { publishablePackages, repoRoot } from './packages.ts'

/**
 * `npm run api:update`: builds every publishable package's dist/ with tsc (in build order: a package's
 * declarations import those of the packages before it), rewrites its API reports in packages/<name>/api/,
 * then rewrites the exports snapshots (packages/<name>/src/__snapshots__/exports.test.ts.snap). `npm run api:check` builds and
 * compares instead, failing with the diff, as `npm run pack` does. Package names after `--` limit it to those
 * (`npm run api:update -- core`), which is quicker once the packages they import have been built.
 */

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)
// The build must not resolve the workspace packages through the source condition the npm scripts set.
const plainEnv = { ...process.env, NODE_OPTIONS: '' }
const check = process.argv.includes('--check')
// `npm run api:update -- core react` does those packages alone, when the packages they import are built.
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const unknown = asked.filter((name) => !(publishablePackages as readonly string[]).includes(name))
if (unknown.length > 0) throw new Error(`Not a published package: ${unknown.join(', ')}`)
const chosen =
  asked.length > 0 ? publishablePackages.filter((name) => asked.includes(name)) : publishablePackages

const problems: string[] = []
for (const name of chosen) {
  const folder = join(repoRoot, 'packages', name)
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest
  console.log(`▶ ${manifest.name}: build the declarations, ${check ? 'compare' : 'write'} the API reports`)
  rmSync(join(folder, 'dist'), { recursive: true, force: true })
  execFileSync(bin('tsc'), ['-p', join(folder, 'tsconfig.build.json')], { stdio: 'inherit', env: plainEnv })
  const reports = generateReports(folder, manifest)
  if (check)
    problems.push(...reportProblems(repoRoot, folder, currentReports(repoRoot, `packages/${name}`), reports))
  else writeReports(folder, reports)
}

if (check) {
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}\n${UPDATE_HINT}`)
    process.exit(1)
  }
  console.log('\nThe API reports match the build.')
} else {
  const snapshots = chosen.map((name) => `packages/${name}/src/exports.test.ts`)
  console.log('▶ Rewrite the exports snapshots')
  execFileSync(bin('vitest'), ['run', '--project', 'unit', ...snapshots, '--update'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--conditions=airlock-source' },
  })
  console.log(
    '\nReview the changes in packages/*/api/ and packages/*/src/__snapshots__/, and add a changeset (npx changeset).',
  )
}
