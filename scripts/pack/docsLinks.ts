import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { repoRoot } from './packages.ts'

/**
 * Where the documentation site (apps/docs, VitePress) is published: the repository's GitHub project page. Its
 * pages keep their `.html` names (`cleanUrls: false`), so apps/docs/pages/testing.md is `<DOCS_SITE>testing.html`.
 */
export const DOCS_SITE = 'https://airlock-kit.github.io/airlock/'

/** Every page of the docs site, as its path under apps/docs/pages ('getting-started.md', 'hooks/useAirlock.md'). */
export function docsPages(): string[] {
  const folder = join(repoRoot, 'apps', 'docs', 'pages')
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/**
 * The rule: a README may send its reader to the docs site (the full guides live there, not in the tarball),
 * but only to a page the site has. Every url starting with DOCS_SITE must name a page of apps/docs/pages:
 * `testing.html`, `testing` and `testing.html#anchor` are testing.md; the site itself or a folder (`…/`) is
 * its index.md. Returns one message per dead link.
 *
 * @example
 * docsLinks(`[guide](${DOCS_SITE}testing.html)`, new Set(['index.md'])) // ['links …testing.html, which is no page …']
 */
export function docsLinks(readme: string, pages: ReadonlySet<string>): string[] {
  const problems = new Set<string>()
  for (const [match] of readme.matchAll(/https:\/\/[^\s)<>"'`\]]+/g)) {
    const url = match.replace(/[.,;:!?]+$/, '')
    if (!url.startsWith(DOCS_SITE)) continue
    const path = url.slice(DOCS_SITE.length).replace(/[#?].*$/, '')
    const page = path === '' || path.endsWith('/') ? `${path}index.md` : `${path.replace(/\.html$/, '')}.md`
    if (!pages.has(page))
      problems.add(`links ${url}, which is no page of the docs site (apps/docs/pages/${page})`)
  }
  return [...problems]
}
