import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from '../pack/packages.ts'
import { workspaceFolders } from './circles.ts'

const NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/** The text of the README section under `## <title>`, up to the next `## ` heading. */
function section(readme: string, title: string): string | undefined {
  const start = readme.search(new RegExp(`^## ${title}\\s*$`, 'm'))
  if (start < 0) return undefined
  const rest = readme.slice(start + 3)
  const end = rest.search(/^## /m)
  return end < 0 ? rest : rest.slice(0, end)
}

/**
 * The folders the `## Layout` table lists: the code span of each row's first cell (`packages/core`), in order.
 *
 * @example
 * layoutRows('## Layout\n\n| folder | what |\n| - | - |\n| `e2e` | browser tests |\n')
 * // ['e2e']
 */
export function layoutRows(readme: string): string[] {
  const text = section(readme, 'Layout') ?? ''
  return [...text.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].flatMap(([, folder]) =>
    folder === undefined ? [] : [folder.replace(/\/$/, '')],
  )
}

/**
 * The published packages as `## Packages and publishing` says them: "`npm run pack` builds each of the nine
 * publishable packages (`protocol`, `core`, …)": the number, in words, and the names in the parentheses.
 */
export function publishedList(readme: string): { count: number | undefined; names: string[] } | undefined {
  const text = section(readme, 'Packages and publishing') ?? ''
  const match = /each of the (\w+) publishable packages\s*\(([^)]*)\)/.exec(text)
  if (match === null) return undefined
  const [, word = '', list = ''] = match
  const count = NUMBERS.indexOf(word.toLowerCase())
  return {
    count: count < 0 ? undefined : count,
    names: [...list.matchAll(/`([^`]+)`/g)].flatMap(([, name]) => (name === undefined ? [] : [name])),
  }
}

/** What the README's layout is checked against: the repository as it is. */
export interface Repository {
  /** Every workspace folder (`packages/core`, `e2e`), from the root package.json's workspaces. */
  workspaces: readonly string[]
  /** The folders at the root that git tracks, dot-folders aside (`apps`, `bench`, `docs`, …). */
  topFolders: readonly string[]
  /** The packages `npm run pack` publishes (scripts/pack/packages.ts), folder names under packages/. */
  published: readonly string[]
  /** Whether `path` (from the root) is a folder of the repository. */
  isFolder: (path: string) => boolean
}

/**
 * The rule: the README's layout table gives a row to every workspace and to every folder at the root (a root
 * folder holding workspaces is listed through their rows), names no folder that does not exist, and the
 * publishing section lists exactly the packages `npm run pack` publishes, with their number. Returns one
 * message per problem.
 */
export function readmeLayoutProblems(readme: string, repository: Repository): string[] {
  const rows = layoutRows(readme)
  const problems: string[] = []
  if (rows.length === 0) return ['has no `## Layout` table with a folder in code (`packages/core`) per row']
  for (const workspace of repository.workspaces)
    if (!rows.includes(workspace)) problems.push(`Layout lists no row for the workspace ${workspace}`)
  for (const folder of repository.topFolders)
    if (!rows.some((row) => row === folder || row.startsWith(`${folder}/`)))
      problems.push(`Layout lists no row for the folder ${folder}`)
  for (const row of rows)
    if (!repository.isFolder(row)) problems.push(`Layout lists ${row}, which is not a folder`)
  const seen = new Set<string>()
  for (const row of rows) {
    if (seen.has(row)) problems.push(`Layout lists ${row} twice`)
    seen.add(row)
  }

  const list = publishedList(readme)
  if (list === undefined) {
    problems.push(
      'Packages and publishing does not say "each of the N publishable packages (`name`, …)" in one sentence',
    )
    return problems
  }
  const missing = repository.published.filter((name) => !list.names.includes(name))
  const extra = list.names.filter((name) => !repository.published.includes(name))
  if (missing.length > 0) problems.push(`the publishable packages leave out ${missing.join(', ')}`)
  if (extra.length > 0)
    problems.push(`the publishable packages name ${extra.join(', ')}, which npm run pack does not publish`)
  if (list.count !== repository.published.length)
    problems.push(
      `the publishable packages are said to number ${list.count ?? 'an unreadable word'}; npm run pack publishes ${repository.published.length}`,
    )
  return problems
}

/** The repository at `root` as the check sees it. */
export function repositoryAt(root: string): Repository {
  const tracked = execFileSync('git', ['ls-files'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const topFolders = new Set<string>()
  for (const path of tracked.split('\n')) {
    const slash = path.indexOf('/')
    if (slash > 0 && !path.startsWith('.')) topFolders.add(path.slice(0, slash))
  }
  return {
    workspaces: workspaceFolders(root),
    topFolders: [...topFolders].sort(),
    published: publishablePackages,
    isFolder: (path) => statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory() === true,
  }
}

// `npm run check:readme`: the README's layout table and its list of published packages against the repository.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '..', '..')
  const problems = readmeLayoutProblems(readFileSync(join(root, 'README.md'), 'utf8'), repositoryAt(root))
  for (const problem of problems) console.log(`README.md: ${problem}`)
  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} problem(s) in README.md's layout`)
    process.exit(1)
  }
  console.log('✔ README.md lists every workspace and root folder, and the packages npm run pack publishes')
}
