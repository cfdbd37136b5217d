import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PackageManifest } from './manifest.ts'
import { publishablePackages, repoRoot } from './packages.ts'
import { readmePaths } from './readmePaths.ts'
import { trackedTopLevelNames } from './workspace.ts'

const files = [
  './package.json',
  './README.md',
  './LICENSE',
  './dist/index.js',
  './dist/walletconnect/shared.js',
]
// What the repository root and the package folder hold (git-tracked), as the check is given them.
const checked = new Set([
  'apps',
  'e2e',
  'packages',
  'services',
  'docs',
  'package.json',
  'README.md',
  'src',
  'dist',
])

describe('readmePaths', () => {
  it('names repository paths the tarball does not hold: in code spans, code blocks, prose and links', () => {
    const readme = [
      'The request handling is in `src/walletconnect/requests.ts`, shared with the web wallet (`apps/wallet`).',
      'Browser tests in e2e/wallet.test.ts drive it.',
      '```sh',
      'npx vitest run --project unit packages/testing',
      '```',
      'Part of [Airlock](../../README.md). The site is built to `dist/frame/`.',
    ].join('\n')
    expect(readmePaths(readme, { files, checked })).toEqual([
      'names src/walletconnect/requests.ts, which is not in the package',
      'names apps/wallet, which is not in the package',
      'names e2e/wallet.test.ts, which is not in the package',
      'names packages/testing, which is not in the package',
      'names ../../README.md, which is not in the package',
      'names dist/frame/, which is not in the package',
    ])
  })

  it('takes paths the tarball holds, files or folders, and paths that are not the repository’s', () => {
    const readme = [
      'See `dist/walletconnect/shared.js`, the `./dist/` folder and [the manifest](./package.json).',
      'Build the tarballs (`npm run pack` writes them to `.pack/`), then:',
      '```sh',
      'npm install ./airlock/.pack/airlock-core-0.1.0.tgz',
      '```',
      "Put your tests in `tests/connect.spec.ts`; Solana/Bitcoin; import { x } from './fixtures.ts'",
      "[Docs](https://airlock.example/testing.html), ws://127.0.0.1:8787/relay, `/usr/bin/chromium`, @airlock/testing/fuzz, page.getByRole('button', { name: /Connect/ })",
    ].join('\n')
    expect(readmePaths(readme, { files, checked })).toEqual([])
  })
})

/** The files `npm run pack` puts in a package's tarball, read from its folder (dist/ as last built, if at all). */
function packedFiles(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest
  const entries = [...((manifest.files as string[] | undefined) ?? []), 'README.md', 'package.json']
  const found = entries
    .filter((entry) => existsSync(join(folder, entry)))
    .flatMap((entry) =>
      statSync(join(folder, entry)).isDirectory()
        ? readdirSync(join(folder, entry), { withFileTypes: true, recursive: true })
            .filter((each) => each.isFile())
            .map((each) => `./${relative(folder, join(each.parentPath, each.name))}`)
        : [`./${entry}`],
    )
  return [...found, './LICENSE']
}

// dist/ is checked by `npm run pack` against the package it builds; here, only the repository's own paths.
describe.each(publishablePackages)('packages/%s/README.md', (name) => {
  it('names no repository path its tarball does not hold', () => {
    const folder = join(repoRoot, 'packages', name)
    const readme = readFileSync(join(folder, 'README.md'), 'utf8')
    const names = new Set([...trackedTopLevelNames('.'), ...trackedTopLevelNames(`packages/${name}`)])
    expect(readmePaths(readme, { files: packedFiles(folder), checked: names })).toEqual([])
  })
})
