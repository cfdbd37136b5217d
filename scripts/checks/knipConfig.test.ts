import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const repoRoot = join(import.meta.dirname, '..', '..')
const scratch = mkdtempSync(join(tmpdir(), 'airlock-knip-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function write(path: string, text: string) {
  mkdirSync(join(scratch, path, '..'), { recursive: true })
  writeFileSync(join(scratch, path), text)
}

/** Runs knip on the scratch monorepo with this repository's configuration; its exit code is the check's. */
function knip() {
  const result = spawnSync(
    join(repoRoot, 'node_modules', '.bin', 'knip'),
    ['--no-progress', '--reporter', 'json'],
    { cwd: scratch, encoding: 'utf8' },
  )
  const report = JSON.parse(result.stdout) as {
    issues: Array<{ file: string; exports: Array<{ name: string }>; unresolved: unknown[] }>
  }
  return { code: result.status, issues: report.issues }
}

describe('npm run check:unused (knip with knipConfig)', () => {
  // A monorepo like this one: a package entered by its airlock-source export (no dist/ built), and an app
  // importing it by name.
  write(
    'package.json',
    JSON.stringify({ name: 'scratch', private: true, type: 'module', workspaces: ['packages/*'] }),
  )
  write(
    'packages/kit/package.json',
    JSON.stringify({
      name: '@scratch/kit',
      version: '0.0.0',
      type: 'module',
      exports: {
        '.': { 'airlock-source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
      },
    }),
  )
  write('packages/kit/src/index.ts', "export { used } from './helpers.ts'\n")
  write(
    'packages/app/package.json',
    JSON.stringify({
      name: '@scratch/app',
      version: '0.0.0',
      type: 'module',
      private: true,
      exports: { '.': { 'airlock-source': './src/index.ts' } },
      dependencies: { '@scratch/kit': '0.0.0' },
    }),
  )
  write('packages/app/src/index.ts', "import { used } from '@scratch/kit'\nexport const doubled = used * 2\n")
  write(
    'knip.ts',
    `import { knipConfig } from '${join(import.meta.dirname, 'knipConfig.ts')}'\nexport default knipConfig(import.meta.dirname)\n`,
  )

  it('fails on an export nothing imports, and names it', () => {
    write('packages/kit/src/helpers.ts', 'export const used = 1\nexport const planted = 2\n')
    const { code, issues } = knip()
    expect(code).toBe(1)
    expect(issues.map((issue) => [issue.file, issue.exports.map((e) => e.name)])).toEqual([
      ['packages/kit/src/helpers.ts', ['planted']],
    ])
  })

  it('passes once the export is gone, the package resolved through its airlock-source export', () => {
    write('packages/kit/src/helpers.ts', 'export const used = 1\n')
    const { code, issues } = knip()
    expect(issues).toEqual([])
    expect(code).toBe(0)
  })
})
