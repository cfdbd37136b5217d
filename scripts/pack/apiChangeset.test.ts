import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiChangesetProblems,
  changesetPackages,
  latestChangelogVersion,
  unannouncedApiChanges,
} from './apiChangeset.ts'

describe('changesetPackages', () => {
  it('reads the packages a changeset names, quoted or not, whatever the bump', () => {
    const text =
      '---\n"@airlock/core": minor\n\'@airlock/react\': patch\n@airlock/evm: major\n---\n\nAdds `x`.\n'
    expect(changesetPackages(text)).toEqual(['@airlock/core', '@airlock/react', '@airlock/evm'])
  })

  it('reads nothing from a file without front matter, or from the text below it', () => {
    expect(changesetPackages('# Changesets\n\n"@airlock/core": minor\n')).toEqual([])
    expect(changesetPackages('---\n---\n\n"@airlock/core": minor\n')).toEqual([])
  })
})

describe('latestChangelogVersion', () => {
  it('is the first version heading, the newest', () => {
    expect(latestChangelogVersion('# @airlock/core\n\n## 0.2.0\n\n- b\n\n## 0.1.0\n\n- a\n')).toBe('0.2.0')
    expect(latestChangelogVersion('# @airlock/core\n')).toBeUndefined()
  })
})

describe('unannouncedApiChanges', () => {
  const released = { version: '0.1.0', reports: new Map([['index.api.md', 'export function a(): void']]) }
  const surface = (current: Map<string, string>) => ({
    name: '@airlock/core',
    folder: 'packages/core',
    current,
    released,
  })

  it('refuses a changed, added or removed report with no changeset naming the package, naming the files', () => {
    const changed = new Map([
      ['index.api.md', 'export function b(): void'],
      ['extra.api.md', 'export const c = 1'],
    ])
    expect(unannouncedApiChanges([surface(changed)], new Set(['@airlock/react']))).toEqual([
      '@airlock/core: its public API (packages/core/api/extra.api.md, packages/core/api/index.api.md) differs from the one released as 0.1.0, and no changeset in .changeset/ names @airlock/core: run `npx changeset`, pick @airlock/core and say what changed for a dapp',
    ])
    expect(unannouncedApiChanges([surface(new Map())], new Set())).toHaveLength(1)
  })

  it('accepts the change once a changeset names the package, and an unchanged surface without one', () => {
    const changed = new Map([['index.api.md', 'export function b(): void']])
    expect(unannouncedApiChanges([surface(changed)], new Set(['@airlock/core']))).toEqual([])
    expect(unannouncedApiChanges([surface(new Map(released.reports))], new Set())).toEqual([])
  })

  it('asks nothing for a change confined to the internal entry (internal.api.md), which is outside semver', () => {
    const withInternal = (text: string) => new Map([...released.reports, ['internal.api.md', text]])
    const before = { ...released, reports: withInternal('export function sibling(): void') }
    const changedInternal = {
      ...surface(withInternal('export function sibling(x: number): void')),
      released: before,
    }
    expect(unannouncedApiChanges([changedInternal], new Set())).toEqual([])
    // Added or removed, too.
    expect(unannouncedApiChanges([surface(withInternal('export const added = 1'))], new Set())).toEqual([])
    expect(
      unannouncedApiChanges([{ ...surface(new Map(released.reports)), released: before }], new Set()),
    ).toEqual([])
  })

  it('still asks when the internal report changes alongside a public one, naming only the public one', () => {
    const changed = new Map([
      ['index.api.md', 'export function b(): void'],
      ['internal.api.md', 'export function sibling(): void'],
    ])
    expect(unannouncedApiChanges([surface(changed)], new Set())).toEqual([
      expect.stringContaining('its public API (packages/core/api/index.api.md) differs'),
    ])
  })

  it('asks nothing of a package never released (no committed CHANGELOG)', () => {
    const never = { ...surface(new Map([['index.api.md', 'x']])), released: undefined }
    expect(unannouncedApiChanges([never], new Set())).toEqual([])
  })
})

describe('apiChangesetProblems, in a git repository', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: root,
      stdio: 'ignore',
    })
  const packages = [{ name: '@airlock/core', folder: 'packages/core' }]

  it('compares with the reports of the last commit that touched the CHANGELOG, and a changeset lifts it', () => {
    root = mkdtempSync(join(tmpdir(), 'airlock-api-changeset-'))
    git('init', '-q')
    write('packages/core/CHANGELOG.md', '# @airlock/core\n\n## 0.1.0\n\n- First release.\n')
    write('packages/core/api/index.api.md', 'export function a(): void\n')
    git('add', '.')
    git('commit', '-q', '-m', 'release 0.1.0')
    expect(apiChangesetProblems(root, packages)).toEqual([])

    // A later commit changes the surface without touching the CHANGELOG: still measured from the release.
    write('packages/core/api/index.api.md', 'export function b(): void\n')
    git('commit', '-q', '-am', 'rename a to b')
    expect(apiChangesetProblems(root, packages)).toEqual([expect.stringContaining('released as 0.1.0')])

    write('.changeset/README.md', '---\n"@airlock/core": major\n---\n')
    expect(apiChangesetProblems(root, packages)).toHaveLength(1)
    write('.changeset/rename-a.md', '---\n"@airlock/core": minor\n---\n\nRenames `a` to `b`.\n')
    expect(apiChangesetProblems(root, packages)).toEqual([])

    // Releasing consumes the changeset and writes the CHANGELOG: the new reports are the baseline.
    rmSync(join(root, '.changeset/rename-a.md'))
    write('packages/core/CHANGELOG.md', '# @airlock/core\n\n## 0.2.0\n\n- Renames `a` to `b`.\n\n## 0.1.0\n')
    git('add', '.')
    git('commit', '-q', '-m', 'release 0.2.0')
    expect(apiChangesetProblems(root, packages)).toEqual([])
  })

  it('asks nothing where the CHANGELOG was never committed', () => {
    root = mkdtempSync(join(tmpdir(), 'airlock-api-changeset-'))
    git('init', '-q')
    write('packages/core/api/index.api.md', 'export function a(): void\n')
    expect(apiChangesetProblems(root, packages)).toEqual([])
  })
})
