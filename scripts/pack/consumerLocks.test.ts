import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './packages.ts'

/*
 * The consumer apps install offline from npm's cache, which the workspace's own `npm install` fills. That only
 * works while every registry package in a consumer's lockfile is one the workspace installs too (same
 * checksum) and the lockfile names its registry url (else npm asks the registry for the package's metadata).
 */

interface LockEntry {
  version?: string
  resolved?: string
  integrity?: string
  dependencies?: Record<string, string>
}
const lockOf = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }

const consumers = readdirSync(join(repoRoot, 'consumers')).filter((name) =>
  existsSync(join(repoRoot, 'consumers', name, 'package-lock.json')),
)
const workspaceChecksums = new Set(
  Object.values(lockOf(repoRoot).packages).flatMap((entry) => (entry.integrity ? [entry.integrity] : [])),
)

describe.each(consumers)('consumers/%s/package-lock.json', (name) => {
  const folder = join(repoRoot, 'consumers', name)
  const packages = lockOf(folder).packages

  it('pins only registry packages the workspace installs, with their registry url', () => {
    const registry = Object.entries(packages).filter(
      ([path, entry]) => path && !entry.resolved?.startsWith('file:'),
    )
    expect(registry.length).toBeGreaterThan(0)
    const outside = registry.filter(
      ([, entry]) => !entry.integrity || !workspaceChecksums.has(entry.integrity),
    )
    expect(outside.map(([path, entry]) => `${path}@${entry.version}`)).toEqual([])
    const unresolved = registry.filter(
      ([, entry]) => !entry.resolved?.startsWith('https://registry.npmjs.org/'),
    )
    expect(unresolved.map(([path]) => path)).toEqual([])
  })

  it("installs Airlock's packages from the packed tarballs, with every dependency they declare", () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    for (const [dependency, spec] of Object.entries(manifest.dependencies)) {
      if (dependency.startsWith('@airlock/'))
        expect(spec).toMatch(/^file:\.\.\/\.\.\/\.pack\/airlock-[a-z-]+-[\d.]+\.tgz$/)
    }
    for (const [path, entry] of Object.entries(packages)) {
      if (!path.startsWith('node_modules/@airlock/')) continue
      const published = JSON.parse(
        readFileSync(
          join(repoRoot, 'packages', path.slice('node_modules/@airlock/'.length), 'package.json'),
          'utf8',
        ),
      ) as { dependencies?: Record<string, string> }
      expect(Object.keys(entry.dependencies ?? {}).sort(), path).toEqual(
        Object.keys(published.dependencies ?? {}).sort(),
      )
      for (const dependency of Object.keys(published.dependencies ?? {})) {
        expect(packages[`node_modules/${dependency}`], `${path} needs ${dependency}`).toBeDefined()
      }
    }
  })
})
