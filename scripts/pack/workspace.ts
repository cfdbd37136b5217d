import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type PackageManifest, publishedManifest } from './manifest.ts'
import { publishablePackages, repoRoot } from './packages.ts'

/** A workspace package: its folder (relative to the repository root) and its package.json. */
export interface WorkspacePackage {
  folder: string
  manifest: PackageManifest
}

const readManifest = (folder: string): PackageManifest =>
  JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as PackageManifest

/** Every package of the root package.json's `workspaces` ('packages/*' expands to each folder with a package.json). */
export function workspacePackages(): WorkspacePackage[] {
  const root = readManifest('.') as PackageManifest & { workspaces?: string[] }
  const folders = (root.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern]
    const parent = pattern.slice(0, -2)
    return readdirSync(join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
  })
  return folders
    .filter((folder) => existsSync(join(repoRoot, folder, 'package.json')))
    .map((folder) => ({ folder, manifest: readManifest(folder) }))
}

/** The published manifest of each package `npm run pack` packs, by package name. */
export function publishedManifests(): Map<string, PackageManifest> {
  return new Map(
    publishablePackages.map((name) => {
      const published = publishedManifest(readManifest(join('packages', name)))
      return [published.name, published] as const
    }),
  )
}

/**
 * The first segment of every file git tracks under `folder` (relative to the repository root; '.' for the
 * root): ['apps', 'docs', 'e2e', 'package.json', …]. Ignored build output (dist, .pack) is not among them.
 */
export function trackedTopLevelNames(folder: string): Set<string> {
  const files = execFileSync('git', ['ls-files', '--', '.'], {
    cwd: join(repoRoot, folder),
    encoding: 'utf8',
  })
  return new Set(
    files
      .split('\n')
      .filter(Boolean)
      .map((file) => file.split('/')[0] ?? file),
  )
}
