import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A change to a package's public surface must come with a changeset, so that its next version says so.
 *
 * The rule: a package's released surface is its API reports (packages/<name>/api/*.api.md) as they were in the
 * last commit that touched its CHANGELOG.md, because `npx changeset version` writes the CHANGELOG in the same
 * commit as the version it releases. When the checked-in reports differ from those (one changed, added or
 * removed), a pending changeset (.changeset/*.md) must name the package in its front matter. Releasing
 * consumes the changesets and writes the CHANGELOG, which moves the baseline to the new reports.
 *
 * The report of an `internal` entry point (internal.api.md, e.g. `@airlock/core/internal`) is left out: that
 * subpath serves the sibling packages of this repository, released together with it, and is documented as
 * outside semver, so changing it alone needs no changeset.
 *
 * A package whose CHANGELOG.md was never committed has no released surface yet and needs nothing. In a shallow
 * clone the last commit may be the only one, so the rule there sees only uncommitted changes; outside a git
 * checkout it sees nothing.
 */

/** The report files of one package: file name (e.g. 'index.api.md') to its text. */
export type Reports = Map<string, string>

export interface PackageSurface {
  /** The npm name, e.g. '@airlock/core'. */
  name: string
  /** Its folder from the repository root, e.g. 'packages/core'. */
  folder: string
  /** The reports checked in now. */
  current: Reports
  /** The reports at its last released version, with that version; undefined when nothing was released. */
  released: { version: string; reports: Reports } | undefined
}

/** The package names a changeset's front matter names (`"@airlock/core": minor`, one a line). */
export function changesetPackages(text: string): string[] {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text.trimStart())
  if (!front?.[1]) return []
  return front[1]
    .split(/\r?\n/)
    .map((line) => /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
}

/** The report files that differ between two sets (changed, added or removed), sorted. */
export function changedReports(released: Reports, current: Reports): string[] {
  const files = new Set([...released.keys(), ...current.keys()])
  return [...files].filter((file) => released.get(file) !== current.get(file)).sort()
}

/** Report files of entry points outside semver, whose changes need no changeset (see the rule above). */
export const OUTSIDE_SEMVER_REPORTS: ReadonlySet<string> = new Set(['internal.api.md'])

/** One line per package whose surface changed since its last release with no pending changeset naming it. */
export function unannouncedApiChanges(surfaces: PackageSurface[], announced: ReadonlySet<string>): string[] {
  return surfaces.flatMap(({ name, folder, current, released }) => {
    if (!released || announced.has(name)) return []
    const changed = changedReports(released.reports, current).filter(
      (file) => !OUTSIDE_SEMVER_REPORTS.has(file),
    )
    if (changed.length === 0) return []
    const files = changed.map((file) => `${folder}/api/${file}`).join(', ')
    return [
      `${name}: its public API (${files}) differs from the one released as ${released.version}, and no changeset in .changeset/ names ${name}: run \`npx changeset\`, pick ${name} and say what changed for a dapp`,
    ]
  })
}

/** Every package a pending changeset in `.changeset/` names (its README.md and config.json are not changesets). */
export function pendingChangesetPackages(root: string): Set<string> {
  const folder = join(root, '.changeset')
  if (!existsSync(folder)) return new Set()
  return new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .flatMap((file) => changesetPackages(readFileSync(join(folder, file), 'utf8'))),
  )
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })

/** The newest version a CHANGELOG records: its first '## x.y.z' heading. */
export function latestChangelogVersion(changelog: string): string | undefined {
  return /^##\s+(\d+\.\d+\.\d+\S*)/m.exec(changelog)?.[1]
}

/** The reports of a package folder checked in now (the working tree). */
export function currentReports(root: string, folder: string): Reports {
  const api = join(root, folder, 'api')
  if (!existsSync(api)) return new Map()
  return new Map(
    readdirSync(api, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.api.md'))
      .map((file) => [file, readFileSync(join(api, file), 'utf8')]),
  )
}

/** The reports at the last commit that touched the folder's CHANGELOG.md, or undefined when none did. */
export function releasedReports(root: string, folder: string): PackageSurface['released'] {
  let commit: string
  try {
    commit = git(root, ['log', '-1', '--format=%H', '--', `${folder}/CHANGELOG.md`]).trim()
  } catch {
    // Not a git checkout (an unpacked source archive): there is no history to compare with.
    return undefined
  }
  if (!commit) return undefined
  const version = latestChangelogVersion(git(root, ['show', `${commit}:${folder}/CHANGELOG.md`])) ?? 'unknown'
  const files = git(root, ['ls-tree', '-r', '--name-only', commit, '--', `${folder}/api/`])
    .split('\n')
    .filter((path) => path.endsWith('.api.md'))
  const reports: Reports = new Map(
    files.map((path) => [path.slice(`${folder}/api/`.length), git(root, ['show', `${commit}:${path}`])]),
  )
  return { version, reports }
}

/** The rule applied to the repository's packages (npm names and folders): what `npm run pack` refuses. */
export function apiChangesetProblems(root: string, packages: { name: string; folder: string }[]): string[] {
  const surfaces = packages.map(({ name, folder }) => ({
    name,
    folder,
    current: currentReports(root, folder),
    released: releasedReports(root, folder),
  }))
  return unannouncedApiChanges(surfaces, pendingChangesetPackages(root))
}
