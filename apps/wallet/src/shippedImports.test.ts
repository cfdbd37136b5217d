import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The reference wallet is an app a user runs, not a test: neither it nor its tests import the test package
// (@airlock/testing), whose test wallets are what the wallet must not become. The request engine it shares
// with the test wallet is its own package, @airlock/wallet-engine. Its tests reach the unit run's Bitcoin
// test chain by URL (`inject('bitcoinTestChainUrl')`), and get their fuzz case count from the run's set-up.

const appRoot = join(import.meta.dirname, '..')

/** The app's source files, its tests and their kits included. */
function sourceFiles(): string[] {
  return readdirSync(join(appRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(appRoot, 'src', file))
}

describe('what the reference wallet ships', () => {
  it('imports nothing from @airlock/testing, in its code or its tests', () => {
    const offenders = sourceFiles().filter((file) =>
      /from '@airlock\/testing[/']/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders.map((file) => relative(appRoot, file))).toEqual([])
  })

  it('does not list @airlock/testing, and lists the request engine as a dependency', () => {
    const manifest = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      devDependencies?: Record<string, string>
    }
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).not.toContain(
      '@airlock/testing',
    )
    expect(Object.keys(manifest.dependencies ?? {})).toContain('@airlock/wallet-engine')
  })
})
