import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The reference wallet is an app a user runs, not a test: what it ships must not need the test package
// (@airlock/testing), whose test wallets, test chain and fuzz helpers are for tests. The request engine it
// shares with the test wallet is its own package, @airlock/wallet-engine. Its tests may still use the test
// package (the Bitcoin handler's test runs against the Bitcoin test chain), as a devDependency.

const appRoot = join(import.meta.dirname, '..')
const isTestFile = (file: string) => /\.(test|testkit)\.tsx?$/.test(file)

/** The app's source files that end up in the built wallet: everything under src/ but tests and their kits. */
function shippedFiles(): string[] {
  return readdirSync(join(appRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file))
    .map((file) => join(appRoot, 'src', file))
}

describe('what the reference wallet ships', () => {
  it('imports nothing from @airlock/testing', () => {
    const offenders = shippedFiles().filter((file) =>
      /from '@airlock\/testing[/']/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders.map((file) => relative(appRoot, file))).toEqual([])
  })

  it('lists @airlock/testing only as a devDependency, and the request engine as a dependency', () => {
    const manifest = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
    }
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@airlock/testing')
    expect(Object.keys(manifest.dependencies ?? {})).toContain('@airlock/wallet-engine')
  })
})
