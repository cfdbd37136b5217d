import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { coverageGaps, readCoverage, viewNames } from './a11yCoverage.ts'
import { chromiumTool, ensureDebianTools, postgresTool, redisTool } from './debianTool.ts'
import { type FileTiming, slowestFiles } from './slowestFiles.ts'

/**
 * `npm test`: everything, in the order that fails fastest. Ends with one line `N passed, N failed` summing
 * every suite, which CI reads.
 */
const root = join(import.meta.dirname, '..')
const work = join(root, 'test-results')
mkdirSync(work, { recursive: true })

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function step(name: string, command: string, args: string[]) {
  console.log(`\n▶ ${name}`)
  const code = await run(command, args)
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`)
    console.log('0 passed, 1 failed')
    process.exit(code)
  }
}

const started = Date.now()
let servers: { chromium: string; postgres: string; redis: string }
try {
  // Every server the tests start, installed from Debian's packages in one go when missing (fresh machine).
  servers = ensureDebianTools({ chromium: chromiumTool(), postgres: postgresTool(), redis: redisTool() })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name)
await step('Compile contracts', bin('tsx'), ['services/devnet/scripts/compile.ts'])
await step('Lint and format', bin('biome'), ['check', '.'])
// The repository states its own rules: no comment may send a reader to a document outside it.
await step('No comment cites a document outside the repository', bin('tsx'), ['scripts/checks/citations.ts'])
await step('The README lists every workspace, folder and published package', bin('tsx'), [
  'scripts/checks/readmeLayout.ts',
])
// The workspace typecheck and the package builds (each tsc on one core) run beside the tests, at a lower
// priority: the unit tests spend much of their time waiting on servers, timers and child processes, and the
// tests go first. Packing builds each package, checks the published types and prints the sizes. Then the
// consumer apps are installed from its tarballs and built for production (e2e/consumers/prepare.ts: the
// builds need no devnet or cloud, whose urls the apps read when served), so their e2e tests
// (e2e/consumer-*.test.ts) only serve and drive them: they wait on the status files. The typecheck, which
// nothing waits for until the end, runs at the lowest priority so that packing and preparing, which those
// tests wait for, get the cycles the tests leave.
// The browser tests' axe checkpoints append here; read once they are done (below).
const a11yCoverage = join(work, 'a11y-coverage.jsonl')
rmSync(a11yCoverage, { force: true })
const packStatus = join(work, 'pack.status')
const consumersStatus = join(work, 'consumers')
rmSync(packStatus, { force: true })
rmSync(consumersStatus, { recursive: true, force: true })
mkdirSync(consumersStatus, { recursive: true })
console.log(
  '\n▶ Typecheck, build the docs, pack the packages (build, types check, sizes) and prepare the consumer apps, beside the tests',
)
const background = [
  // dpdm and knip each read the whole workspace graph (tens of seconds): beside the tests, not before them.
  run('nice', ['-n', '10', bin('tsx'), 'scripts/checks/circles.ts']).then((code) => ({
    name: 'No import circles (type-only imports included)',
    code,
  })),
  run('nice', ['-n', '10', bin('knip'), '--no-progress']).then((code) => ({
    name: 'No unused files, exports or dependencies (knip)',
    code,
  })),
  run('nice', ['-n', '19', bin('tsc'), '-p', 'tsconfig.json', '--noEmit']).then((code) => ({
    name: 'Typecheck',
    code,
  })),
  // The documentation site (apps/docs). Its examples are type-checked by the typecheck above (the root
  // tsconfig includes apps/*/src), so this is `vitepress build` alone, not `npm run docs:build`, which checks
  // them a second time first; the build fails on a dead link between pages.
  run('nice', ['-n', '19', bin('vitepress'), 'build', 'apps/docs']).then((code) => ({
    name: 'Build the docs',
    code,
  })),
  run('nice', ['-n', '10', bin('tsx'), 'scripts/pack.ts']).then(async (code) => {
    writeFileSync(packStatus, code === 0 ? 'ok' : 'failed')
    if (code !== 0) return { name: 'Pack the packages', code }
    const prepared = await run(
      'nice',
      ['-n', '10', bin('tsx'), 'e2e/consumers/prepare.ts', consumersStatus],
      { AIRLOCK_PACK_STATUS: packStatus },
    )
    // Whatever it managed, nothing more comes: a test still waiting for an app stops waiting.
    writeFileSync(join(consumersStatus, 'done'), String(prepared))
    return { name: 'Prepare the consumer apps', code: prepared }
  }),
]

console.log('\n▶ Tests (unit and browser)')
const report = join(work, 'vitest.json')
const code = await run(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    CHROMIUM_PATH: servers.chromium,
    // The cloud's PostgreSQL and Redis tests start these server binaries.
    POSTGRES_BIN: servers.postgres,
    REDIS_SERVER_BIN: servers.redis,
    // The consumer tests wait for the tarballs packed, and the apps installed and built, beside them.
    AIRLOCK_PACK_STATUS: packStatus,
    AIRLOCK_CONSUMERS_STATUS: consumersStatus,
  },
)
const backgroundFailures = (await Promise.all(background)).filter((step) => step.code !== 0)
for (const step of backgroundFailures) console.error(`\n✖ ${step.name} failed (exit ${step.code})`)

// Every view of the modal must pass axe in both themes: a view no browser test scanned is as much a gap as a
// violation. The checkpoints sit in the browser tests that reach each view; this says which view none of them
// scanned, or scanned with a violation.
const a11yGaps = coverageGaps(
  viewNames(readFileSync(join(root, 'packages/core/src/modal/router.ts'), 'utf8')),
  readCoverage(a11yCoverage),
)
if (a11yGaps.length > 0) {
  console.error(`\n✖ Accessibility coverage: ${a11yGaps.length} gap(s)`)
  for (const gap of a11yGaps) console.error(`  ${gap}`)
  backgroundFailures.push({ name: 'Accessibility coverage', code: 1 })
} else console.log('\n✔ Accessibility coverage: every view scanned by axe in both themes, no violation')

let passed = 0
let failed = 0
let skipped = 0
try {
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: FileTiming[]
  }
  // The suite's cost stays visible: the files that took longest, every run.
  console.log(`\nSlowest test files (whole run ${Math.round((Date.now() - started) / 1000)} s):`)
  for (const line of slowestFiles(result.testResults, root)) console.log(`  ${line}`)
  passed = result.numPassedTests
  failed = result.numFailedTests
  skipped = result.numPendingTests + result.numTodoTests
} catch {
  failed = 1
}
if (code !== 0 && failed === 0) failed = 1
failed += backgroundFailures.length
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(code === 0 && failed === 0 ? 0 : 1)
