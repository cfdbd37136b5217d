import { posix } from 'node:path'

/** What separates words and paths in prose, code and markdown links: spaces, quotes, brackets, punctuation. */
const SEPARATORS = /[\s'"`()[\]{}<>,;=|]+/
/** A relative path written with a slash: path characters only, no scheme (`https:`), not absolute. */
const RELATIVE_PATH = /^[\w.@*-]*(?:\/[\w.@*-]*)+$/

/**
 * The rule: a published README names no repository path its tarball does not hold. Every word of the README
 * (prose, code spans, code blocks and link targets alike, split at spaces, quotes, brackets and commas) that is a
 * relative path with a slash, and whose first segment (after any `./`) is `..` or one of `checked` (the names the
 * repository tracks at its root and in the package's folder: `apps`, `e2e`, `packages`, `src`, `README.md`, …;
 * and, once built, `dist`), must be a file or folder of the tarball, read from the package's root. So `src/…`, `apps/wallet`,
 * `e2e/…`, a `vitest run packages/testing` command and a `../../README.md` link all fail, while `dist/…` paths the
 * package ships, urls (a scheme), absolute paths (`/usr/bin/chromium`), package names (`@airlock/…`) and paths of
 * the reader's own project (`./airlock/.pack/…`, `tests/…`) pass. Returns one message per offending path.
 *
 * @example
 * readmePaths('see `src/index.ts`', { files: ['./dist/index.js'], checked: new Set(['src']) })
 * // ['names src/index.ts, which is not in the package']
 */
export function readmePaths(
  readme: string,
  options: { files: readonly string[]; checked: ReadonlySet<string> },
): string[] {
  const files = options.files.map((file) => posix.normalize(file))
  const inPackage = (path: string) =>
    files.some((file) => file === path || file.startsWith(path.endsWith('/') ? path : `${path}/`))
  const problems = new Set<string>()
  for (const word of readme.split(SEPARATORS)) {
    const path = word.replace(/[.:!?]+$/, '')
    if (!RELATIVE_PATH.test(path)) continue
    const first = path.split('/').find((segment) => segment !== '.' && segment !== '')
    if (first === undefined) continue
    if (first !== '..' && !options.checked.has(first)) continue
    const normal = posix.normalize(path).replace(/\/$/, '')
    if (normal.startsWith('..') || !inPackage(normal))
      problems.add(`names ${path}, which is not in the package`)
  }
  return [...problems]
}
