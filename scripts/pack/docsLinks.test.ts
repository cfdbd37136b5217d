import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCS_SITE, docsLinks, docsPages } from './docsLinks.ts'
import { publishablePackages, repoRoot } from './packages.ts'

const pages = new Set(['index.md', 'testing.md', 'self-hosting/configuration.md'])

describe('docsLinks', () => {
  it('names a link to the docs site that is no page of apps/docs/pages', () => {
    const readme = `The [guide](${DOCS_SITE}testing-ci.html#ci) and [hooks](${DOCS_SITE}hooks/useAirlock.html).`
    expect(docsLinks(readme, pages)).toEqual([
      `links ${DOCS_SITE}testing-ci.html#ci, which is no page of the docs site (apps/docs/pages/testing-ci.md)`,
      `links ${DOCS_SITE}hooks/useAirlock.html, which is no page of the docs site (apps/docs/pages/hooks/useAirlock.md)`,
    ])
  })

  it('takes links to its pages, with or without .html, an anchor, or the site itself, and other sites', () => {
    const readme = [
      `[Testing](${DOCS_SITE}testing.html#in-ci), <${DOCS_SITE}self-hosting/configuration>, [docs](${DOCS_SITE}).`,
      '[the repository](https://github.com/airlock-kit/airlock)',
      `The guide: ${DOCS_SITE}testing.html.`,
    ].join('\n')
    expect(docsLinks(readme, pages)).toEqual([])
  })

  it('lists the pages the docs site builds, by their path in apps/docs/pages', () => {
    expect(docsPages()).toContain('getting-started.md')
    expect(docsPages()).toContain('self-hosting/configuration.md')
  })
})

describe.each(publishablePackages)('packages/%s/README.md', (name) => {
  it('links only pages the docs site has', () => {
    const readme = readFileSync(join(repoRoot, 'packages', name, 'README.md'), 'utf8')
    expect(docsLinks(readme, new Set(docsPages()))).toEqual([])
  })
})
