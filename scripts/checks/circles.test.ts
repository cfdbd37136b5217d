import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { circleEntries, findCircles, sourceExports, workspaceFolders } from './circles.ts'

const scratch = mkdtempSync(join(tmpdir(), 'airlock-circles-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function write(path: string, text: string) {
  mkdirSync(join(scratch, path, '..'), { recursive: true })
  writeFileSync(join(scratch, path), text)
}

describe('findCircles', () => {
  it('finds a circle of two files importing each other by type only', () => {
    write('typeOnly/a.ts', "import type { B } from './b.ts'\nexport interface A { b?: B }\n")
    write('typeOnly/b.ts', "import type { A } from './a.ts'\nexport interface B { a?: A }\n")
    const report = findCircles(['typeOnly/a.ts', 'typeOnly/b.ts'], scratch)
    expect(report.circles).toEqual(['typeOnly/a.ts -> typeOnly/b.ts'])
  })

  it('passes files that import one way, and says which imports it could not resolve', () => {
    write('oneWay/a.ts', "import type { B } from './b.ts'\nexport interface A { b?: B }\n")
    write('oneWay/b.ts', "import { gone } from './gone.ts'\nexport interface B { gone: typeof gone }\n")
    const report = findCircles(['oneWay/a.ts', 'oneWay/b.ts'], scratch)
    expect(report.circles).toEqual([])
    expect(report.unresolved).toEqual(['miss "./gone.ts" in "oneWay/b.ts"'])
  })
})

describe('the entries', () => {
  it("lists every workspace, and expands a package's airlock-source exports, patterns included", () => {
    write('root/package.json', JSON.stringify({ workspaces: ['packages/*', 'e2e'] }))
    write('root/e2e/package.json', '{}')
    write('root/packages/notes/README.md', 'not a package: no package.json')
    write(
      'root/packages/kit/package.json',
      JSON.stringify({
        exports: {
          '.': { 'airlock-source': './src/index.ts', import: './dist/index.js' },
          './locales/*': { 'airlock-source': './src/locales/*.ts' },
          './package.json': './package.json',
        },
      }),
    )
    write('root/packages/kit/src/locales/es.ts', '')
    write('root/packages/kit/src/locales/fr.ts', '')
    const root = join(scratch, 'root')
    expect(workspaceFolders(root)).toEqual(['packages/kit', 'e2e'])
    expect(sourceExports(root, 'packages/kit').sort()).toEqual([
      'packages/kit/src/index.ts',
      'packages/kit/src/locales/es.ts',
      'packages/kit/src/locales/fr.ts',
    ])
  })

  it("covers the repository's packages, services, apps, e2e and scripts", () => {
    const entries = circleEntries(join(import.meta.dirname, '..', '..'))
    for (const file of [
      'packages/core/src/index.ts',
      'packages/react/src/i18n/locales/ja.ts',
      'services/cloud/src/server.ts',
      'apps/wallet/src/main.tsx',
      'e2e/helpers.ts',
      'scripts/test.ts',
    ])
      expect(entries).toContain(file)
    expect(entries.some((file) => file.startsWith('bench/kits/'))).toBe(false)
  })
})
