import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildConsumer,
  installConsumer,
  type PreparedStatus,
  typecheckConsumer,
  writePreparedStatus,
} from './install.ts'

/**
 * `tsx e2e/consumers/prepare.ts <status folder>`: installs and builds every consumer app from the packed
 * tarballs, and runs its strict typecheck, ahead of the e2e tests that serve them. `npm test` starts it beside
 * the unit tests once the packages are packed (scripts/test.ts): the builds need no devnet or cloud, whose
 * urls the apps read when served. Writes `<status folder>/<app>.json` as each app is ready (or failed), the
 * Vite app first (two test files use it); exits non-zero if any failed.
 */
const order = ['vite', 'next', 'playwright']

const dir = process.argv[2]
if (!dir) throw new Error('usage: prepare.ts <status folder>')

let failed = false
for (const name of order) {
  const started = Date.now()
  const status: PreparedStatus = {}
  try {
    const app = await installConsumer(name)
    await buildConsumer(app)
    status.app = app
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>
    }
    if (manifest.scripts?.typecheck) {
      try {
        await typecheckConsumer(app)
        status.typecheck = { ok: true, output: '' }
      } catch (error) {
        status.typecheck = { ok: false, output: error instanceof Error ? error.message : String(error) }
      }
    }
  } catch (error) {
    failed = true
    // The test that serves the app reports why.
    status.error = error instanceof Error ? error.message : String(error)
  }
  writePreparedStatus(dir, name, status)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const typecheck = status.typecheck ? `, typecheck ${status.typecheck.ok ? 'passed' : 'failed'}` : ''
  console.log(
    `consumers/${name}: ${status.error ? 'failed' : `installed and built${typecheck}`} in ${seconds} s`,
  )
}
process.exit(failed ? 1 : 0)
