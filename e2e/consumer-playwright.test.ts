import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freeLoopbackPort } from '@airlock/testing'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { consumerEnv, preparedConsumer } from './consumers/install.ts'

/*
 * A dapp outside the repository that tests itself: consumers/playwright, a Vite + React page installed from
 * Airlock's packed tarballs (offline, from npm's cache, like the other consumers), with its own
 * @playwright/test suite built on the @airlock/testing/playwright fixture. This test runs that suite as the
 * dapp's CI would (`npx playwright test`, the node and the cloud in its environment) and reads Playwright's
 * JSON report: every spec ran and passed.
 */

const run = promisify(execFile)

/** One test of Playwright's JSON report, as far as this file reads it. */
interface ReportTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped'
  results: {
    status: string
    error?: { message?: string }
    attachments: { name: string; path?: string; contentType: string }[]
  }[]
}
interface ReportSuite {
  title: string
  specs: { title: string; tests: ReportTest[] }[]
  suites?: ReportSuite[]
}
interface Report {
  suites: ReportSuite[]
  errors: { message?: string }[]
}

/** Every spec of the report, as `file › title`. */
function specsOf(suites: readonly ReportSuite[], file = ''): { name: string; tests: ReportTest[] }[] {
  return suites.flatMap((suite) => {
    const where = file || suite.title
    return [
      ...suite.specs.map((spec) => ({ name: `${where} › ${spec.title}`, tests: spec.tests })),
      ...specsOf(suite.suites ?? [], where),
    ]
  })
}

let app: string
let typecheck: () => Promise<void>

beforeAll(async () => {
  // Installed and built beside the unit tests under `npm test`.
  const prepared = await preparedConsumer('playwright')
  app = prepared.app
  typecheck = prepared.typecheck
}, 240_000)

describe("a dapp's own Playwright suite on @airlock/testing/playwright", () => {
  it('type-checks its page, its specs and its config under strict settings', async () => {
    await typecheck()
  })

  it('passes every spec: injected approve, reject and pending, and WalletConnect', async () => {
    const results = join(app, 'test-results')
    rmSync(results, { recursive: true, force: true })
    const reportFile = join(app, 'playwright-report.json')
    rmSync(reportFile, { force: true })
    let output = ''
    try {
      const done = await run('npx', ['--no-install', 'playwright', 'test', '--reporter=list,json'], {
        cwd: app,
        env: consumerEnv({
          AIRLOCK_TEST_RPC_URL: inject('devnetRpcUrl'),
          AIRLOCK_CLOUD_URL: inject('cloudUrl'),
          PORT: String(await freeLoopbackPort()),
          PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
          CI: '1',
        }),
        maxBuffer: 64 * 1024 * 1024,
      })
      output = done.stdout + done.stderr
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      output = stdout + stderr
    }
    expect(existsSync(reportFile), `no JSON report; Playwright said:\n${output}`).toBe(true)
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report
    expect(
      report.errors.map((error) => error.message),
      output,
    ).toEqual([])
    const specs = specsOf(report.suites)
    expect(specs.map((spec) => spec.name).sort()).toEqual([
      'injected.spec.ts › a tip the wallet approves lands on chain',
      'injected.spec.ts › a tip the wallet rejects says so',
      'injected.spec.ts › a tip waits while the wallet holds it, and lands once approved',
      'walletconnect.spec.ts › a WalletConnect wallet pairs from the QR view and sends a tip',
    ])
    const outcomes = specs.map((spec) => ({
      name: spec.name,
      status: spec.tests.map((test) => test.status),
      errors: spec.tests.flatMap((test) => test.results.flatMap((result) => result.error?.message ?? [])),
    }))
    expect(outcomes, output).toEqual(
      specs.map((spec) => ({ name: spec.name, status: ['expected'], errors: [] })),
    )
    // Playwright's own end-of-test screenshots (the config's `screenshot: 'on'`), kept with the e2e ones.
    for (const [index, spec] of specs.entries()) {
      const shot = spec.tests[0]?.results.at(-1)?.attachments.find((each) => each.name === 'screenshot')
      if (shot?.path)
        copyFileSync(
          shot.path,
          join(
            inject('screenshotDir'),
            `consumer-playwright-0${index + 1}-${spec.name.split('.spec.ts')[0]}.png`,
          ),
        )
    }
  }, 300_000)
})
