/**
 * What the docs' guard test checks in a page: code a reader could copy is type-checked, so a page holds no
 * TypeScript or JavaScript written inline; it includes an example file's region instead.
 */

/** Languages whose blocks must come from a type-checked example file. */
const CHECKED_LANGUAGES = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'typescript',
  'javascript',
  'mts',
  'mjs',
])

/** The comment that lets one inline block through (a config or env snippet that is not a module), with why. */
export const NO_CHECK_MARK = /^<!--\s*no-check:\s*\S.*-->\s*$/

export interface InlineBlock {
  /** 1-based line of the opening fence. */
  line: number
  lang: string
}

/**
 * Fenced blocks in a checked language, written inline, that are not marked with a `<!-- no-check: why -->`
 * comment on the line just before the fence.
 *
 * @example
 * uncheckedBlocks('```ts\nconst a = 1\n```') // [{ line: 1, lang: 'ts' }]
 */
export function uncheckedBlocks(markdown: string): InlineBlock[] {
  const lines = markdown.split('\n')
  const found: InlineBlock[] = []
  let fence: string | undefined
  for (const [index, line] of lines.entries()) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line)
    if (fence) {
      if (
        open &&
        line.trim().startsWith(fence) &&
        line.trim().replace(/[`~]/g, '') === ''
      )
        fence = undefined
      continue
    }
    if (!open?.[1]) continue
    fence = open[1]
    const lang = (open[2] ?? '').toLowerCase()
    if (!CHECKED_LANGUAGES.has(lang)) continue
    const before = lines[index - 1]?.trim() ?? ''
    if (!NO_CHECK_MARK.test(before)) found.push({ line: index + 1, lang })
  }
  return found
}

export interface Include {
  line: number
  /** The path after `@/`, relative to the pages folder. */
  path: string
  region: string | undefined
}

/**
 * The `<<< @/path#region` includes of a page.
 *
 * @example
 * includesOf('<<< @/../src/examples/x.tsx#example') // [{ line: 1, path: '../src/examples/x.tsx', region: 'example' }]
 */
export function includesOf(markdown: string): Include[] {
  const found: Include[] = []
  for (const [index, line] of markdown.split('\n').entries()) {
    const include =
      /^<<<\s+@\/(\S+?)(?:#([\w-]+))?(?:\s*\{[^}]*\})?(?:\s*\[[^\]]*\])?\s*$/.exec(
        line.trim(),
      )
    if (include?.[1])
      found.push({ line: index + 1, path: include[1], region: include[2] })
    else if (line.trim().startsWith('<<<'))
      found.push({ line: index + 1, path: '', region: undefined })
  }
  return found
}

/**
 * The lines between `// #region name` and `// #endregion name`, or undefined when the file has no such region
 * (VitePress would then include nothing).
 */
export function regionOf(source: string, name: string): string | undefined {
  const lines = source.split('\n')
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`)
  if (start < 0) return undefined
  const end = lines.findIndex(
    (line, index) => index > start && line.trim() === `// #endregion ${name}`,
  )
  if (end < 0) return undefined
  return lines.slice(start + 1, end).join('\n')
}

/** The property names declared at the top level of `export interface <name> { … }` in a TypeScript source. */
export function interfaceFields(source: string, name: string): string[] {
  const start = source.indexOf(`export interface ${name} {`)
  if (start < 0) return []
  const [, ...body] = source.slice(start).split('\n')
  const fields: string[] = []
  let depth = 1
  for (const line of body) {
    if (depth === 1) {
      const field = /^\s{2}(\w+)\??:/.exec(line)
      if (field?.[1]) fields.push(field[1])
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length
    if (depth <= 0) break
  }
  return fields
}
