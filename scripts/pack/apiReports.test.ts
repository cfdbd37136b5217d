import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentReports } from './apiChangeset.ts'
import { apiEntries, generateReports, reportName, reportProblems, writeReports } from './apiReports.ts'
import { expandPattern, type PackageManifest, publishedManifest } from './manifest.ts'
import { publishablePackages, repoRoot } from './packages.ts'

/** A built package of two entries; its second entry uses a type it does not export. */
const manifest: PackageManifest = {
  name: '@fixture/lib',
  version: '1.0.0',
  type: 'module',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './extra': { types: './dist/extra.d.ts', import: './dist/extra.js' },
    './locales/*': { types: './dist/locales/*.d.ts', import: './dist/locales/*.js' },
    './testing': { 'airlock-source': './src/testing.ts' },
  },
}

describe('API reports', () => {
  let folder = ''
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'airlock-api-fixture-'))
    mkdirSync(join(folder, 'dist', 'locales'), { recursive: true })
    writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest))
    writeFileSync(
      join(folder, 'dist', 'index.d.ts'),
      'export declare function greet(name: string): string;\nexport interface Options {\n    loud: boolean;\n}\n',
    )
    writeFileSync(
      join(folder, 'dist', 'extra.d.ts'),
      'interface Hidden {\n    secret: string;\n}\nexport declare function reveal(): Hidden;\nexport {};\n',
    )
    writeFileSync(
      join(folder, 'dist', 'locales', 'es.d.ts'),
      'declare const es: {\n    hi: string;\n};\nexport default es;\n',
    )
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('names one report per published entry point, patterns expanded against dist/, test-only entries left out', () => {
    expect(apiEntries(folder, manifest).map((entry) => [entry.subpath, entry.report])).toEqual([
      ['.', 'index.api.md'],
      ['./extra', 'extra.api.md'],
      ['./locales/es', 'locales/es.api.md'],
    ])
  })

  it('lists each export with its type, and flags a type an export uses but the entry does not export', () => {
    const reports = generateReports(folder, manifest)
    expect([...reports.keys()]).toEqual(['index.api.md', 'extra.api.md', 'locales/es.api.md'])
    expect(reports.get('index.api.md')).toContain('export function greet(name: string): string;')
    expect(reports.get('index.api.md')).toContain('export interface Options {\n    loud: boolean;\n}')
    // Without the release-tag and doc-comment notes this repository does not use.
    expect(reports.get('index.api.md')).not.toMatch(/@public|\(undocumented\)|@packageDocumentation/)
    expect(reports.get('extra.api.md')).toContain('ae-forgotten-export')
    expect(reports.get('extra.api.md')).toContain('export function reveal(): Hidden;')
    expect(reports.get('locales/es.api.md')).toContain('export default es;')
  })

  it('writes them to api/, mirroring the subpaths, and forgets an entry that is gone', () => {
    mkdirSync(join(folder, 'api'), { recursive: true })
    writeFileSync(join(folder, 'api', 'removed.api.md'), 'old')
    writeReports(
      folder,
      new Map([
        ['index.api.md', 'a'],
        ['locales/es.api.md', 'b'],
      ]),
    )
    expect(readdirSync(join(folder, 'api'), { recursive: true }).sort()).toEqual([
      'index.api.md',
      'locales',
      'locales/es.api.md',
    ])
    expect(readFileSync(join(folder, 'api', 'locales', 'es.api.md'), 'utf8')).toBe('b')
  })

  it('says which report differs, with a readable diff, and which entry is new or gone', () => {
    const was = new Map([
      ['index.api.md', 'export function a(): void;\nexport function b(): void;\n'],
      ['gone.api.md', 'x\n'],
    ])
    const now = new Map([
      ['index.api.md', 'export function a(): void;\nexport function c(): void;\n'],
      ['new.api.md', 'y\n'],
    ])
    const problems = reportProblems('/repo', '/repo/packages/lib', was, now)
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(
      /^packages\/lib\/api\/gone\.api\.md is checked in, but the package no longer has/,
    )
    expect(problems[1]).toBe(
      'packages/lib/api/index.api.md differs from the API the build declares:\n@@ -1,2 +1,2 @@\n export function a(): void;\n-export function b(): void;\n+export function c(): void;\n',
    )
    expect(problems[2]).toMatch(
      /^packages\/lib\/api\/new\.api\.md is missing \(a new entry point\):\n@@ -0,0 \+1 @@\n\+y\n$/,
    )
    expect(reportProblems('/repo', '/repo/packages/lib', was, new Map(was))).toEqual([])
  })

  it('names a subpath by its path under api/', () => {
    expect(['.', './smart-account', './locales/pt-BR'].map(reportName)).toEqual([
      'index.api.md',
      'smart-account.api.md',
      'locales/pt-BR.api.md',
    ])
  })
})

// Without building: the published entry points (patterns expanded against the source files they point at), so
// an entry added to package.json without its report fails here, before npm run pack.
describe.each(publishablePackages)('packages/%s/api', (name) => {
  it('holds one report per published entry point', () => {
    const folder = join(repoRoot, 'packages', name)
    const source = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest
    const published = new Set(Object.keys(publishedManifest(source).exports ?? {}))
    const files = existsSync(join(folder, 'src'))
      ? readdirSync(join(folder, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => `./src/${file}`)
      : []
    const expected = Object.entries(source.exports ?? {}).flatMap(([subpath, target]) => {
      const file = typeof target === 'object' ? target['airlock-source'] : undefined
      if (!published.has(subpath) || typeof file !== 'string') return []
      return expandPattern(subpath, file, files).map((each) => reportName(each.subpath))
    })
    expect([...currentReports(repoRoot, `packages/${name}`).keys()].sort()).toEqual(expected.sort())
  })
})
