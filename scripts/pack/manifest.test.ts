import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expandPattern, exportedPaths, type PackageManifest, publishedManifest } from './manifest.ts'
import { extraBuilds, publishablePackages, repoRoot } from './packages.ts'

const manifestOf = (name: string): PackageManifest =>
  JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8'))

describe('publishedManifest', () => {
  it('drops the source condition, exports only it served, scripts and devDependencies', () => {
    const published = publishedManifest({
      name: '@airlock/x',
      version: '1.0.0',
      scripts: { build: 'tsc' },
      devDependencies: { vitest: '1' },
      dependencies: { viem: '2' },
      exports: {
        '.': { 'airlock-source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
        './testing': { 'airlock-source': './src/test/memory.ts' },
        './package.json': './package.json',
      },
    })
    expect(published).toEqual({
      name: '@airlock/x',
      version: '1.0.0',
      dependencies: { viem: '2' },
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './package.json': './package.json',
      },
    })
  })
})

describe.each(publishablePackages)('packages/%s/package.json', (name) => {
  const manifest = manifestOf(name)
  const published = publishedManifest(manifest)

  it('names a license, the repository folder, its files and whether it has side effects', () => {
    expect(manifest.license).toBe('MIT')
    expect(manifest.repository).toMatchObject({ type: 'git', directory: `packages/${name}` })
    expect(manifest.files).toContain('dist')
    expect(typeof manifest.sideEffects).toBe('boolean')
    expect(manifest.type).toBe('module')
    expect(typeof manifest.description).toBe('string')
  })

  it('exports types before import for every entry, and its package.json', () => {
    expect(published.exports?.['./package.json']).toBe('./package.json')
    for (const [subpath, target] of Object.entries(published.exports ?? {})) {
      if (subpath === './package.json') continue
      expect(Object.keys(target as object), subpath).toEqual(['types', 'import'])
    }
  })

  it('publishes no path into src/ or another workspace folder', () => {
    for (const path of exportedPaths(published)) expect(path).toMatch(/^\.\/(dist\/|package\.json$)/)
    const versions = { ...published.dependencies, ...published.peerDependencies }
    for (const range of Object.values(versions)) expect(range).not.toMatch(/^(file:|workspace:|link:|\.)/)
  })

  it('builds its extra parts with scripts it has, into files it publishes', () => {
    for (const script of extraBuilds[name]?.scripts ?? [])
      expect(manifest.scripts?.[script], script).toBeDefined()
    for (const file of extraBuilds[name]?.files ?? [])
      expect(
        (manifest.files as string[]).some((published) => file.startsWith(`${published}/`)),
        file,
      ).toBe(true)
  })

  it('keeps react, react-dom and viem as peers, never as dependencies', () => {
    for (const peer of ['react', 'react-dom', 'viem']) expect(published.dependencies?.[peer]).toBeUndefined()
  })
})

describe('expandPattern', () => {
  const files = [
    './dist/index.js',
    './dist/i18n/locales/es.js',
    './dist/i18n/locales/pt-BR.js',
    './dist/i18n/locales/es/swap.js',
  ]

  it('gives one subpath per file a pattern matches, not files in deeper folders', () => {
    expect(expandPattern('./locales/*', './dist/i18n/locales/*.js', files)).toEqual([
      { subpath: './locales/es', file: './dist/i18n/locales/es.js' },
      { subpath: './locales/pt-BR', file: './dist/i18n/locales/pt-BR.js' },
    ])
  })

  it('keeps a plain target as it is', () => {
    expect(expandPattern('.', './dist/index.js', files)).toEqual([{ subpath: '.', file: './dist/index.js' }])
  })

  it('matches nothing when no file fits', () => {
    expect(expandPattern('./x/*', './dist/x/*.js', files)).toEqual([])
  })
})
