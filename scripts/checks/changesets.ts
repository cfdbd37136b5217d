import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { publishablePackages } from '../pack/packages.ts'

/**
 * Every changeset in .changeset/ must be one `npx changeset version` can release: front matter between two
 * `---` lines holding one `"@airlock/<package>": patch|minor|major` line per package (blank lines allowed),
 * naming packages `npm run pack` publishes, each once, then a body that tells a dapp developer what changed. A
 * formatter once turned a package line into a Markdown heading; this check catches that before a release does.
 */

const PACKAGE_LINE = /^"(@airlock\/[a-z0-9-]+)": (patch|minor|major)$/

/** What is wrong with one changeset's text (empty when it can be released), in words that say how to fix it. */
export function changesetProblems(
  text: string,
  published: readonly string[] = publishablePackages.map((name) => `@airlock/${name}`),
): string[] {
  const lines = text.split(/\r?\n/)
  if (lines[0] !== '---') return ['the first line must be `---`, opening the front matter']
  const close = lines.indexOf('---', 1)
  if (close === -1) return ['the front matter has no closing `---` line']
  const problems: string[] = []
  const named = new Set<string>()
  for (const line of lines.slice(1, close)) {
    if (line.trim() === '') continue
    const match = PACKAGE_LINE.exec(line)
    if (!match) {
      problems.push(
        `\`${line}\` is not a package line such as \`"@airlock/core": patch\` (patch, minor or major)`,
      )
      continue
    }
    const name = match[1] as string
    if (!published.includes(name)) problems.push(`${name} is not a package npm run pack publishes`)
    if (named.has(name)) problems.push(`${name} is named twice`)
    named.add(name)
  }
  if (named.size === 0 && problems.length === 0) problems.push('the front matter names no package')
  if (
    lines
      .slice(close + 1)
      .join('\n')
      .trim() === ''
  )
    problems.push('there is no text below the front matter')
  return problems
}

/** Each changeset of `folder` (its README.md is not one) with its problems, as `file: problem` lines. */
export function changesetFolderProblems(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .flatMap((file) =>
      changesetProblems(readFileSync(join(folder, file), 'utf8')).map((problem) => `${file}: ${problem}`),
    )
}
