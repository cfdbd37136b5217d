import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { includesOf, regionOf } from './pageChecks.ts'

/**
 * What a reader copies from a page, as the consumer test (e2e/consumer-docs.test.ts) replays it in a fresh
 * app: its shell commands, its TypeScript (inline or included from an example file's region), and the
 * fields of its "Returns" table.
 */

export interface CodeBlock {
  /** 1-based line of the fence or the `<<<` include in the page. */
  line: number
  lang: string
  code: string
  /** For an include, the file it shows, relative to `srcDir` (`../src/examples/setup.tsx`). */
  include?: string
}

/** Languages a reader pastes into a .ts or .tsx file. */
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript'])

/**
 * Every fenced block of a page in the order it appears, with `<<< @/path#region` includes resolved against
 * `srcDir` (the folder `@/` names: the site's pages folder), as the region's text or the whole file without
 * one, as the site shows them.
 *
 * @example
 * codeBlocks('```sh\nnpm i\n```', '/docs/pages') // [{ line: 1, lang: 'sh', code: 'npm i' }]
 */
export function codeBlocks(markdown: string, srcDir: string): CodeBlock[] {
  const lines = markdown.split('\n')
  const includes = new Map(
    includesOf(markdown).map((include) => [include.line, include]),
  )
  const blocks: CodeBlock[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? ''
    const include = includes.get(index + 1)
    if (include) {
      const file = join(srcDir, include.path)
      const source = readFileSync(file, 'utf8')
      const code =
        include.region === undefined ? source : regionOf(source, include.region)
      if (code === undefined)
        throw new Error(
          `line ${index + 1}: ${include.path} has no #${include.region}`,
        )
      blocks.push({
        line: index + 1,
        lang: /\.(\w+)$/.exec(file)?.[1] ?? '',
        code: code.trim(),
        include: include.path,
      })
      continue
    }
    const open = /^(`{3,}|~{3,})\s*([\w-]*)/.exec(line.trim())
    if (!open?.[1]) continue
    const fence = open[1]
    const start = index
    const body: string[] = []
    for (index++; index < lines.length; index++) {
      const inner = (lines[index] ?? '').trim()
      if (inner.startsWith(fence) && inner.replace(/[`~]/g, '') === '') break
      body.push(lines[index] ?? '')
    }
    blocks.push({
      line: start + 1,
      lang: (open[2] ?? '').toLowerCase(),
      code: body.join('\n').trim(),
    })
  }
  return blocks
}

/** The TypeScript blocks of a page (ts and tsx, inline or included). */
export function typescriptBlocks(markdown: string, srcDir: string): CodeBlock[] {
  return codeBlocks(markdown, srcDir).filter((block) => TYPESCRIPT.has(block.lang))
}

/**
 * The `npm install <packages>` commands of a page's shell blocks, one per command (a trailing `# comment` left
 * out). A bare `npm install` (a clone's own install) names no package and is not one of them.
 *
 * @example
 * installCommands('```sh\nnpm install a b # the kit\n```', '.') // ['npm install a b']
 */
export function installCommands(markdown: string, srcDir: string): string[] {
  return codeBlocks(markdown, srcDir)
    .filter(
      (block) =>
        block.lang === 'sh' || block.lang === 'bash' || block.lang === 'shell',
    )
    .flatMap((block) => block.code.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => /^npm (install|i) (?!&&)[^-\s]/.test(line))
}

/** A page's section: the lines after `## title` up to the next heading of that level or higher. */
export function section(markdown: string, title: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.trim() === `## ${title}`)
  if (start < 0) return ''
  const end = lines.findIndex(
    (line, index) => index > start && /^#{1,2}\s/.test(line),
  )
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

export interface DocumentedField {
  /** 1-based line of the table row in the page. */
  line: number
  name: string
  /** The documented TypeScript type, when the table has a `type` column. */
  type: string | undefined
}

/** The cells of a Markdown table row, with `\|` read as a pipe inside a cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

/**
 * The fields of a hook page's "Returns" table: every backticked name of the `field` column (a row may name
 * several, such as `isConnected`, `isConnecting`), each with the row's `type` cell when the table has one.
 *
 * @example
 * returnedFields('## Returns\n\n| field | type |\n| - | - |\n| `open` | `() => void` |')
 * // [{ line: 5, name: 'open', type: '() => void' }]
 */
export function returnedFields(markdown: string): DocumentedField[] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.trim() === '## Returns')
  if (start < 0) return []
  const header = lines.findIndex(
    (line, index) => index > start && line.trim().startsWith('|'),
  )
  if (header < 0) return []
  const columns = cells(lines[header] ?? '')
  const typeColumn = columns.indexOf('type')
  const fields: DocumentedField[] = []
  for (
    let index = header + 2;
    index < lines.length && lines[index]?.trim().startsWith('|');
    index++
  ) {
    const row = cells(lines[index] ?? '')
    const type =
      typeColumn >= 0 ? /^`(.*)`$/.exec(row[typeColumn] ?? '')?.[1] : undefined
    for (const match of (row[0] ?? '').matchAll(/`(\w+)`/g))
      if (match[1]) fields.push({ line: index + 1, name: match[1], type })
  }
  return fields
}

/** The pages folder (where a page's `<<< @/…` includes start) and a page's text, read from the repository. */
export const pagesDir = join(import.meta.dirname, '..', 'pages')
export const readPage = (name: string) => readFileSync(join(pagesDir, name), 'utf8')

/** Every page of the site, as its path in the pages folder (`hooks/useAirlock.md`), sorted. */
export function pageNames(dir = pagesDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()
}
