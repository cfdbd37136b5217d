import ts from 'typescript'

/** One line of a comment: its 1-based line number in the file and its text. */
export interface CommentLine {
  line: number
  text: string
}

/** How a file's comments are found, by its extension. Markdown is prose: every line of it counts. */
export type CommentSyntax = 'script' | 'css' | 'html' | 'markdown'

const SYNTAX: Record<string, CommentSyntax> = {
  ts: 'script',
  tsx: 'script',
  mts: 'script',
  cts: 'script',
  js: 'script',
  jsx: 'script',
  mjs: 'script',
  cjs: 'script',
  css: 'css',
  html: 'html',
  md: 'markdown',
}

/** The comment syntax of `path` by its extension, or undefined for a file that has none we read. */
export function commentSyntax(path: string): CommentSyntax | undefined {
  const extension = /\.([a-z]+)$/.exec(path)?.[1]
  return extension === undefined ? undefined : SYNTAX[extension]
}

/** Splits the text from `start` to `end` into lines numbered as in the whole file. */
function linesOf(text: string, start: number, end: number, lineStarts: readonly number[]): CommentLine[] {
  let line = lineAt(lineStarts, start)
  return text
    .slice(start, end)
    .split('\n')
    .map((part) => ({ line: line++, text: part.trim() }))
}

function lineStartsOf(text: string): number[] {
  const starts = [0]
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
    starts.push(index + 1)
  return starts
}

/** The 1-based line holding `offset` (binary search over the line starts). */
function lineAt(lineStarts: readonly number[], offset: number): number {
  let low = 0
  let high = lineStarts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((lineStarts[middle] ?? 0) <= offset) low = middle
    else high = middle - 1
  }
  return low + 1
}

/**
 * Every comment of a TypeScript or JavaScript file (`//`, `/* *\/` and JSDoc), found by TypeScript's own parser:
 * the comments are the trivia before and after each token, so a `//` inside a string, a template literal or a
 * regular expression is not taken for one.
 */
function scriptComments(path: string, text: string): Array<{ start: number; end: number }> {
  const kind = /\.(tsx|jsx)$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind)
  const ranges = new Map<number, { start: number; end: number }>()
  const add = (found: readonly ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) ranges.set(range.pos, { start: range.pos, end: range.end })
  }
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source)
    if (children.length === 0) {
      add(ts.getLeadingCommentRanges(text, node.pos))
      add(ts.getTrailingCommentRanges(text, node.end))
    }
    for (const child of children) visit(child)
  }
  visit(source)
  // A file of comments alone (or a shebang) has its comments before the end-of-file token.
  add(ts.getLeadingCommentRanges(text, 0))
  return [...ranges.values()].sort((a, b) => a.start - b.start)
}

/** Comments between `open` and `close` (CSS's block comments, HTML's `<!-- -->`), outside quoted strings. */
function blockComments(text: string, open: string, close: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = []
  let quote: string | undefined
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quote !== undefined) {
      if (char === '\\') index++
      else if (char === quote) quote = undefined
      continue
    }
    if (open === '/*' && (char === '"' || char === "'")) quote = char
    else if (text.startsWith(open, index)) {
      const end = text.indexOf(close, index + open.length)
      const stop = end < 0 ? text.length : end + close.length
      found.push({ start: index, end: stop })
      index = stop - 1
    }
  }
  return found
}

/**
 * The comment lines of a file, each with its line number: the comments of scripts, CSS and HTML, and every line
 * of a markdown file (prose is what a reader reads there, code blocks included).
 *
 * @example
 * commentLines('a.ts', "const url = '//x' // see below")
 * // [{ line: 1, text: '// see below' }]
 */
export function commentLines(path: string, text: string): CommentLine[] {
  const syntax = commentSyntax(path)
  if (syntax === undefined) return []
  const lineStarts = lineStartsOf(text)
  if (syntax === 'markdown') return linesOf(text, 0, text.length, lineStarts)
  const ranges =
    syntax === 'script'
      ? scriptComments(path, text)
      : syntax === 'css'
        ? blockComments(text, '/*', '*/')
        : blockComments(text, '<!--', '-->')
  return ranges.flatMap((range) => linesOf(text, range.start, range.end, lineStarts))
}
