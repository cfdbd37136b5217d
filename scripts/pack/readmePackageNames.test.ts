import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PackageManifest } from './manifest.ts'
import { publishablePackages, repoRoot } from './packages.ts'
import { readmePackageNames } from './readmePackageNames.ts'
import { publishedManifests } from './workspace.ts'

const manifest = (name: string, subpaths: string[]): PackageManifest => ({
  name,
  version: '1.0.0',
  exports: Object.fromEntries(subpaths.map((subpath) => [subpath, './dist/x.js'])),
})
const published = new Map([
  ['@airlock/core', manifest('@airlock/core', ['.', './package.json'])],
  ['@airlock/react', manifest('@airlock/react', ['.', './locales/*'])],
  ['@airlock/testing', manifest('@airlock/testing', ['.', './playwright'])],
])

describe('readmePackageNames', () => {
  it('names each @airlock package that is not published, once, wherever the README mentions it', () => {
    const readme = [
      'Signs on a local node (such as `@airlock/devnet`).',
      '```ts',
      "import { startDevnet } from '@airlock/devnet'",
      "import { startCloud } from '@airlock/cloud/server'",
      '```',
    ].join('\n')
    expect(readmePackageNames(readme, published)).toEqual([
      'names @airlock/devnet, which is not a published package',
      'names @airlock/cloud, which is not a published package',
    ])
  })

  it('names an entry point its package does not export', () => {
    expect(
      readmePackageNames(
        "import { test } from '@airlock/testing/solana'\n@airlock/react/locales/ja",
        published,
      ),
    ).toEqual(['names @airlock/testing/solana, which @airlock/testing does not export'])
  })

  it('takes published packages and their entry points, in prose, code and after a full stop', () => {
    const readme =
      "Install @airlock/core. Then `import { test } from '@airlock/testing/playwright'`, @airlock/core/package.json; the `@airlock` packages."
    expect(readmePackageNames(readme, published)).toEqual([])
  })
})

describe.each(publishablePackages)('packages/%s/README.md', (name) => {
  it('names only published @airlock packages and entry points they export', () => {
    const readme = readFileSync(join(repoRoot, 'packages', name, 'README.md'), 'utf8')
    expect(readmePackageNames(readme, publishedManifests())).toEqual([])
  })
})
