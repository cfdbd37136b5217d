import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The files of a source language dpdm reads; declaration files (`.d.ts`) only describe others. */
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/
const DECLARATION = /\.d\.[cm]?ts$/

/** Folders at the root outside the workspaces whose code runs from this install: the repository's scripts. */
const ROOT_CODE = ['scripts', 'bench']
/** Code that installs its own dependencies, so this install cannot resolve its imports: the benchmark kits. */
const OWN_INSTALL = /^bench\/kits\//

interface Manifest {
  workspaces?: string[]
  exports?: Record<string, string | Record<string, string>>
}

const readManifest = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest

/** The workspace folders of the root package.json (`packages/*` expands to each folder with a package.json). */
export function workspaceFolders(root: string): string[] {
  return (readManifest(root).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(join(root, pattern, 'package.json')) ? [pattern] : []
    const parent = pattern.slice(0, -2)
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`)
      .sort()
  })
}

/** A workspace's `airlock-source` exports as files from the root; a pattern ('./src/locales/*.ts') expands. */
export function sourceExports(root: string, folder: string): string[] {
  return Object.values(readManifest(join(root, folder)).exports ?? {}).flatMap((target) => {
    const file = typeof target === 'object' ? target['airlock-source'] : undefined
    if (file === undefined) return []
    const path = join(folder, file).replaceAll('\\', '/')
    const star = path.indexOf('*')
    if (star < 0) return [path]
    const directory = path.slice(0, path.lastIndexOf('/', star))
    const [before, after] = [path.slice(directory.length + 1, star), path.slice(star + 1)]
    return readdirSync(join(root, directory))
      .filter((name) => name.startsWith(before) && name.endsWith(after))
      .map((name) => `${directory}/${name}`)
  })
}

/**
 * Every file dpdm starts from: each workspace's published entries (`airlock-source` exports), then every
 * source file git tracks or would track in the workspaces and in the root's scripts and benchmarks, tests
 * included, so a circle among files no entry reaches is found too, and a new package is covered as soon as
 * it is a workspace.
 */
export function circleEntries(root: string): string[] {
  const folders = workspaceFolders(root)
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...folders, ...ROOT_CODE],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const files = listed
    .split('\n')
    .filter((path) => SOURCE.test(path) && !DECLARATION.test(path) && !OWN_INSTALL.test(path))
    .filter((path) => existsSync(join(root, path)))
  const entries = folders.flatMap((folder) => sourceExports(root, folder))
  return [...new Set([...entries, ...files])]
}

/** What dpdm found: each circle as `a.ts -> b.ts`, and the imports it could not resolve. */
export interface CircleReport {
  circles: string[]
  unresolved: string[]
}

/**
 * Runs dpdm over `files` (paths from `cwd`, which holds the tsconfig whose resolution it follows) with type
 * imports kept (`-T false`: a circle of `import type` is a circle too). Packages in node_modules are not
 * followed; the workspace's own packages are, through their `airlock-source` exports.
 */
export function findCircles(files: readonly string[], cwd: string): CircleReport {
  const dpdm = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'dpdm')
  const args = ['--no-tree', '--no-progress', '-T', 'false', '--ignore-skip-warning', '.*', ...files]
  const result = spawnSync(dpdm, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  const output = `${result.stdout}`
  const section = (title: string) => {
    const start = output.indexOf(`• ${title}`)
    if (start < 0) return []
    const end = output.indexOf('\n• ', start + 1)
    return output
      .slice(start, end < 0 ? output.length : end)
      .split('\n')
      .map((line) => /^\s+\d+\)\s+(.+)$/.exec(line)?.[1])
      .filter((line): line is string => line !== undefined)
  }
  if (result.status !== 0 || !output.includes('• Circular Dependencies'))
    throw new Error(`dpdm failed (exit ${result.status}):\n${output}${result.stderr}`)
  return {
    circles: section('Circular Dependencies'),
    unresolved: section('Warnings').filter((line) => line.startsWith('miss ')),
  }
}

// `npm run check:circles`: every import circle in the workspaces, scripts and benchmarks, type-only included.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '..', '..')
  const entries = circleEntries(root)
  const { circles, unresolved } = findCircles(entries, root)
  // An import dpdm cannot resolve hides any circle through it: said, though a file being moved is one too.
  for (const line of unresolved) console.log(`note: ${line}`)
  for (const [index, circle] of circles.entries()) console.log(`${index + 1}) ${circle}`)
  if (circles.length > 0) {
    console.error(
      `\n✖ ${circles.length} import circle(s) among ${entries.length} files (type-only imports included)`,
    )
    process.exit(1)
  }
  console.log(`✔ No import circle among ${entries.length} files (type-only imports included)`)
}
